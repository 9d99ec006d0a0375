import { branchesOf, declaredBranch, isReactive } from '../../cases/turns.js';
import type { GoldenCaseData, ReferenceTurn, TurnCondition } from '../../cases/types.js';
import { asksFor, type AskedInfo, mentions, says } from '../../grade/text/asks-for.js';
import { sentences } from '../../grade/text/language/sentences.js';
import { hasReference, languageAt, mutable, orderIdsIn } from './case-facts.js';
import { phrasesFor } from './phrases.js';
import type { MutationOperator, Variant } from './types.js';

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The reply without the sentences `drop` picks; a neutral thank-you in the customer's language when none is left. */
function without(c: GoldenCaseData, turn: number, reply: string, drop: (sentence: string) => boolean): string {
  const kept = sentences(reply).filter((s) => !drop(s.text));
  if (kept.length > 0) return kept.map((s) => s.text).join(' ');
  return phrasesFor(languageAt(c, turn)).acknowledge(orderIdsIn(c, reply));
}

/**
 * The agent's turn before a reactive customer turn, changed so that one key of the condition of the
 * branch the reference declares no longer holds. Undefined when the turn already does not do it
 * (nothing to skip).
 */
function skipped(c: GoldenCaseData, turn: number, ref: ReferenceTurn, when: TurnCondition, key: keyof TurnCondition): ReferenceTurn | undefined {
  const calls = ref.calls ?? [];
  const out: ReferenceTurn = { ...ref, calls: [...calls] };
  if (key === 'asked') {
    const infos = asList(when.asked) as AskedInfo[];
    out.reply = without(c, turn, ref.reply, (s) => infos.some((info) => asksFor(s, info).asks));
  } else if (key === 'offered') {
    const words = asList(when.offered);
    out.reply = without(c, turn, ref.reply, (s) => words.some((w) => mentions(s, w)));
  } else if (key === 'said') {
    const fragments = asList(when.said);
    out.reply = without(c, turn, ref.reply, (s) => fragments.some((f) => says(s, f)));
  } else if (key === 'called') {
    const tools = asList(when.called) as string[];
    out.calls = calls.filter((call) => !tools.includes(call.tool));
  } else if (key === 'proposed') {
    const actions = asList(when.proposed) as string[];
    out.calls = calls.filter((call) => call.tool !== 'propose_action' || !actions.includes(String(call.args?.['action'])));
  }
  if (out.calls?.length === 0) delete out.calls;
  return out.reply === ref.reply && (out.calls ?? []).length === calls.length ? undefined : out;
}

function variantsOf(c: GoldenCaseData): Variant[] {
  if (!hasReference(c)) return [];
  const out: Variant[] = [];
  for (const [i, turn] of c.conversation.entries()) {
    const declared = declaredBranch(c, i);
    const before = c.reference[i - 1];
    if (!isReactive(turn) || declared === 'otherwise' || before === undefined) continue;
    const branch = branchesOf(turn, i).find((b) => b.id === declared);
    if (!branch) continue;
    // One mutant per key of the condition: each is a thing the customer waits for.
    for (const key of Object.keys(branch.when) as (keyof TurnCondition)[]) {
      // Changed on the mutant's own deep copy: it shares no object with the case.
      const m = mutable(c);
      const changed = skipped(c, i - 1, m.reference[i - 1]!, branch.when, key);
      if (!changed) continue;
      m.reference[i - 1] = changed;
      out.push({ where: `turn ${i}, before customer turn ${i + 1} (${key})`, mutant: m });
    }
  }
  return out;
}

/**
 * Skips what a reactive customer turn waits for, in the agent's turn before it: the question the
 * branch waits for (`asked`), the options (`offered`), the words (`said`), the call (`called`) or
 * the proposal (`proposed`), one mutant for each key of the condition. The customer then says another line (its `otherwise`), and the
 * reference's next turn answers a conversation that did not happen: the case must notice.
 */
export const skipAwaited: MutationOperator = {
  name: 'skip-awaited',
  description: 'Skips what the customer waits for before answering (the question for the zip code, the colours on offer, the proposal to confirm) and carries on as if the customer had answered.',
  safety: false,
  risks: ['skipped-step'],
  apply(c) {
    return variantsOf(c)[0]?.mutant;
  },
  variants: variantsOf,
};
