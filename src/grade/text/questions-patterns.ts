/**
 * How replies ask, per supported language, for the grader's question check: the syntax of a
 * question that lost its question mark, the requests for an answer phrased as imperatives
 * ("Let me know if...", "Dites-moi si...", "बताइए..."), and the stock offers of further help
 * that ask nothing ("Let me know if you need anything else"). Each entry is a regular-expression
 * source, matched on a lower-case sentence; `‹` and `›` mark word edges and `\p{L}` stands for a
 * letter of the supported scripts (questions.ts turns both into ranges).
 */

/** Interrogative syntax at the start of a sentence: inversion, interrogative words before a verb. */
export const OPENERS: readonly string[] = [
  // en: auxiliary before its subject; a wh-word before an auxiliary ("When would suit you", not "When the money arrives")
  String.raw`^(?:would|do|does|did|shall|should|can|could|will|may|might|is|are|was|were|have|has)\s+(?:you|i|we|it|this|that|there|these|those|the|your|my|our|everything|anything)›`,
  String.raw`^(?:what|which|when|where|why|how|who|whom|whose)(?:'s|\s+(?:is|are|was|were|do|does|did|would|will|can|could|should|shall|may|might|have|has))›`,
  String.raw`^(?:which|what|how)\s+[\p{L}']+\s+(?:would|will|do|does|did|should|shall|can|could|is|are)\s+(?:you|i|we|it|they|the|this|that|your)›`,
  String.raw`^(?:want|need)\s+me\s+to›`,
  // es: accented interrogatives, and verbs of wanting/preferring addressed to the customer
  String.raw`^(?:qué(?!\s+(?:bien|pena|lástima|alegría|bueno|suerte|rabia|maravilla|gusto|ilusión)›)|cuándo|dónde|cómo|cuál|cuáles|quién|cuánto|cuánta|cuántos|por qué)›`,
  String.raw`^(?:quieres|quiere|quieren|deseas|desea|prefieres|prefiere|te parece|le parece|podrías|confirmas|me confirmas)›(?!\s+decir)`,
  // fr: est-ce que, and verb-subject inversion within the first words ("Quelle adresse souhaitez-vous")
  String.raw`^est-ce qu`,
  String.raw`^(?:[\p{L}']+\s+){0,2}(?:voulez|souhaitez|pouvez|préférez|désirez|aimeriez|voudriez|pourriez|souhaiteriez|avez|êtes|dois|puis|peux|veux|faut|préfères|souhaites|veux)-(?:vous|je|tu|il|on|t-il|t-on)›`,
  // de: modal or auxiliary before its subject; a wh-word before one
  String.raw`^(?:möchten|wollen|können|könnten|sollen|soll|dürfen|darf|haben|hätten|sind|ist|würden|wäre|wünschen|brauchen|passt)\s+(?:sie|ich|wir|du|es|das|der|die|ihnen|dir)›`,
  String.raw`^(?:was|wann|wo|wie|warum|welche|welcher|welches|wohin|wieso|weshalb)\s+(?:[\p{L}]+\s+)?(?:möchten|wollen|können|soll|sollen|darf|dürfen|haben|hätten|sind|ist|würden|wünschen|passt|brauchen|kann|wird|werden|bevorzugen)\s+(?:sie|ich|wir|du|es|das|der|die|ihnen|dir)›`,
  // pt: verbs of wanting addressed to the customer; interrogatives before one
  String.raw`^(?:você\s+)?(?:quer|deseja|prefere)›(?!\s+dizer)`,
  String.raw`^(?:você\s+)?gostaria\s+que›`,
  String.raw`^(?:qual|quais|quando|onde|como|quanto|o que|por que)\s+(?:você|prefere|deseja|quer|gostaria|posso|devo|seria)›`,
  // it
  String.raw`^(?:vuoi|vuole|volete|desideri|desidera|preferisci|preferisce|ti va|le va|gradiresti|gradirebbe)›`,
  String.raw`^(?:quale|quali|quando|dove|come|quanto|cosa|che cosa|perché)\s+(?:vuoi|vuole|preferisci|preferisce|desideri|desidera|posso|devo|ti|le)›`,
  // nl: verb before its subject; a wh-word before one
  String.raw`^(?:wilt|wil|zal|kan|kunt|moet|mag|heeft|hebt|heb|bent|wenst|zou|zullen)\s+(?:u|ik|je|jij|we|wij|het|dat|er)›`,
  String.raw`^(?:wat|welke|welk|wanneer|waar|waarom|hoe|hoeveel)\s+(?:[\p{L}]+\s+)?(?:wilt|wil|zal|kan|kunt|moet|mag|heeft|hebt|bent|is|zijn|wenst|zou|past)\s+(?:u|ik|je|jij|we|wij|het|dat|er)›`,
  // hi: the interrogative particle; a wh-word with "would you like"
  String.raw`^(?:क्या|kya)›`,
  String.raw`‹(?:कौन सा|कौन-सा|कौनसा|किस|कब|कहाँ|कैसे|kaunsa|kaun sa|kis|kab|kahan|kaise)›.*‹(?:चाहेंगे|चाहेंगी|चाहते हैं|चाहती हैं|chahenge|chahte hain|chahti hain)›`,
];

/**
 * Conditions phrased as inversions ("Should you have questions, ...", "Haben Sie Fragen, melden
 * Sie sich", "Heeft u vragen, neem dan contact op"): an opener followed by a main clause.
 */
export const CONDITIONAL_INVERSION: readonly string[] = [
  String.raw`^(?:should|had|were)\s+(?:you|the|your|it|this|there|anything)›.*,`,
  String.raw`^(?:sollten|solltest|falls|wenn)›`,
  String.raw`^(?:haben|sind|ist|möchten|brauchen)\s+(?:sie|du)›[^,]*,\s*(?:dann|so|melden|wenden|schreiben|kontaktieren|rufen|zögern|antworten|geben|sagen|lassen|stehe|stehen|helfe|helfen)›`,
  String.raw`^(?:mocht|mochten|indien|als)›`,
  String.raw`^(?:heeft|hebt|heb|bent|wilt|wil)\s+(?:u|je|jij)›[^,]*,\s*(?:neem|laat|stuur|bel|dan|mail|kunt|kun|mag)›`,
];

/** Requests for an answer, anywhere in a sentence. */
export const REQUESTS: readonly string[] = [
  // en
  // "kind of you to let us know" reports; "feel free to let me know" still asks
  String.raw`‹(?<!(?<!(?:free|hesitate)\s)to\s)let\s+(?:me|us)\s+know›`,
  // "stays as it is until you tell me" waits; "tell me which" asks
  String.raw`‹(?<!(?:until|till|unless) you )tell\s+me›`,
  String.raw`‹(?:just\s+)?say\s+(?:yes|so|the word)›`,
  String.raw`‹(?:type|write|send|text|answer|reply)\s+(?:with\s+)?(?:yes|ok|ja|sí|si|oui|sim|sì|haan|हाँ)›`,
  String.raw`^(?:please\s+|just\s+|simply\s+|kindly\s+)?(?:reply|respond|answer|confirm|write back|get back to me|choose|pick|select)›`,
  String.raw`‹(?:please|kindly|just)\s+(?:reply|respond|answer|confirm|tell|choose|pick|select)›`,
  String.raw`‹(?:once|as soon as|when|after|if)\s+you(?:'ve)?\s+(?:confirm|reply|answer|say yes|give me the go-ahead)›`,
  String.raw`‹(?:i'll|i will|i)\s+(?:just\s+)?need\s+(?:your\s+)?(?:confirmation|a yes|your ok|go-ahead|you to confirm)›`,
  String.raw`‹(?:waiting for|wait for|awaiting|look forward to)\s+your\s+(?:confirmation|reply|answer|go-ahead)›`,
  // es
  String.raw`‹(?:dime|dígame|díganos|dinos|avísame|avíseme|avísanos|indícame|indíqueme|indícanos|confírmame|confírmeme|confírmanos|hazme saber|házmelo saber|hágame saber|hágamelo saber|háganos saber|déjame saber|comunícame|comuníqueme|indíquenos|avísenos|díganos|cuéntame|contéstame|respóndeme|escríbeme)›`,
  String.raw`^(?:por favor,?\s+)?(?:confirma|confirme|responde|responda|contesta|conteste|elige|elija|escoge|escoja)›`,
  String.raw`‹por favor,?\s+(?:confirma|confirme|responde|responda|indica|indique)›`,
  String.raw`‹(?:en cuanto|cuando|apenas|una vez que|si)\s+(?:me\s+)?(?:lo\s+)?(?:confirmas|confirmes|confirme|respondas|me digas)›`,
  String.raw`‹(?:espero|quedo a la espera de|quedo atento a|quedo atenta a|quedo pendiente de)\s+(?:tu|su)\s+(?:confirmación|respuesta)›`,
  // fr
  String.raw`‹(?:dites-moi|dis-moi|dites-nous|faites-moi savoir|faites-nous savoir|fais-moi savoir|indiquez-moi|indiquez-nous|indique-moi|confirmez-moi|confirmez-nous|confirme-moi|précisez-moi|précisez-nous|répondez-moi|écrivez-moi|tenez-moi au courant)›`,
  String.raw`‹(?:merci de|veuillez|je vous laisse)\s+(?:me\s+|nous\s+)?(?:confirmer|indiquer|préciser|répondre|dire)›`,
  String.raw`^(?:confirmez|répondez|précisez|indiquez|choisissez)›`,
  String.raw`‹(?:dès que|une fois que|quand|si)\s+vous\s+(?:me\s+)?(?:le\s+)?(?:confirmez|confirmerez|répondez)›`,
  String.raw`‹(?:j'attends|dans l'attente de)\s+votre\s+(?:confirmation|réponse|accord)›`,
  // de
  String.raw`‹(?:sagen sie mir|sagen sie uns|sag mir|sagen sie bescheid|sag bescheid|lassen sie (?:es )?(?:mich|uns) wissen|lass (?:es )?mich wissen|teilen sie (?:mir|uns) mit|teil mir mit|bitte um (?:eine )?(?:kurze )?(?:bestätigung|rückmeldung|antwort)|schreiben sie mir|antworten sie|bestätigen sie|bitte bestätigen|kurz bestätigen|geben sie an|wählen sie)›`,
  String.raw`‹(?:geben|gib|gebt)\s+(?:sie\s+)?(?:mir|uns)\s+(?:kurz\s+|bitte\s+)?bescheid›`,
  String.raw`‹(?:sobald|wenn|nachdem)\s+sie\s+(?:mir\s+)?(?:es\s+|das\s+)?(?:bestätigen|zustimmen|antworten)›`,
  String.raw`‹(?:warte auf|benötige|brauche|freue mich auf)\s+(?:ihre|deine)\s+(?:bestätigung|antwort|zustimmung|rückmeldung)›`,
  // pt
  String.raw`‹(?:me diga|diga-me|diga-nos|nos diga|me fala|fale-me|me avise|avise-me|avise-nos|nos avise|me informe|informe-me|informe-nos|me confirme|confirme-me|confirme para mim|me responda|responda-me|me conta|me dê um retorno|deixe-me saber|me deixe saber|me fale)›`,
  String.raw`^(?:por favor,?\s+)?(?:confirme|confirma|responda|responde|escolha|diga)›`,
  String.raw`‹por favor,?\s+(?:confirme|responda|diga|informe)›`,
  String.raw`‹(?:assim que|quando|logo que|depois que|se)\s+(?:você\s+)?(?:me\s+)?(?:confirmar|responder)›`,
  String.raw`‹(?:aguardo|fico no aguardo d[ae])\s+(?:a\s+)?(?:sua\s+)?(?:confirmação|resposta)›`,
  // it
  String.raw`‹(?:fammi sapere|fatemi sapere|fateci sapere|facci sapere|mi faccia sapere|ci faccia sapere|mi fai sapere|mi fa sapere|dimmi|dicci|mi dica|ci dica|ditemi|mi confermi|confermami|mi conferma|mi scriva|scrivimi|rispondimi|mi risponda|indicami|mi indichi)›`,
  String.raw`^(?:per favore,?\s+)?(?:conferma|confermi|rispondi|risponda|scegli|indica)›`,
  String.raw`‹per favore,?\s+(?:conferma|confermi|rispondi|indica|dimmi)›`,
  String.raw`‹(?:appena|quando|non appena|una volta che|se)\s+(?:mi\s+)?(?:confermi|conferma|rispondi|risponde)›`,
  String.raw`‹(?:attendo|aspetto)\s+(?:la\s+)?(?:tua\s+|sua\s+|una\s+)?(?:conferma|risposta)›`,
  // nl
  String.raw`‹laat\s+(?:u\s+)?(?:het\s+|dat\s+)?(?:me|mij|ons)\s+(?:even\s+|dan\s+|maar\s+)?weten›`,
  String.raw`‹(?:zeg het maar|zeg maar|laat (?:even |maar )?horen|laat maar weten)›`,
  String.raw`‹geef\s+(?:het\s+)?(?:even\s+|maar\s+)?(?:aan|door)›`,
  String.raw`^(?:bevestig|kies|antwoord|reageer)›`,
  String.raw`‹(?:zodra|als|wanneer)\s+(?:je|u)\s+(?:het\s+)?(?:bevestigt|antwoordt)›`,
  String.raw`‹wacht\s+op\s+(?:je|jouw|uw)\s+(?:bevestiging|antwoord|akkoord)›`,
  // hi
  String.raw`(?:बताइए|बताइये|बताइएगा|बताएं|बताएँ|बता दें|बता दीजिए|बता दीजिये|बताओ|पुष्टि करें|पुष्टि कीजिए|जवाब दें|जवाब दीजिए|सूचित करें)`,
  String.raw`‹(?:bataiye|bataaiye|bataiyega|bataye|batayein|bataen|batayen|bata dijiye|bata dein|bata do|bata dena|batana|batao|confirm karein|confirm kijiye|confirm karo|confirm kar dijiye|reply karein|jawab dein|jawab dijiye)›`,
  String.raw`(?:पुष्टि करते ही|पुष्टि मिलते ही|आपकी पुष्टि|confirm karte hi|aapki confirmation)`,
  String.raw`(?:हाँ|हां|‹haan|‹han)\s+(?:लिखें|लिखिए|लिखकर|कहिए|बोलिए|likhein|likhiye|likhkar|kahiye|boliye)›`,
];

/** Stock offers of further help: a request that holds one of these asks nothing in particular. */
export const OFFERS: readonly string[] = [
  String.raw`‹(?:anything|something)\s+else›|‹any\s+(?:other|more|further)\s+(?:questions?|help|assistance)›|‹(?:any|more)\s+questions›|‹further\s+(?:help|assistance|questions)›|‹(?:need|have)\s+(?:any\s+)?(?:help|questions|assistance)›|‹if there(?:'s| is) anything›|‹can help with anything›|‹anything i can do›`,
  String.raw`‹algo más›|‹otra cosa›|‹cualquier\s+(?:otra\s+)?(?:cosa|duda|pregunta|consulta)›|‹alguna\s+(?:otra\s+)?(?:duda|pregunta|consulta)›|‹más ayuda›|‹(?:necesitas|necesita)\s+(?:algo|ayuda)›|‹dudas›`,
  String.raw`‹autre chose›|‹d'autres questions›|‹quoi que ce soit›|‹(?:une\s+)?autre question›|‹besoin d'aide›|‹besoin de quelque chose›|‹toute\s+(?:autre\s+)?question›|‹des questions›`,
  String.raw`‹noch etwas›|‹sonst\s+(?:noch\s+)?etwas›|‹weitere fragen›|‹fragen haben›|‹noch fragen›|‹weitere hilfe›|‹weiterhelfen›|‹sonst noch›`,
  String.raw`‹mais alguma coisa›|‹outra coisa›|‹qualquer\s+(?:outra\s+)?(?:coisa|dúvida|pergunta)›|‹alguma\s+(?:outra\s+)?(?:dúvida|pergunta)›|‹mais ajuda›|‹precisar de\s+(?:algo|ajuda|mais)›|‹dúvidas›`,
  String.raw`‹qualcos'altro›|‹qualcosa d'altro›|‹altre domande›|‹qualsiasi\s+(?:altra\s+)?(?:cosa|domanda|dubbio)›|‹ulteriore aiuto›|‹bisogno di\s+(?:altro|aiuto)›|‹domande›|‹dubbi›|‹posso fare\s+(?:altro|ancora)›`,
  String.raw`‹nog iets›|‹verder nog›|‹andere vragen›|‹nog vragen›|‹vragen\s+(?:hebt|heeft|hebben)›|‹verdere hulp›|‹iets nodig›`,
  String.raw`(?:कुछ और|और कुछ|कोई और सवाल|कोई सवाल|कोई प्रश्न|और मदद|कोई मदद)|‹(?:kuch aur|aur kuch|koi aur sawal|koi sawal|koi sawaal|aur madad|koi madad)›`,
  // invitations to come back if something happens later: "Let me know if it hasn't arrived by Friday"
  String.raw`‹(?:when|once|after)\s+you(?:'ve| have)?\s+(?:decide|decided|made up your mind)›|‹cuando\s+(?:lo\s+|te\s+)?decidas›|‹quand vous\s+(?:aurez décidé|serez décidé)›|‹(?:wenn|sobald) sie sich entschieden haben›|‹quando\s+(?:você\s+)?decidir›|‹quando\s+(?:avrai|hai) deciso›|‹(?:als|zodra) je\s+(?:hebt\s+)?besloten›|(?:जब आप तय कर लें)|‹jab aap decide kar lein›`,
  String.raw`‹change your mind›|‹(?:doesn't|does not|hasn't|has not|didn't|did not|won't)\s+(?:arrived?|arrives|come|shown? up|turned? up|reached? you)›|‹any\s+(?:problems?|issues?|trouble)›|‹anything\s+(?:comes up|changes|goes wrong)›`,
  String.raw`‹cambias de\s+(?:opinión|idea)›|‹no\s+(?:te\s+)?(?:llega|ha llegado)›|‹(?:algún|cualquier)\s+problema›`,
  String.raw`‹changez d'avis›|‹(?:n'arrive|n'est) pas›|‹(?:le moindre|un)\s+(?:problème|souci)›`,
  String.raw`‹anders überlegen›|‹nicht ankommt›|‹probleme›|‹ein problem›`,
  String.raw`‹mudar de ideia›|‹não chegar›|‹(?:algum|qualquer)\s+problema›`,
  String.raw`‹cambi idea›|‹non arriva›|‹qualche problema›|‹problemi›`,
  String.raw`‹van gedachten verandert›|‹niet aankomt›|‹problemen›|‹een probleem›`,
  String.raw`(?:इरादा बदल|नहीं पहुँचता|नहीं पहुंचता|कोई समस्या|कोई दिक्कत)|‹(?:koi problem|koi dikkat|nahi pahunchta)›`,
];

/** What makes a request with an offer in it still ask for a decision: "Let me know which one, or if you need anything else". */
export const DECISIONS: readonly string[] = [
  String.raw`‹(?:which|prefer|rather)›`,
  String.raw`‹(?:si prefieres|cuál|cuáles|prefieres|prefiere)›`,
  String.raw`‹(?:lequel|laquelle|préférez|préfères)›`,
  String.raw`‹(?:welche|welcher|welches|lieber)›`,
  String.raw`‹(?:qual|quais|prefere)›`,
  String.raw`‹(?:quale|quali|preferisci|preferisce)›`,
  String.raw`‹(?:welke|welk|liever)›`,
  String.raw`(?:कौन सा|कौनसा)|‹(?:kaunsa|kaun sa)›`,
];
