/**
 * Hindi phrasings of a completed action, in Devanagari ("रद्द कर दिया गया है") and romanised
 * ("cancel kar diya hai", "paisa wapas kar diya"). A completed compound verb (कर दिया, हो गया,
 * किया गया) is the claim; a future (कर दिया जाएगा, kar dunga) or a request (कर दीजिए) is not.
 * The agent is the subject when मैंने/हमने (maine/humne) stands before the verb.
 */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { alt, anyOf, E, GAP, re, S, wordsRe } from '../pattern.js';
import type { ClaimAction, ClaimForm, ClaimLexicon, ClaimOutcome } from '../types.js';

/**
 * A completed verb in the active voice ("कर दिया", "bhej diya") has the speaker as its agent:
 * an act. The passive ("कर दिया गया", "kiya gaya") and the intransitive ("हो गया", "ho gaya")
 * state what happened.
 */
const PASSIVE_TAIL = `\\s+(?:गया|गई|गयी|गए|जा\\s+चुका|जा\\s+चुकी|जा\\s+चुके|gaya|gya|gayi|gyi|gaye|gye|ja\\s+chuka|ja\\s+chuki)${E}`;

/** "रद्द किए गए ऑर्डर" is "cancelled orders", a noun phrase, not a claim. */
const ATTRIBUTIVE = '(?!\\s+(?:ऑर्डर|ऑर्डरों|आइटम|सामान|order|orders|item|items))';

function pair(action: ClaimAction, head: string, active: string, passive: string, outcome?: ClaimOutcome): ClaimForm[] {
  const extra = outcome ? { outcome } : {};
  return [
    { action, stance: 'act', ...extra, pattern: re(`${head}\\s+(?:${active})${E}(?!${PASSIVE_TAIL})`) },
    { action, stance: 'state', ...extra, pattern: re(`${head}\\s+(?:(?:${active})${PASSIVE_TAIL}|(?:${passive})${E})${ATTRIBUTIVE}`) },
  ];
}

const KAR = '(?:kar|kr)\\s?(?:diya|diye|di|dia|chuka|chuki|chuke)';
const HO = 'ho\\s?(?:gaya|gya|gayi|gyi|gaye|gye|chuka|chuki|chuke)';
const KIYA = '(?:kiya|kia|ki|kiye)\\s+(?:gaya|gya|gayi|gyi|gaye|ja\\s+chuka|ja\\s+chuki)';
const DONE_ACTIVE = alt('कर दिया | कर दी | कर दिए | कर दिये | कर चुका | कर चुकी | कर चुके | करवा दिया');
const DONE_PASSIVE = alt(`हो गया | हो गई | हो गयी | हो गए | हो चुका | हो चुकी | हो चुके | किया गया | की गई | की गयी | किए गए | किये गए
  | किया जा चुका | की जा चुकी | हुआ | हुई | हुए`);
const LATIN_PASSIVE = `${HO}|${KIYA}|hua|hui|hue`;
const CANCEL = 'रद्द|कैंसिल|कैंसल|निरस्त';
const REFUND = 'रिफ़ंड|रिफंड|धनवापसी|refund';
const MONEY = '(?:पैसे|पैसा|राशि|रकम|भुगतान|अमाउंट|paisa|paise|paisay|rakam|raqam|amount|rashi|raashi|money)|(?<!\\S)(?:₹|\\$|€|rs\\.?)\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:रुपये|रुपए|rupees|rupaye|rs)';
const BACK = 'वापस|wapas|vapas|waapas|vaapas';
const SENT = alt(`भेज दिया | भेज दी | भेज दिए | जारी कर दिया | जारी कर दी | प्रोसेस कर दिया | लौटा दिया | लौटा दिए | लौटा दी
  | क्रेडिट कर दिया | डाल दिया | डाल दिए | जमा कर दिया | दे दिया | दे दिए`);
const SENT_PASSIVE = alt(`जारी किया गया | जारी की गई | जारी हो गया | जारी हो गई | प्रोसेस हो गया | प्रोसेस किया गया | लौटाया गया | लौटाए गए
  | क्रेडिट हो गया | जमा हो गया | भेजा गया | भेजी गई | भेजे गए | आ गए | आ गया | आ चुके`);
const SENT_LATIN = `(?:bhej|lauta|daal|dal|de)\\s+(?:diya|diye|di|dia|chuka|chuki|chuke)|(?:jaari|jari|process|credit)\\s+${KAR}`;
const SENT_LATIN_PASSIVE = `(?:jaari|jari|process|credit)\\s+${HO}|bheja\\s+gaya|bheje\\s+gaye|aa\\s+(?:gaya|gaye|gye|chuka|chuke)`;
const STAFF = 'सहकर्मी|सहयोगी|टीम|एजेंट|विशेषज्ञ|प्रतिनिधि|स्टाफ़|स्टाफ|कर्मचारी';
const STAFF_LATIN = 'colleague|team|agent|specialist|sahkarmi|sahyogi|staff|expert|executive';
const HANDED = alt(`सौंप दिया | सौंप दी | भेज दिया | भेज दी | फ़ॉरवर्ड कर दिया | फॉरवर्ड कर दिया | आगे बढ़ा दिया | एस्केलेट कर दिया
  | दे दिया | पहुँचा दिया | पहुंचा दिया`);
const HANDED_PASSIVE = alt('भेजा गया | सौंपा गया | फ़ॉरवर्ड किया गया | फॉरवर्ड किया गया | आगे बढ़ाया गया | एस्केलेट किया गया');
const HANDED_LATIN = '(?:bhej|saunp|de|pahucha|pahuncha)\\s+(?:diya|di|diye)|(?:forward|escalate|transfer|pass)\\s+(?:kar|kr)\\s?(?:diya|di|diye)|aage\\s+badha\\s+(?:diya|di)';
const REQUEST = 'अनुरोध|रिक्वेस्ट|request|anurodh';
const ADDRESS_DONE = alt('बदल दिया | बदल दी | अपडेट कर दिया | कर दिया');
const ADDRESS_PASSIVE = alt('बदल गया | बदला गया | अपडेट हो गया | बदला जा चुका | अपडेट किया गया | बदल चुका | बदल चुके | हो गया');

const WORDS: HeadlineWords = {
  stop: 'है | हैं | था | थी | नहीं | मैं | मैंने | हम | हमने | आप | आपने | क्या | कर | किया | हो | सकता | सकते | जा',
  tail: 'जी | ji',
};

const ITEMS_HI = 'सामान|आइटम|items?|saman|samaan';
const SWAP_HI = alt('बदल दिए | बदल दिया | बदल दी | एक्सचेंज कर दिया | एक्सचेंज कर दिए');
const SWAP_HI_PASSIVE = alt('बदल गए | बदल गया | बदले गए | बदला गया | एक्सचेंज हो गया | एक्सचेंज हो गए');
const DARJ = alt('दर्ज कर दिया | दर्ज कर दी | सबमिट कर दिया | सबमिट कर दी | शुरू कर दिया | शुरू कर दी');
const DARJ_PASSIVE = alt('दर्ज हो गया | दर्ज हो गई | सबमिट हो गया | सबमिट हो गई | शुरू हो गया | शुरू हो गई');

const forms: ClaimForm[] = [
  ...pair('cancel_order', `${S}(?:${CANCEL})`, DONE_ACTIVE, `${DONE_PASSIVE}|है|हैं|था|थी`),
  ...pair('cancel_order', `${S}(?:cancel|radd|cancell?ed)`, KAR, `${LATIN_PASSIVE}|hai`),
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}(?:रद्दीकरण|कैंसिलेशन|cancellation)${GAP}\\s+(?:पूरा|सफल|complete|successful|poora|pura)?\\s*(?:हो गया|हो गई|हो चुका|${HO})${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, 'रद्द')) },

  ...pair('refund', `${S}(?:${REFUND})${E}${GAP}(?:\\s+(?:${BACK}))?`, `${SENT}|${DONE_ACTIVE}`, `${SENT_PASSIVE}|${DONE_PASSIVE}`),
  ...pair('refund', `${S}(?:${MONEY})${E}${GAP}\\s+(?:${BACK})`, `${SENT}|${DONE_ACTIVE}`, `${SENT_PASSIVE}|${DONE_PASSIVE}`),
  ...pair('refund', `${S}(?:${REFUND})${E}${GAP}(?:\\s+(?:${BACK}))?`, `${SENT_LATIN}|${KAR}`, `${SENT_LATIN_PASSIVE}|${LATIN_PASSIVE}`),
  ...pair('refund', `${S}(?:${MONEY})${E}${GAP}\\s+(?:${BACK})`, `${SENT_LATIN}|${KAR}`, `${SENT_LATIN_PASSIVE}|${LATIN_PASSIVE}`),
  ...pair('refund', `${S}(?:${REFUND})\\s+(?:का\\s+|ka\\s+|ki\\s+|की\\s+)?(?:${REQUEST})${E}${GAP}`, `${SENT}|दर्ज कर दिया|दर्ज कर दी|सबमिट कर दिया|सबमिट कर दी|बना दिया|${SENT_LATIN}|(?:darj|submit|raise|create)\\s+${KAR}`, `दर्ज हो गया|${SENT_PASSIVE}|(?:darj|submit)\\s+${HO}`, 'requested'),
  ...pair('refund', `${S}(?:मंज़ूरी|मंजूरी|अनुमोदन|स्वीकृति|approval|manzoori|manjoori)\\s+(?:के\\s+लिए|ke\\s+liye)`, 'भेज दिया|भेज दी|bhej\\s+(?:diya|di)', 'भेजा गया|bheja\\s+gaya', 'requested'),

  ...pair('change_address', `${S}(?:पता|पते|एड्रेस)${E}${GAP}`, ADDRESS_DONE, ADDRESS_PASSIVE),
  ...pair('change_address', `${S}(?:address|pata|adres)${E}${GAP}`, `(?:badal|update|change)\\s+${KAR}|badal\\s+(?:diya|di)`, `(?:badal|update|change)\\s+${HO}|badal\\s+(?:gaya|gya|chuka)|badla\\s+gaya|(?:update|change)\\s+${KIYA}`),

  ...pair('escalate', `${S}(?:${STAFF})\\s+(?:को|के\\s+पास|तक)${E}${GAP}`, HANDED, HANDED_PASSIVE),
  ...pair('escalate', `${S}(?:मामला|मामले|अनुरोध|शिकायत|सवाल|केस|बात)${E}${GAP}`, 'एस्केलेट कर दिया|आगे बढ़ा दिया|फ़ॉरवर्ड कर दिया|फॉरवर्ड कर दिया', 'आगे बढ़ाया गया|एस्केलेट किया गया|फ़ॉरवर्ड किया गया'),
  ...pair('escalate', `${S}(?:टिकट|ticket)${E}${GAP}`, `बना दिया|खोल दिया|दर्ज कर दिया|बना दी|(?:bana|khol)\\s+(?:diya|di)|(?:raise|create|darj|open)\\s+${KAR}`, `बनाया गया|खोला गया|दर्ज किया गया|(?:raise|create|darj|open)\\s+${KIYA}`),
  ...pair('escalate', `${S}(?:${STAFF_LATIN})s?\\s+(?:ko|ke\\s+paas|tak)${E}${GAP}`, HANDED_LATIN, 'bheja\\s+gaya|saunpa\\s+gaya|forward\\s+kiya\\s+gaya'),
  ...pair('escalate', `${S}(?:case|maamla|mamla|request|complaint|shikayat|sawal)${E}${GAP}`, `(?:escalate|forward)\\s+${KAR}`, `(?:escalate|forward)\\s+${KIYA}`),
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${STAFF})\\s+(?:के\\s+पास|को\\s+सौंपा)\\s+(?:है|हैं)${E}|${S}(?:${STAFF_LATIN})\\s+ke\\s+paas\\s+(?:hai|hain)${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, 'जारी|प्रोसेस|भेजा\\s+गया', 'रिफ़ंड|रिफंड')) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:${STAFF})${E}${GAP}\\s+(?:संपर्क|ईमेल|बात|जवाब|जाँच|जांच|समीक्षा|फ़ोन|कॉल|मदद)?\\s*(?:करेगा|करेगी|करेंगे|देगा|देगी|देंगे|देखेगा|देखेगी|देखेंगे)${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:${STAFF_LATIN})s?${E}${GAP}\\s+(?:(?:contact|sampark|email|baat|call|review|jawab|madad|check)\\s+(?:karega|karegi|karenge|dega|degi|denge)|dekhega|dekhegi|dekhenge)${E}`) },
  ...pair('swap_items', `${S}(?:${ITEMS_HI})${E}${GAP}`, `${SWAP_HI}|(?:badal|change|exchange|replace)\\s+${KAR}|badal\\s+(?:diya|diye|di)`, `${SWAP_HI_PASSIVE}|(?:badal|change|exchange)\\s+${HO}|badle\\s+gaye|badla\\s+gaya`),
  ...pair('swap_items', `${S}(?:एक्सचेंज|exchange)${E}${GAP}`, `${DARJ}|(?:darj|submit|register)\\s+${KAR}`, `${DARJ_PASSIVE}|(?:darj|submit|register)\\s+${HO}`),
  ...pair('return_items', `${S}(?:वापसी|रिटर्न|return|wapsi|vapsi)${E}${GAP}`, `${DARJ}|(?:darj|submit|register)\\s+${KAR}`, `${DARJ_PASSIVE}|(?:darj|submit|register)\\s+${HO}`),
];

export const HI: ClaimLexicon = {
  language: 'hi',
  negation: wordsRe('नहीं | नही | न | मत | ना | nahi | nahin | nahee | nai | mat | na'),
  modal: wordsRe(`सकता | सकती | सकते | सकूँ | सकूं | चाहें | चाहते | चाहती | चाहिए | दूँ | दूं | दें | करूँ | करूं | कीजिए | दीजिए
    | sakta | sakti | sakte | chahte | chahti | chahiye | chahenge | doon | dun | du | karun | karu | kijiye | dijiye | karein`),
  future: re(`${anyOf('जाएगा | जाएगी | जाएंगे | जाएँगे | जायेगा | जायेगी | होगा | होगी | होंगे | hoga | hogi | honge')}|${S}\\S+(?:ेगा|ेगी|ेंगे|ूँगा|ूंगा|ूँगी|ूंगी|ेंगी)${E}|${S}(?:(?:kar|ho|de|le|ja|aa|bhej|dekh|mil|rah|ban|sak|bata|lauta|badal)(?:ega|egi|enge|unga|ungi|oge)|jayega|jaega|jaegi|jayegi|aayega|aaenge|aayenge)${E}`),
  condition: wordsRe(`अगर | यदि | जब | जैसे ही | के बाद | हाँ कहने पर | पुष्टि करने पर | करते ही | agar | jab | jaise hi | ke baad
    | confirm karne par | haan kehne par | confirm karte hi | haan kahein | haan kahiye | हाँ कहें | हाँ कहिए`),
  reported: wordsRe(`आपने कहा | आपने बताया | आपने लिखा | आपके संदेश में | आपके मैसेज में | आप कह रहे | आप कहते | आपका कहना है | आपके अनुसार
    | aapne kaha | aapne bataya | aapne likha | aapke message mein | aap keh rahe | aap kehte | aapke hisaab se | aapke anusaar`),
  relative: re(`^${anyOf('जो | जिसे | जिसने | जिनसे | जिन्हें | jo | jise | jisne | jinhe')}`),
  consequence: re(`^${anyOf('तब | फिर | उस स्थिति में | ऐसे में | phir | tab | us case mein | aise mein')}`),
  offer: re(`^${anyOf(`क्या मैं | क्या हम | क्या आप चाहते | kya main | kya hum | kya aap chahte`)}`),
  question: re(`^${anyOf('क्या | kya | kyaa')}`),
  completion: re(`^(?:(?:जी|ji|ठीक है|theek hai|ok)\\s+)?(?:हो गया|हो गई|बस हो गया|काम हो गया|done|ho gaya|ho gya|hogaya|kaam ho gaya)(?:\\s+(?:जी|ji|है|hai))?$`),
  news: wordsRe('अब | अभी | अभी-अभी | आपके लिए | आपके कहे अनुसार | सफलतापूर्वक | ab | abhi | abhi abhi | aapke liye | successfully'),
  pastTime: re(`${anyOf(`कल | पिछले (?:हफ़्ते|हफ्ते|महीने|सप्ताह) | \\d+ दिन पहले | kal | pichhle (?:hafte|mahine) | \\d+ din pehle`)}|${S}\\d{1,2}\\s+(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर|january|february|march|april|may|june|july|august|september|october|november|december)\\s+(?:को|ko)${E}`),
  evidential: re(`${anyOf(`मैं पुष्टि कर सकता हूँ | मैं पुष्टि कर सकती हूँ | पुष्टि करता हूँ | पुष्टि करती हूँ | अच्छी खबर | चिंता न करें | चिंता मत कीजिए
    | कोई बात नहीं | कोई समस्या नहीं | main confirm kar sakta hoon | achhi khabar | chinta na karein | chinta mat kijiye | koi baat nahi
    | koi problem nahi`)}(?:\\s+(?:कि|ki))?${E}`, 'gu'),
  notFollowedBy: re(`^\\s+(?:जाएगा|जाएगी|जाएंगे|जाएँगे|जायेगा|जायेगी|jayega|jaega|jayegi|jaegi|jaayega|jaayegi)${E}`),
  firstPerson: wordsRe('मैंने | हमने | maine | mainne | humne | hamne | mene'),
  marks: re(`[\\u0900-\\u097F]+|${anyOf('hai | hain | aapka | aapki | aapke | kar | diya | gaya | ko | ka | ki | ke | nahi | mein | hum | maine | aap | yeh | abhi | kya | ji | haan | gayi | hoga')}`, 'gu'),
  cues: {
    change_payment: PAYMENT.hi.cue,
    set_default_address: DEFAULT_ADDRESS.hi.cue,
    cancel_order: /रद्द|कैंसिल|कैंसल|निरस्त|cancel|radd/u,
    refund: /रिफ़ंड|रिफंड|धनवापसी|वापस|मंज|अनुमोदन|स्वीकृति|refund|wapas|vapas|waapas|vaapas|approval|manzoori|manjoori/u,
    change_address: /पता|पते|एड्रेस|address|pata|adres/u,
    escalate: /सहकर्मी|सहयोगी|टीम|एजेंट|विशेषज्ञ|प्रतिनिधि|स्टाफ|कर्मचारी|मामल|अनुरोध|शिकायत|सवाल|केस|बात|टिकट|colleague|team|agent|specialist|sahkarmi|sahyogi|staff|expert|executive|ticket|case|maamla|mamla|request|complaint|shikayat|sawal/u,
    swap_items: /बदल|एक्सचेंज|badal|badl|change|exchange|replace/u,
    return_items: /वापसी|रिटर्न|return|wapsi|vapsi/u,
  },
  forms: [...forms, ...PAYMENT.hi.forms, ...DEFAULT_ADDRESS.hi.forms],
};
