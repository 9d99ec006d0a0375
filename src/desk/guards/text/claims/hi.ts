/**
 * Hindi phrasings of a completed action, in Devanagari ("रद्द कर दिया गया है") and romanised
 * ("cancel kar diya hai"). A completed compound verb (कर दिया, हो गया, किया गया) is the claim;
 * a future (कर दिया जाएगा, kar dunga) or a request (कर दीजिए) is not.
 */
import { alt, type ClaimLexicon, END, form, gap, START } from './lexicon.js';

const DONE = alt(`कर दिया | कर दी | कर दिए | कर दिये | कर चुका | कर चुकी | कर चुके | करवा दिया | हो गया | हो गई | हो गयी | हो गए
  | हो चुका | हो चुकी | हो चुके | किया गया | की गई | की गयी | किए गए | किये गए`);
const DONE_LATIN = alt(`kar diya | kar di | kar diye | kar chuka | kar chuki | kar chuke | ho gaya | ho gayi | ho gaye | ho chuka
  | ho chuki | kiya gaya | ki gayi | kiya hai`);
const ISSUED = alt(`जारी कर दिया | जारी कर दी | जारी किया गया | जारी की गई | जारी हो गया | जारी हो गई | भेज दिया | भेज दी
  | प्रोसेस कर दिया | प्रोसेस हो गया | प्रोसेस किया गया`);
const STAFF = 'टिकट|सहकर्मी|सहयोगी|टीम|एजेंट|विशेषज्ञ|प्रतिनिधि|मामला|मामले|अनुरोध';
const HANDED = alt(`बना दिया | बना दी | बनाया गया | खोल दिया | खोला गया | दर्ज कर दिया | दर्ज किया गया | भेज दिया | सौंप दिया
  | आगे बढ़ा दिया | फॉरवर्ड कर दिया | एस्केलेट कर दिया`);

export const HI: ClaimLexicon = {
  language: 'hi',
  negation: new RegExp(`${START}(?:${alt('नहीं | नही | न | मत | ना | nahi | nahin | nahee | mat')})${END}`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${alt(`अगर | यदि | जब | जैसे ही | सकता | सकती | सकते | सकूँ | सकूं | चाहें | चाहते | चाहती | चाहिए | agar | jab
      | sakta | sakti | sakte | chahte | chahti | chahiye`)})${END}`,
    'u',
  ),
  notFollowedBy: new RegExp(`^\\s+(?:${alt('जाएगा | जाएगी | जाएंगे | जाएँगे | जायेगा | जायेगी | jayega | jaega | jayegi | jaayega')})${END}`, 'u'),
  forms: [
    form('cancel_order', `${START}(?:रद्द|कैंसिल|कैंसल|निरस्त)\\s+(?:${DONE})${END}`),
    form('cancel_order', `${START}(?:रद्द|कैंसिल|कैंसल)\\s+(?:है|हैं|था|थी)${END}`),
    form('cancel_order', `${START}cancel\\s+(?:${DONE_LATIN})${END}`),

    form('refund', `${START}(?:रिफ\u093c?ंड|धनवापसी|पैसे\\s+वापस|राशि\\s+वापस|भुगतान\\s+वापस)${gap(6)}\\s+(?:${ISSUED}|${DONE})${END}`),
    form('refund', `${START}refund${gap(6)}\\s+(?:${DONE_LATIN}|(?:jaari|process)\\s+(?:${DONE_LATIN})|bhej\\s+diya)${END}`),

    form('change_address', `${START}(?:पता|पते)${gap(3)}\\s+(?:बदल|अपडेट|बदला)\\s+(?:दिया|दी|गया|गई|दिया\\s+गया|कर\\s+दिया|हो\\s+गया)${END}`),
    form('change_address', `${START}(?:address|pata)${gap(3)}\\s+(?:badal|update|change)\\s+(?:kar\\s+)?(?:diya|di|gaya|ho\\s+gaya)${END}`),

    form('escalate', `${START}(?:${STAFF})${gap(6)}\\s+(?:${HANDED})${END}`),
    form('escalate', `${START}(?:ticket|colleague|team|agent)${gap(4)}\\s+(?:bana|khol|bhej|forward\\s+kar|escalate\\s+kar)\\s+(?:diya|di|gaya)${END}`),
  ],
};
