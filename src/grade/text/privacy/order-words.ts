/**
 * The words with which a reply states something about an order, in the eight languages (Hindi
 * in Devanagari and romanised): its status, that it exists or whose it is, and the negations and
 * conditions under which such a word states nothing ("I can't tell you whether it was delivered").
 * All folded (lower case, no accents), matched as whole words.
 */
import type { OrderStatus } from '../../../cases/types.js';
import { fold } from './text.js';

const B = '(?<![\\p{L}\\p{M}\\p{N}])';
const E = '(?![\\p{L}\\p{M}\\p{N}])';

/** Whole-word alternatives; a phrase ending in `*` is a stem: "entregad*" is entregado, entregada, entregados. */
function stems(phrases: readonly string[]): RegExp {
  const alternatives = phrases.map((p) => {
    const folded = fold(p);
    const open = folded.endsWith('*');
    const literal = (open ? folded.slice(0, -1) : folded).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return open ? `${literal}[\\p{L}\\p{M}]*` : literal;
  });
  return new RegExp(`${B}(?:${alternatives.join('|')})${E}`, 'u');
}

export const STATUS_WORDS: Readonly<Record<OrderStatus, RegExp>> = {
  delivered: stems([
    'delivered', 'arrived', 'was dropped off', 'entregad*', 'entrego', 'entregaron', 'llego', 'ha llegado', 'recibid*', 'recibio', 'livre*', 'arrive*', 'reçu*',
    'geliefert', 'zugestellt', 'angekommen', 'ausgeliefert', 'entregue*', 'chegou', 'recebid*', 'consegnat*', 'arrivat*', 'recapitat*',
    'bezorgd', 'geleverd', 'afgeleverd', 'aangekomen', 'डिलीवर', 'डिलिवर', 'पहुँच*', 'पहुंच*', 'मिल गया', 'deliver', 'delivery ho gayi',
    'pahunch*', 'pahuch*', 'mil gaya',
  ]),
  shipped: stems([
    'shipped', 'dispatched', 'on its way', 'in transit', 'out for delivery', 'enviad*', 'envio', 'salio', 'en camino', 'en transito', 'expedi*',
    'en route', 'en cours de livraison', 'achemine*', 'versandt', 'verschickt', 'unterwegs', 'versendet', 'a caminho', 'em transito',
    'despachad*', 'spedit*', 'in viaggio', 'in transito', 'in consegna', 'verzonden', 'onderweg', 'verstuurd', 'भेज दिया', 'भेजा',
    'शिप', 'रास्ते में', 'ship ho gaya', 'ship kar diya', 'raste mein', 'bhej diya',
  ]),
  processing: stems([
    'processing', 'being prepared', 'being processed', 'en preparacion', 'procesando', 'en proceso', 'en cours de preparation',
    'en preparation', 'en traitement', 'in bearbeitung', 'wird vorbereitet', 'wird bearbeitet', 'em processamento', 'em preparacao',
    'in lavorazione', 'in elaborazione', 'in preparazione', 'in behandeling', 'wordt verwerkt', 'wordt voorbereid', 'प्रोसेस', 'तैयार किया जा रहा',
    'process ho raha', 'taiyar',
  ]),
  pending: stems(['pending', 'awaiting', 'pendiente', 'en attente', 'ausstehend', 'pendente', 'in attesa', 'in afwachting', 'लंबित', 'pending hai']),
  cancelled: stems([
    'cancelled', 'canceled', 'cancelad*', 'cancelo', 'anulad*', 'anulo', 'annule*', 'storniert', 'annulliert', 'abgesagt', 'annullat*', 'cancellat*',
    'geannuleerd', 'रद्द', 'कैंसल', 'radd', 'cancel ho gaya',
  ]),
  returned: stems([
    'returned', 'sent back', 'devuelt*', 'devolvio', 'retourne*', 'renvoye*', 'zuruckgeschickt', 'retourniert', 'zuruckgesendet', 'devolvid*',
    'restituit*', 'reso', 'resa', 'geretourneerd', 'teruggestuurd', 'लौटा*', 'वापस', 'wapas', 'return ho gaya',
  ]),
  return_requested: stems([
    'return requested', 'return is open', 'devolucion solicitada', 'devolucion en curso', 'retour demande', 'retour en cours',
    'rucksendung angefordert', 'retoure angemeldet', 'devolucao solicitada', 'reso richiesto', 'retour aangevraagd', 'वापसी का अनुरोध', 'return request',
  ]),
  exchange_requested: stems([
    'exchange requested', 'exchange is open', 'cambio solicitado', 'cambio en curso', 'echange demande', 'echange en cours',
    'umtausch angefordert', 'troca solicitada', 'cambio richiesto', 'ruil aangevraagd', 'omruiling aangevraagd', 'बदलने का अनुरोध', 'exchange request',
  ]),
};

/** Portuguese "no" is "in the" ("entregue no dia 6", "no seu endereço"), not Spanish or English "no". */
const PT_NO = String.raw`(?!\s+(?:dia|seu|sua|sistema|pedido|endereco|nome|momento|prazo|caminho|carrinho|cartao|site|app|valor|mesmo|total|final|inicio|fim|mes|ano|sabado|domingo|centro|bairro|estado|brasil|rio)(?![\p{L}]))`;

/** A clause with one of these states nothing as fact. Contractions too: "isn't", "n'existe pas". */
export const NEGATION = new RegExp(
  `${
    stems([
      'not', 'never', 'cannot', 'nunca', 'jamas', 'ni', 'ne', 'pas', 'jamais', 'aucun', 'aucune',
      'nicht', 'kein', 'keine', 'keinen', 'nie', 'nao', 'nem', 'non', 'nessun', 'nessuna', 'niet', 'geen', 'nooit',
      'नहीं', 'न', 'मत', 'nahi', 'nahin', 'nahiin', 'mat',
    ]).source
  }|${B}no${E}${PT_NO}|n't${E}|${B}n'(?=\\p{L})`,
  'u',
);

/**
 * Conditions, indirect questions, hedges and what is yet to come: "if it was delivered", "whether
 * it shipped", "it may be under another account", "once it ships". Not the words that also mean
 * something else in a sister language (Spanish "se entregó" is a fact, "sí" is yes): a refusal
 * around those carries a negation, which is caught instead.
 */
export const CONDITION = stems([
  'if', 'whether', 'unless', 'once', 'when', 'as soon as', 'may', 'might', 'maybe', 'perhaps', 'possibly', 'could',
  'cuando', 'una vez', 'tan pronto', 'quizas', 'quiza', 'tal vez', 'puede que', 'quand', 'lorsque', 'des que', 'peut etre', 'peut-etre',
  'ob', 'falls', 'wenn', 'sobald', 'vielleicht', 'moglicherweise', 'caso', 'assim que', 'talvez', 'qualora', 'appena', 'forse',
  'indien', 'zodra', 'wanneer', 'misschien', 'mogelijk', 'agar', 'yadi', 'kya', 'jab', 'shayad', 'अगर', 'यदि', 'क्या', 'जब', 'शायद',
]);

/**
 * The customer themselves right after an owner verb: "belongs to you", "pertenece a tu cuenta".
 * "belongs to your neighbour" still names another owner.
 */
const YOU = String.raw`(?:you|yours|tu|ti|usted|vous|toi|ihnen|dir|voce|lei|u|jou|aap|tum|tumhara|आप|तुम)`;
const YOUR = String.raw`(?:your|tu|tus|su|votre|vos|ihr\p{L}*|dein\p{L}*|sua|seu|teu|tua|tuo|uw|jouw|aapke|aapka|aapki|आपके|आपका|आपकी)`;
const ACCOUNT = String.raw`(?:account|own|profile|login|cuenta|propia|propio|compte|konto|conta|perfil|profilo|profiel|khate|khata|खाते|खाता|अकाउंट)`;
const NOT_YOU = String.raw`(?!\s+(?:a\s+|à\s+|ao\s+|to\s+|zu\s+)?(?:${YOU}(?![\p{L}])|${YOUR}\s+${ACCOUNT}(?![\p{L}])))`;

/** Owner verbs: the reply says whose the order is ("belongs to Rosa", "pertenece a otra cuenta"). */
const OWNER_VERBS = [
  'belongs to', 'belonging to', 'belong to', 'registered to', 'registered under', 'registered with', 'placed by', 'linked to', 'tied to',
  'pertenece a', 'a nombre de', 'appartient a', 'au nom de', 'gehort', 'auf den namen', 'pertence a', 'em nome de',
  'appartiene a', 'a nome di', 'hoort bij', 'staat op naam van',
].map((v) => `${fold(v).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${NOT_YOU}`);

/**
 * "exists", "belongs to another customer", "is registered to someone else", "is your neighbour's",
 * in the eight languages.
 */
export const OWNERSHIP = new RegExp(
  `${
    stems([
      'exists', 'exist', 'existe', 'existiert', 'esiste', 'bestaat', 'मौजूद', 'maujood', 'mojood',
      'another customer', 'another person', 'another account', 'another user', 'another shopper', 'a different customer', 'a different account',
      'a different person', 'someone else', 'somebody else', "someone else's", "another customer's", 'other customer',
      'otro cliente', 'otra cliente', 'otra persona', 'otra cuenta', 'otro usuario', 'alguien mas',
      'un autre client', 'une autre cliente', 'une autre personne', 'un autre compte', "quelqu'un d'autre",
      'einem anderen kunden', 'einer anderen kundin', 'einem anderen konto', 'einer anderen person', 'jemand anderem', 'jemand anderen', 'jemand anders',
      'outro cliente', 'outra cliente', 'outra pessoa', 'outra conta', 'outro usuario', 'alguem mais',
      'un altro cliente', "un'altra cliente", "un'altra persona", 'un altro account', 'un altro utente', 'qualcun altro', "qualcun'altro",
      'een andere klant', 'een ander account', 'een andere persoon', 'een andere gebruiker', 'iemand anders',
      'किसी और', 'दूसरे ग्राहक', 'दूसरी ग्राहक', 'अन्य ग्राहक', 'दूसरे कस्टमर', 'किसी दूसरे', 'kisi aur', 'kisi dusre', 'kisi doosre',
      'dusre customer', 'doosre customer', 'dusre grahak', 'doosre grahak',
    ]).source
  }|${B}(?:${OWNER_VERBS.join('|')})|${B}(?:is|was|'s)\\s+(?:your|her|his|their|a|the|someone)\\s*(?!(?:order|account|package|parcel|item|shipment)')\\p{L}*'s?${E}`,
  'u',
);

/**
 * "I can see A3304 in our system": existence, said of an order the clause names. Not counted in a
 * clause that only inherits the order ("I can see you ordered before" says nothing of it).
 */
export const SEEN = stems([
  'i can see', 'i see', 'i found', 'i have found', "i've found", 'i located', 'in our system', 'on file', 'on record', 'we have it',
  'veo', 'lo veo', 'encontre', 'en nuestro sistema', 'je vois', "j'ai trouve", 'dans notre systeme', 'ich sehe', 'gefunden',
  'in unserem system', 'vejo', 'encontrei', 'no nosso sistema', 'vedo', 'ho trovato', 'nel nostro sistema', 'ik zie', 'gevonden',
  'in ons systeem', 'दिख रहा', 'मिल गया है', 'सिस्टम में है', 'dikh raha', 'system mein hai',
]);

/** Possessive forms around a name: "Rosa's", "de Rosa", "von Rosa", "Rosa का". `NAME` is replaced by the escaped name. */
export const POSSESSIVES: readonly string[] = [
  "NAME's", "NAME'", 'of NAME', 'de NAME', 'del NAME', 'da NAME', 'do NAME', 'di NAME', 'della NAME', "d'NAME", 'du NAME',
  'von NAME', 'van NAME', 'NAMEs', 'NAME का', 'NAME की', 'NAME के', 'NAME ka', 'NAME ki', 'NAME ke',
];

/** Currency marks that make a number an amount. */
export const CURRENCY = /[$€£₹]|(?<![\p{L}])(?:usd|eur|gbp|inr|rs|dollars?|euros?|rupees?|rupay[ea]?|रुपये|रुपए|रु)(?![\p{L}])/u;
