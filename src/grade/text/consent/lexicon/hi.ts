import type { LanguageLexicon } from './types.js';

/**
 * Hindi, in Devanagari and romanised (Hinglish). Verbs come last ("order cancel kar do"), so the
 * consenting verbs count anywhere. "na" is a softener ("kar do na"), not a negation.
 */
export const hi: LanguageLexicon = {
  lang: 'hi',
  markers: {
    yes: [
      'haan', 'haa', 'han', 'haanji', 'haan ji', 'ji haan', 'ji ha', 'kar do', 'kardo', 'kar dijiye', 'kar dijie', 'kar dijiyega', 'kar dena', 'kar dein',
      'kar de', 'kijiye', 'kijie', 'karo', 'bilkul', 'zaroor', 'zarur', 'jaroor', 'jarur', 'sahi hai', 'haan kar do', 'ho jaye', 'kar dalo',
      'हाँ', 'हां', 'जी हाँ', 'जी हां', 'हाँ जी', 'कर दो', 'कर दीजिए', 'कर दीजिये', 'कर दें', 'कर दे', 'करो', 'कीजिए', 'कीजिये', 'कर देना', 'बिल्कुल',
      'बिलकुल', 'ज़रूर', 'जरूर', 'सही है', 'कर डालो',
    ],
    ok: ['theek hai', 'thik hai', 'theek', 'thik', 'tik hai', 'chalega', 'ji', 'acha', 'achha', 'accha', 'ठीक है', 'ठीक', 'चलेगा', 'जी', 'अच्छा', 'ok ji'],
    no: ['nahi', 'nahin', 'nhi', 'nai', 'mat', 'naa', 'नहीं', 'नही', 'मत', 'ना'],
    need: ['zaroorat', 'zarurat', 'jarurat', 'jaroorat', 'chahiye', 'chahta', 'chahti', 'kaam', 'ab', 'ज़रूरत', 'जरूरत', 'चाहिए', 'चाहता', 'चाहती', 'काम', 'अब'],
    idiom: ['kyun nahi', 'kyon nahi', 'kyu nahi', 'koi jaldi nahi', 'jaldi nahi', 'कोई जल्दी नहीं', 'koi baat nahi', 'koi dikkat nahi', 'koi problem nahi', 'क्यों नहीं', 'कोई बात नहीं', 'कोई दिक्कत नहीं'],
    hold: ['ruko', 'rukiye', 'ruk jao', 'ruk', 'thoda ruko', 'baad mein', 'baad me', 'kal', 'abhi nahi', 'ठहरो', 'ठहरिए', 'रुको', 'रुकिए', 'रुकिये', 'रुक', 'बाद में', 'कल', 'अभी नहीं'],
    hedge: ['shayad', 'agar', 'yadi', 'lagta hai', 'pehle', 'pahle', 'jab', 'pata nahi', 'jo bhi', 'शायद', 'अगर', 'यदि', 'लगता है', 'पहले', 'जब', 'पता नहीं'],
    contrast: ['lekin', 'magar', 'balki', 'parantu', 'ki jagah', 'asal mein', 'matlab', 'लेकिन', 'मगर', 'बल्कि', 'परंतु', 'की जगह', 'मतलब'],
    keep: ['rakhna', 'rakhunga', 'rakhungi', 'rakh lunga', 'rakh lungi', 'rakhenge', 'rakhiye', 'rehne do', 'rahne do', 'रखना', 'रखूँगा', 'रखूंगा', 'रखूँगी', 'रख लूँगा', 'रहने दो', 'रहने दीजिए'],
    prefer: ['pasand', 'behtar', 'पसंद', 'बेहतर'],
    limit: ['sirf', 'keval', 'kewal', 'bas', 'chhodkar', 'ke alawa', 'aadha', 'सिर्फ', 'सिर्फ़', 'केवल', 'बस', 'छोड़कर', 'के अलावा', 'आधा'],
    also: ['bhi', 'aur bhi', 'saath mein', 'भी', 'साथ में'],
    sarcasm: ['aur main', 'और मैं', 'sapne mein', 'sapne me', 'सपने में', 'bahut funny', 'mazaak'],
    question: ['kya', 'kab', 'kaise', 'kyun', 'kyon', 'kyu', 'kahan', 'kaun', 'kitna', 'kitne', 'क्या', 'कब', 'कैसे', 'क्यों', 'कहाँ', 'कौन', 'कितना'],
    or: ['ya', 'athva', 'या', 'अथवा'],
    all: ['dono', 'donon', 'sab', 'sabhi', 'दोनों', 'सब', 'सभी'],
    neutral: [
      'dhanyavad', 'dhanyawad', 'shukriya', 'kripya', 'please', 'aap', 'abhi', 'na', 'ise', 'isko', 'use', 'yeh', 'ye', 'wo', 'dono', 'bhai', 'order',
      'धन्यवाद', 'शुक्रिया', 'कृपया', 'आप', 'अभी', 'न', 'इसे', 'इसको', 'यह', 'दोनों', 'मुझे', 'mujhe', 'hai', 'है', 'ho', 'हो', 'main', 'मैं', 'mann badal', 'man badal',
    ],
  },
  strict: {
    // "ab" also Latin "ab", "use" English, "han" Spanish... only in a Hindi turn.
    need: ['ab'],
  },
  telltales: ['aapka', 'aap', 'hai', 'kya', 'main', 'ise', 'abhi', 'nahi', 'hua', 'ko', 'ka', 'ki', 'आपका', 'है', 'क्या', 'मैं', 'इसे', 'अभी', 'नहीं', 'गया', 'के', 'का', 'की', 'को'],
};
