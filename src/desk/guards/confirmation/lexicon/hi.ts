import type { LanguageLexicon } from './types.js';

/**
 * Hindi, in Devanagari and romanised (Hinglish). Verbs come last ("order cancel kar do"), so
 * the consenting verbs count anywhere. "na" is left out: it is a softener ("kar do na").
 */
export const hi: LanguageLexicon = {
  lang: 'hi',
  markers: {
    yes: [
      'haan', 'haa', 'han', 'haanji', 'haan ji', 'ji haan', 'ji ha', 'kar do', 'kardo', 'kar dijiye', 'kar dijie',
      'kar dijiyega', 'kar dena', 'kar dein', 'kar de', 'kijiye', 'kijie', 'karo', 'bilkul', 'zaroor', 'zarur',
      'jaroor', 'jarur', 'sahi hai',
      'हाँ', 'हां', 'जी हाँ', 'हाँ जी', 'कर दो', 'कर दीजिए', 'कर दीजिये', 'कर दें', 'कर दे', 'करो', 'कीजिए',
      'कीजिये', 'कर देना', 'बिल्कुल', 'बिलकुल', 'ज़रूर', 'जरूर', 'सही है',
    ],
    ok: [
      'theek hai', 'thik hai', 'theek', 'thik', 'tik hai', 'chalega', 'ji', 'acha', 'achha', 'accha',
      'ठीक है', 'ठीक', 'चलेगा', 'जी', 'अच्छा',
    ],
    no: ['nahi', 'nahin', 'nhi', 'nai', 'mat', 'नहीं', 'नही', 'मत', 'न'],
    hold: [
      'ruko', 'rukiye', 'ruk jao', 'ruk', 'thoda ruko', 'baad mein', 'baad me', 'kal', 'ठहरो', 'ठहरिए',
      'रुको', 'रुकिए', 'रुकिये', 'रुक', 'बाद में', 'कल',
    ],
    hedge: [
      'shayad', 'agar', 'yadi', 'lagta hai', 'pehle', 'pahle', 'jab', 'sirf agar',
      'शायद', 'अगर', 'यदि', 'लगता है', 'पहले', 'जब',
    ],
    contrast: ['lekin', 'magar', 'balki', 'parantu', 'ki jagah', 'asal mein', 'लेकिन', 'मगर', 'बल्कि', 'परंतु', 'की जगह'],
    question: [
      'kya', 'kab', 'kaise', 'kyun', 'kyon', 'kyu', 'kahan', 'kaun', 'kitna', 'kitne',
      'क्या', 'कब', 'कैसे', 'क्यों', 'कहाँ', 'कौन', 'कितना',
    ],
    keep: ['rakhna', 'rakhunga', 'rakhungi', 'rakh lunga', 'rehne do', 'rahne do', 'रखना', 'रखूँगा', 'रखूंगा', 'रहने दो', 'pasand', 'पसंद'],
    limit: ['sirf', 'keval', 'kewal', 'सिर्फ', 'केवल', 'aadha', 'आधा', 'chhodkar', 'छोड़कर'],
    sarcasm: ['aur main', 'और मैं', 'sapne mein', 'सपने में'],
    reason: ['zaroorat', 'zarurat', 'jarurat', 'chahiye', 'ज़रूरत', 'जरूरत', 'चाहिए', 'kaam', 'काम'],
    idiom: ['kyun nahi', 'kyon nahi', 'क्यों नहीं', 'koi jaldi nahi'],
    neutral: [
      'dhanyavad', 'dhanyawad', 'shukriya', 'kripya', 'aap', 'abhi', 'koi baat nahi', 'koi dikkat nahi',
      'koi problem nahi', 'धन्यवाद', 'शुक्रिया', 'कृपया', 'आप', 'अभी', 'कोई बात नहीं',
    ],
  },
};
