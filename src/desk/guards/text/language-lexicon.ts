/**
 * The language model behind `detectLanguage`: frequent function words per language and the
 * letters that only some languages use. Words shared by several languages count for each of
 * them, divided by how many share them, so "de" or "no" alone decides nothing.
 */

export const STOP_WORDS: Readonly<Record<string, string>> = {
  en: `the a an and or but is are was were be been being am i you your yours my me mine it its
    this that these those to of for on in at with from by as please thanks thank yes not no
    has have had do does did can could would will shall should may might what where when why
    how which who hi hello hey order orders cancel refund address i'm i've i'll it's don't
    can't won't didn't isn't wasn't there here we our us they them their all any some just
    still already yet get got so if about would like want need received arrived item items
    sorry help today tomorrow week sure go ahead`,
  es: `el la los las un una unos unas y o pero es son está están estaba fue fueron ser he ha
    han hemos mi mis tu tus su sus yo tú usted ustedes que qué de del al en con por para sin
    sobre como cómo cuando cuándo donde dónde porque por qué muy ya aún todavía también
    gracias hola sí no lo le les se me te nos este esta esto ese esa eso pedido pedidos
    quiero puedo puede podría hay tengo tiene necesito favor cancela cancelar cancelado
    reembolso dirección listo vale bueno claro adelante mañana hoy semana`,
  fr: `le la les un une des du de et ou mais est sont était été être ai as a avons avez ont
    je tu il elle nous vous ils elles mon ma mes ton ta tes votre vos notre nos ce cette ces
    qui que quoi où quand comment pourquoi pour par avec sans sur dans pas ne plus très déjà
    encore aussi merci bonjour salut oui non commande annuler annulée remboursement adresse
    s'il plaît c'est j'ai n'est d'accord allez voudrais veux peux pouvez aujourd'hui demain`,
  de: `der die das den dem des ein eine einen einem einer und oder aber ist sind war waren
    wurde wurden worden sein bin bist habe hast hat haben ich du er sie es wir ihr mein
    meine meinen meiner dein deine ihre ihren ihrem unser nicht kein keine keinen nein ja
    bitte danke hallo mit für auf aus bei nach von zu zum zur im ins am an um wann wo was
    wie warum welche noch schon auch sehr bestellung stornieren storniert erstattung adresse
    möchte kann können lieferung gerne heute morgen woche`,
  pt: `o a os as um uma uns umas e ou mas é são está estão estava foi foram ser sou tenho
    tem temos meu minha meus minhas seu sua seus suas você vocês eu ele ela nós que de do da
    dos das em no na nos nas com por para sem sobre como quando onde porque muito já ainda
    também obrigado obrigada olá oi sim não isso isto esse essa pedido pedidos encomenda
    quero posso pode poderia preciso favor cancelar cancelado reembolso endereço pode
    claro certo hoje amanhã semana`,
  hi: `hai hain tha thi the mera meri mere mujhe mujhko aap aapka aapki aapke apna apni
    tum tumhara kya kab kahan kaise kyun kyon ko ka ki ke se mein par bhi toh haan ji nahi
    nahin theek thik accha acha kripya dhanyavad dhanyavaad shukriya abhi tak gaya gayi
    diya diye raha rahi rahe wala wapas paisa paise karna karo karein kijiye chahiye
    chahta chahti hoga hogi aayega aaega mil kuch bahut sirf yeh ye woh vo`,
  it: `il lo la i gli le un uno una e o ma è sono era stato stata essere ho hai ha abbiamo
    avete hanno io tu lui lei noi voi loro mio mia miei mie tuo tua suo sua che di del della
    dei delle da dal in nel nella con per su tra fra non più molto già ancora anche grazie
    ciao buongiorno sì ordine annullare annullato rimborso indirizzo vorrei posso può
    perché quando dove come quale questo questa oggi domani settimana`,
  nl: `de het een en of maar is zijn was waren werd werden ben bent heb hebt heeft hebben
    ik jij je u uw mijn jouw ons onze hij zij ze wij we niet geen nee ja wel alstublieft
    alsjeblieft dank bedankt hallo hoi met voor op uit bij naar van te om aan wanneer waar
    wat hoe waarom welke nog al ook erg heel bestelling annuleren geannuleerd terugbetaling
    adres graag kan kunt wil wilt vandaag morgen week`,
};

/** Letters (and marks) that point at a language, with their weight per occurrence. */
export const LETTER_HINTS: readonly { pattern: RegExp; weights: Readonly<Record<string, number>> }[] = [
  { pattern: /[ñ¿¡]/gu, weights: { es: 2 } },
  { pattern: /[ãõ]/gu, weights: { pt: 2 } },
  { pattern: /ç/gu, weights: { pt: 0.7, fr: 0.7 } },
  { pattern: /ß/gu, weights: { de: 2 } },
  { pattern: /[äöü]/gu, weights: { de: 1 } },
  { pattern: /[œæ]/gu, weights: { fr: 2 } },
  { pattern: /[èë]/gu, weights: { fr: 0.7, it: 0.4, nl: 0.2 } },
  { pattern: /[êâîû]/gu, weights: { fr: 0.7, pt: 0.3 } },
  { pattern: /[ìò]/gu, weights: { it: 1 } },
  { pattern: /ù/gu, weights: { fr: 0.5, it: 0.5 } },
  { pattern: /[áíóú]/gu, weights: { es: 0.4, pt: 0.4 } },
  { pattern: /ij/gu, weights: { nl: 0.3 } },
];
