/**
 * The pieces of information a reply may ask the customer for, and the words that name each in
 * every supported language (en, es, fr, de, pt, it, nl, hi in Devanagari and romanised): the
 * registry behind a reactive turn's `asked:` condition. Each entry describes itself (the schema's
 * enum and its descriptions are this list: test/cases/schema.test.ts). Terms are regular-expression
 * sources matched on a sentence as questions.ts lines it up (lower case, one space between words);
 * `‹` and `›` mark word edges. `acronyms` are matched as written, capitals and all ("PLZ", "CAP"),
 * since in lower case they are ordinary words ("cap").
 */

export interface AskedInfoEntry {
  /** What the schema and the editor show beside the name. */
  description: string;
  terms: readonly string[];
  acronyms?: readonly string[];
}

export const ASKED_INFO = {
  zip: {
    description: 'the zip or postal code (of the address on file)',
    terms: [
      String.raw`‹(?:zip|zipcode|zip-code|postcode|post code|postal code|postal)›`,
      String.raw`‹código postal›`,
      String.raw`‹code postal›`,
      String.raw`‹postleitzahl›`,
      String.raw`‹(?:codice postale|codice di avviamento postale)›`,
      String.raw`‹(?:पिन कोड|पिनकोड|पोस्टल कोड|pin code|pincode)›`,
    ],
    acronyms: ['PLZ', 'CAP', 'CEP', 'CP'],
  },
  email: {
    description: 'the email address (of the account)',
    terms: [
      String.raw`‹(?:e-mail|email|e-mail address|email address|mail address)›`,
      String.raw`‹(?:correo|correo electrónico|dirección de correo)›`,
      String.raw`‹(?:courriel|adresse électronique|adresse e-mail|adresse mail)›`,
      String.raw`‹(?:e-mail-adresse|mailadresse|emailadresse)›`,
      String.raw`‹(?:endereço de e-mail|endereço de email)›`,
      String.raw`‹(?:posta elettronica|indirizzo e-mail|indirizzo email)›`,
      String.raw`‹(?:e-mailadres|emailadres|mailadres)›`,
      String.raw`‹(?:ईमेल|ई-मेल)›`,
    ],
  },
  name: {
    description: "the customer's name (first name, last name or both)",
    terms: [
      String.raw`‹(?:name|full name|first name|last name|surname|family name)›`,
      String.raw`‹(?:nombre|apellido|apellidos|nombre completo)›`,
      String.raw`‹(?:nom|prénom|nom complet|nom de famille)›`,
      String.raw`‹(?:namen|vorname|nachname|vollständiger name)›`,
      String.raw`‹(?:nome|sobrenome|nome completo)›`,
      String.raw`‹(?:cognome|nome e cognome)›`,
      String.raw`‹(?:naam|voornaam|achternaam|volledige naam)›`,
      String.raw`‹(?:नाम|पूरा नाम|naam|poora naam|pura naam)›`,
    ],
  },
  phone: {
    description: 'a phone number',
    terms: [
      String.raw`‹(?:phone|telephone|phone number|mobile number|cell number)›`,
      String.raw`‹(?:teléfono|número de teléfono|móvil)›`,
      String.raw`‹(?:téléphone|numéro de téléphone|numéro de portable)›`,
      String.raw`‹(?:telefon|telefonnummer|handynummer|mobilnummer)›`,
      String.raw`‹(?:telefone|número de telefone|celular|telemóvel)›`,
      String.raw`‹(?:telefono|numero di telefono|cellulare)›`,
      String.raw`‹(?:telefoon|telefoonnummer|mobiele nummer|gsm-nummer)›`,
      String.raw`‹(?:फ़ोन|फोन|मोबाइल नंबर|फ़ोन नंबर|फोन नंबर|phone number|mobile number)›`,
    ],
  },
  address: {
    description: 'a postal address (a new shipping address, the address on file)',
    terms: [
      String.raw`(?<!e-mail |email |mail )‹(?:address|shipping address|delivery address|street address)›`,
      String.raw`‹(?:dirección|domicilio)›(?! de correo| electrónica| de email| de e-mail)`,
      // fr and de: "adresse", but not "adresse e-mail"
      String.raw`‹adresse›(?! e-mail| mail| électronique| email)`,
      String.raw`‹(?:anschrift|lieferadresse|postanschrift)›`,
      String.raw`‹(?:endereço|morada)›(?! de e-mail| de email| eletrônico| electrónico)`,
      String.raw`‹indirizzo›(?! e-mail| email| di posta)`,
      String.raw`‹(?:adres|bezorgadres|afleveradres)›`,
      String.raw`(?<!ईमेल |ई-मेल )‹(?:पता|pata)›`,
    ],
  },
  order_id: {
    description: 'which order: its number or id',
    terms: [
      String.raw`‹(?:order number|order id|order no|order reference|which order)›`,
      String.raw`‹(?:número de pedido|número del pedido|qué pedido|cuál pedido|cuál es el pedido)›`,
      String.raw`‹(?:numéro de commande|numéro de la commande|quelle commande|référence de commande|référence de la commande)›`,
      String.raw`‹(?:bestellnummer|welche bestellung|auftragsnummer)›`,
      String.raw`‹(?:número do pedido|número da encomenda|qual pedido|qual encomenda)›`,
      String.raw`‹(?:numero d'ordine|numero dell'ordine|numero ordine|quale ordine)›`,
      String.raw`‹(?:bestelnummer|ordernummer|welke bestelling)›`,
      String.raw`‹(?:ऑर्डर नंबर|ऑर्डर संख्या|order number|order id|kaunsa order|kaun sa order)›`,
    ],
  },
  reason: {
    description: 'the reason (why the customer wants it: a cancellation reason, a return reason)',
    terms: [
      String.raw`‹(?:reason|why)›`,
      String.raw`‹(?:motivo|razón|por qué)›`,
      String.raw`‹(?:raison|motif|pourquoi)›`,
      String.raw`‹(?:grund|warum|weshalb|wieso)›`,
      String.raw`‹(?:motivo|razão|por que|porquê)›`,
      String.raw`‹(?:motivo|ragione|perché)›`,
      String.raw`‹(?:reden|waarom)›`,
      String.raw`‹(?:कारण|वजह|क्यों|karan|kaaran|wajah|kyon|kyun)›`,
    ],
  },
  payment_method: {
    description: 'the payment method (the card, PayPal or gift card to pay with or to refund to)',
    terms: [
      String.raw`‹(?:payment method|method of payment|payment option|card|gift card|paypal|pay with|charge it to)›`,
      String.raw`‹(?:método de pago|forma de pago|medio de pago|tarjeta|tarjeta regalo|pagar con)›`,
      String.raw`‹(?:moyen de paiement|mode de paiement|carte|carte cadeau|payer avec)›`,
      String.raw`‹(?:zahlungsmethode|zahlungsart|zahlungsmittel|karte|geschenkkarte|bezahlen mit)›`,
      String.raw`‹(?:método de pagamento|forma de pagamento|cartão|cartão-presente|pagar com)›`,
      String.raw`‹(?:metodo di pagamento|modalità di pagamento|carta|carta regalo|pagare con)›`,
      String.raw`‹(?:betaalmethode|betaalwijze|kaart|cadeaukaart|betalen met)›`,
      String.raw`‹(?:भुगतान का तरीका|भुगतान|कार्ड|गिफ्ट कार्ड|payment method|payment|card)›`,
    ],
  },
  colour: {
    description: 'a colour (of a product variant)',
    terms: [
      String.raw`‹(?:colour|color|colours|colors)›`,
      String.raw`‹(?:color|colores)›`,
      String.raw`‹(?:couleur|couleurs|coloris)›`,
      String.raw`‹(?:farbe|farben)›`,
      String.raw`‹(?:cor|cores)›`,
      String.raw`‹(?:colore|colori)›`,
      String.raw`‹(?:kleur|kleuren)›`,
      String.raw`‹(?:रंग|rang|colour|color)›`,
    ],
  },
  size: {
    description: 'a size (of a product variant)',
    terms: [
      String.raw`‹(?:size|sizes)›`,
      String.raw`‹(?:talla|tallas|tamaño)›`,
      String.raw`‹(?:taille|tailles|pointure)›`,
      String.raw`‹(?:größe|grösse|größen)›`,
      String.raw`‹(?:tamanho|tamanhos)›`,
      String.raw`‹(?:taglia|taglie|misura)›`,
      String.raw`‹(?:maat|maten)›`,
      String.raw`‹(?:साइज़|साइज|नाप|size)›`,
    ],
  },
} as const satisfies Record<string, AskedInfoEntry>;

/** A piece of information a reply may ask for: `zip`, `email`, `order_id`, ... */
export type AskedInfo = keyof typeof ASKED_INFO;

/** Every name, in the registry's order (the schema's enum). */
export const ASKED_INFO_NAMES = Object.keys(ASKED_INFO) as AskedInfo[];

/**
 * Requests for information phrased as statements or imperatives, with no question mark ("Please
 * send me your zip code.", "Necesito tu código postal.", "Ich brauche Ihre Postleitzahl."): a
 * sentence holding one and a term of the information asks for it, like a question does.
 */
export const INFO_REQUESTS: readonly string[] = [
  String.raw`‹(?:please\s+)?(?:send|give|share|provide|enter|type|write|tell)\s+(?:me|us)›`,
  String.raw`‹(?:please\s+)(?:send|give|share|provide|enter|type|write|confirm|tell)›`,
  String.raw`‹(?:i|we)(?:'ll| will| would)?\s+(?:just\s+|also\s+|first\s+)?need›`,
  String.raw`‹(?:can|could|may)\s+i\s+(?:have|get|ask)›`,
  String.raw`‹(?:envíame|envíeme|dame|deme|facilítame|facilíteme|indícame|indíqueme|escríbeme|compárteme|proporcióname|proporcióneme|necesito|necesitaría)›`,
  String.raw`‹(?:envoyez-moi|envoie-moi|donnez-moi|donne-moi|communiquez-moi|indiquez-moi|précisez-moi|j'ai besoin|il me faut|il me faudrait)›`,
  String.raw`‹(?:geben sie mir|nennen sie mir|schicken sie mir|senden sie mir|teilen sie mir|ich benötige|ich brauche|wir benötigen|wir brauchen)›`,
  String.raw`‹(?:envie-me|me envie|me passe|passe-me|me dê|informe|indique|preciso|precisamos|necessito)›`,
  String.raw`‹(?:inviami|mandami|dammi|mi dia|mi invii|mi mandi|indicami|mi indichi|mi serve|ho bisogno|abbiamo bisogno)›`,
  String.raw`‹(?:stuur me|geef me|geef mij|stuur mij|ik heb|ik heb nodig|wij hebben|we hebben)›.*‹nodig›|‹(?:stuur|geef)\s+(?:me|mij|ons)›`,
  String.raw`(?:भेजिए|भेजें|दीजिए|दें|बताइए|बताएं|चाहिए)|‹(?:bhejiye|bhejein|dijiye|dein|bataiye|chahiye)›`,
];

/** What makes such a sentence say the information is not needed: "You don't need to give me your zip code." */
export const NOT_NEEDED: readonly string[] = [
  String.raw`‹(?:don't|do not|no need|not needed|not necessary|needn't|never)›`,
  String.raw`‹(?:no hace falta|no es necesario|no necesito|no necesitas|nunca)›`,
  String.raw`‹(?:pas besoin|inutile|n'ai pas besoin|jamais)›`,
  String.raw`‹(?:nicht nötig|nicht notwendig|brauche keine|brauchen keine|nicht erforderlich|niemals)›`,
  String.raw`‹(?:não precisa|não é necessário|não preciso|nunca)›`,
  String.raw`‹(?:non serve|non è necessario|non ho bisogno|mai)›`,
  String.raw`‹(?:niet nodig|hoeft niet|nooit)›`,
  String.raw`(?:ज़रूरत नहीं|जरूरत नहीं|आवश्यकता नहीं)|‹(?:zarurat nahi|zaroorat nahi)›`,
];
