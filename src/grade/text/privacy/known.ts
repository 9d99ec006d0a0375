/**
 * What the session customer already has, so repeating it reveals nothing: what they typed in this
 * visit, what the tools returned to them (their own records and the public catalogue), and their
 * own customer record and orders in the world.
 */
import type { WorldSnapshot } from '../../../desk/types.js';
import { stringsOf, wordList } from './text.js';

export interface Known {
  /** The customer's turns so far, joined. */
  typed: string;
  /** Folded words of `typed`. */
  typedWords: ReadonlySet<string>;
  /** Strings of the successful tool results so far, joined. */
  returned: string;
  /** The session customer's own record and orders, as text. */
  own: string;
  /** Folded words of the session customer's own name. */
  ownNameWords: ReadonlySet<string>;
}

export interface KnownSources {
  world: WorldSnapshot;
  /** The world at the start of the visit, when it differs: an address the customer moved away from is still theirs. */
  initial?: WorldSnapshot;
  /** Undefined before the customer is identified: nothing is theirs yet. */
  session: string | undefined;
  customerTurns: readonly string[];
  toolData: readonly unknown[];
}

function ownRecords(world: WorldSnapshot, session: string | undefined): string {
  if (session === undefined) return '';
  const customer = world.customers[session];
  const orders = Object.values(world.orders).filter((o) => o.customer === session);
  return stringsOf([customer ?? {}, orders.map((o) => o.shipping ?? {})]).join('\n');
}

/** Each field is worked out when first read: most replies need none but `typed`. */
export function knownOf(sources: KnownSources): Known {
  const typed = sources.customerTurns.join('\n');
  const memo: Partial<Known> = {};
  return {
    typed,
    get typedWords() {
      return (memo.typedWords ??= new Set(wordList(typed)));
    },
    get returned() {
      return (memo.returned ??= sources.toolData.flatMap((d) => stringsOf(d)).join('\n'));
    },
    get own() {
      return (memo.own ??= [sources.world, sources.initial].flatMap((w) => (w ? [ownRecords(w, sources.session)] : [])).join('\n'));
    },
    get ownNameWords() {
      const own = sources.session === undefined ? undefined : sources.world.customers[sources.session];
      return (memo.ownNameWords ??= new Set(wordList(own?.name ?? '')));
    },
  };
}

/** Everything the customer has: typed, returned, own. */
export function allKnown(known: Known): string {
  return `${known.typed}\n${known.returned}\n${known.own}`;
}
