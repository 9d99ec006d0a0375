/**
 * Words that name an action on an order, in every supported language: what a proposal's
 * description must express, and what a customer's turn may ask for instead. Matched on folded
 * words by stem, so "cancel", "cancelar", "cancélalo", "annulez", "storniert", "रद्द" all count.
 */
import { foldWord } from '../../../text/words.js';

/** The proposal actions, plus what a customer may ask for instead of them. */
export type ActionWord = 'cancel_order' | 'refund' | 'change_address' | 'change_payment' | 'return' | 'exchange' | 'credit' | 'change';

interface Vocabulary {
  /** A folded word that starts with one of these names the action. */
  stems: readonly string[];
  /** A folded word that holds one of these (Dutch and German participles: "geannuleerd"). */
  infixes?: readonly string[];
  /** Folded word sequences. */
  phrases?: readonly string[];
}

const VOCABULARY: Readonly<Record<ActionWord, Vocabulary>> = {
  cancel_order: {
    stems: ['cancel', 'anul', 'annul', 'storn', 'abbestell', 'absag', 'widerruf', 'résili', 'disdic', 'disdir', 'radd', 'रद्द', 'कैंसल', 'कैंसिल', 'कैन्सल', 'afbestel', 'intrek'],
    infixes: ['annul', 'storn'],
    phrases: ['call off', 'call it off'],
  },
  refund: {
    stems: ['refund', 'reimburs', 'reembols', 'reintegr', 'rembours', 'estorn', 'rimbors', 'terugbetal', 'terugstort', 'restitu', 'रिफंड', 'रिफण्ड', 'rifund', 'devolu', 'devolv'],
    infixes: ['erstatt', 'rembours', 'terugbetaal', 'terugbetal'],
    phrases: ['money back', 'my money', 'geld zuruck', 'geld terug', 'paise wapas', 'paise vapas', 'पैसे वापस', 'dinero de vuelta', 'argent'],
  },
  change_address: {
    stems: ['address', 'adres', 'direcc', 'endereç', 'morada', 'indirizz', 'anschrift', 'पता', 'पते'],
    infixes: ['adress', 'adres'],
    phrases: ['send it to', 'ship it to', 'deliver it to', 'deliver to', 'send to', 'ship to', 'would go to', 'pata badal', 'address badal'],
  },
  change_payment: {
    stems: ['payment', 'paypal', 'pago', 'pagar', 'pagament', 'paiement', 'payer', 'zahlung', 'bezahl', 'betaalmethode', 'betaalwijze', 'betaling', 'भुगतान', 'पेमेंट', 'bhugtan'],
    infixes: ['zahlungs'],
    phrases: ['pay with', 'pay by', 'paid with', 'paid by'],
  },
  return: {
    stems: ['return', 'retour', 'rücksend', 'rückgab', 'zurücksend', 'zurückschick'],
    phrases: ['send it back', 'send back', 'reso', 'wapas bhej', 'वापस भेज'],
  },
  exchange: {
    stems: ['exchang', 'replac', 'swap', 'substitu', 'sostitu', 'remplac', 'echang', 'umtausch', 'tausch', 'ersatz', 'ersetz', 'troc', 'ruil', 'vervang', 'reemplaz', 'recambio'],
  },
  credit: {
    stems: ['voucher', 'coupon', 'gutschein', 'tegoed', 'buono'],
    phrases: ['store credit', 'credito en tienda', 'credito na loja', 'credito de loja', 'avoir en magasin', 'credito in negozio'],
  },
  change: {
    stems: ['chang', 'modif', 'updat', 'cambi', 'alterar', 'altere', 'alteraç', 'mudar', 'mude', 'ändern', 'änderung', 'geändert', 'wijzig', 'verander', 'badal', 'बदल'],
  },
};

const ACTIONS = Object.keys(VOCABULARY) as ActionWord[];

let folded: Readonly<Record<ActionWord, Required<Vocabulary>>> | undefined;

/** The vocabulary folded the way words are, built on first use. */
function vocabulary(): Readonly<Record<ActionWord, Required<Vocabulary>>> {
  folded ??= Object.fromEntries(
    ACTIONS.map((a) => {
      const v = VOCABULARY[a];
      const f = (list: readonly string[] | undefined) => (list ?? []).map((x) => foldWord(x.toLowerCase()));
      return [a, { stems: f(v.stems), infixes: f(v.infixes), phrases: f(v.phrases) }];
    }),
  ) as unknown as Record<ActionWord, Required<Vocabulary>>;
  return folded;
}

/** The actions a text names, from its words. */
export function actionsNamed(words: readonly string[]): Set<ActionWord> {
  const norms = words.map((w) => foldWord(w.toLowerCase()));
  const joined = ` ${norms.join(' ')} `;
  const found = new Set<ActionWord>();
  for (const action of ACTIONS) {
    const v = vocabulary()[action];
    const byWord = norms.some((w) => v.stems.some((s) => w.startsWith(s)) || v.infixes.some((s) => w.includes(s)));
    if (byWord || v.phrases.some((p) => joined.includes(` ${p} `))) found.add(action);
  }
  return found;
}

/**
 * What a customer may name beside a proposal's action without asking for something else: a
 * cancellation brings the money back, a refund may come with the item's return, an address
 * change is a change.
 */
export const COMPATIBLE: Readonly<Record<string, ReadonlySet<ActionWord>>> = {
  cancel_order: new Set(['cancel_order', 'refund']),
  refund: new Set(['refund', 'return']),
  change_address: new Set(['change_address', 'change']),
  // The item writes, by their words: a swap of variants is an exchange or a change, and may give money back.
  exchange: new Set(['exchange', 'change', 'refund']),
  change: new Set(['change', 'exchange', 'refund']),
  return: new Set(['return', 'refund']),
  // The old payment goes back to its method: a change of payment method refunds it.
  change_payment: new Set(['change_payment', 'change', 'refund']),
  // The default address is an address: "yes, update my address" names it.
  set_default_address: new Set(['change_address', 'change']),
};

/** The word that names a proposal's action: the item writes are an exchange, a change and a return. */
const PROPOSAL_WORDS: Readonly<Record<string, ActionWord>> = { exchange_items: 'exchange', modify_items: 'change', return_items: 'return' };

export function proposalWord(action: string): ActionWord {
  return PROPOSAL_WORDS[action] ?? (action as ActionWord);
}

/** The words a description of a proposal may use for its action ("exchange" or "change" for a swap of variants). */
export function describingWords(action: string): readonly ActionWord[] {
  if (action === 'exchange_items' || action === 'modify_items') return ['exchange', 'change'];
  return [proposalWord(action)];
}
