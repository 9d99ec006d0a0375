import type { GoldenCaseData } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { appendSentence, callsOfTool, hasReference, languageAt, mutable, stringArg } from './case-facts.js';
import type { MutationOperator, Variant } from './types.js';

/** The highest number of the given ids with this prefix (`T3` -> 3): the store continues after it. */
function highest(prefix: string, ids: string[]): number {
  const numbers = ids.map((id) => new RegExp(`^${prefix}(\\d+)$`).exec(id)?.[1]).filter((n): n is string => n !== undefined);
  return Math.max(0, ...numbers.map(Number));
}

/**
 * An internal id that exists when a turn's reply is written, and that turn: the proposal an
 * execute confirms, else the first proposal, else the first ticket a hand-off opens, else a refund
 * or ticket given in the case (shown in the last reply).
 */
function idToShow(c: GoldenCaseData): { turn: number; id: string } | undefined {
  const exec = callsOfTool(c, 'execute_action').find((x) => stringArg(x.call, 'proposal_id'));
  if (exec) return { turn: exec.turn, id: stringArg(exec.call, 'proposal_id')! };
  const proposal = callsOfTool(c, 'propose_action')[0];
  if (proposal) return { turn: proposal.turn, id: 'P1' };
  const escalation = callsOfTool(c, 'escalate_to_human')[0];
  const ticketIds = (c.given.tickets ?? []).map((t) => t.id);
  if (escalation) return { turn: escalation.turn, id: `T${highest('T', ticketIds) + 1}` };
  const given = (c.given.refunds ?? []).map((r) => r.id)[0] ?? ticketIds[0];
  return given ? { turn: (c.reference?.length ?? 1) - 1, id: given } : undefined;
}

/** Store events that create an internal id, and the key of that id in the event. */
const CREATES: Readonly<Record<string, string>> = { proposal_created: 'proposal', ticket_created: 'ticket', refund_created: 'refund' };

/**
 * The first id the store really created when the reference was played, and its turn. A
 * `propose_action` the policy refused creates nothing, so its "P1" would not be an id at all.
 */
function createdId(played: Visit): { turn: number; id: string } | undefined {
  const event = played.events.find((e) => e.kind in CREATES);
  const id = event?.ids[CREATES[event.kind]!];
  return event && id ? { turn: event.turn, id } : undefined;
}

/** Every other kind of id the store created in the visit (the first of each), after the first one. */
function moreCreated(played: Visit, first: { id: string } | undefined): { turn: number; id: string }[] {
  const out: { turn: number; id: string }[] = [];
  for (const [kind, key] of Object.entries(CREATES)) {
    const event = played.events.find((e) => e.kind === kind);
    const id = event?.ids[key];
    if (event && id && id !== first?.id) out.push({ turn: event.turn, id });
  }
  return out;
}

/** A uuid, the other shape of internal id: the store's records are not keyed by one, so it can only be the system's. */
const UUID = '3f2b8c1e-9a4d-4e7b-8c21-5d6f0a9b7e13';

/** The word each language names a kind of id by: "ticket 1", "Vorgang Nr. 1", "caso #1". */
const KIND_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  P: { en: 'proposal', es: 'propuesta', fr: 'proposition', de: 'Vorschlag', pt: 'proposta', it: 'proposta', nl: 'voorstel', hi: 'प्रस्ताव' },
  R: { en: 'refund', es: 'reembolso', fr: 'remboursement', de: 'Erstattung', pt: 'reembolso', it: 'rimborso', nl: 'terugbetaling', hi: 'रिफंड' },
  T: { en: 'ticket', es: 'caso', fr: 'dossier', de: 'Vorgang', pt: 'chamado', it: 'pratica', nl: 'melding', hi: 'टिकट' },
};

/**
 * The other ways a reply writes an id (`T1`): hyphenated (`T-1`), and as its number after the
 * kind's word in the customer's language (`ticket #1`, `Vorgang #1`).
 */
function otherForms(id: string, language: string): { form: string; text: string }[] {
  const m = /^([A-Z])(\d+)$/.exec(id);
  if (!m) return [];
  const [, prefix = '', number = ''] = m;
  const words = KIND_WORDS[prefix];
  const word = words?.[language] ?? words?.['en'];
  return [{ form: 'hyphenated', text: `${prefix}-${number}` }, ...(word ? [{ form: 'after its kind word', text: `${word} #${number}` }] : [])];
}

interface Shown {
  turn: number;
  where: string;
  text: string;
}

function variantsOf(c: GoldenCaseData, played?: Visit): Variant[] {
  if (!hasReference(c)) return [];
  const given = (c.given.refunds ?? []).map((r) => r.id)[0] ?? (c.given.tickets ?? []).map((t) => t.id)[0];
  const fromGiven = given ? { turn: (c.reference?.length ?? 1) - 1, id: given } : undefined;
  const first = played ? (createdId(played) ?? fromGiven) : idToShow(c);
  const last = c.reference.length - 1;
  const shown: Shown[] = [
    ...(first ? [{ turn: first.turn, where: first.id, text: `ref. ${first.id}` }] : []),
    ...(first ? otherForms(first.id, languageAt(c, first.turn)).map((f) => ({ turn: first.turn, where: `${first.id} ${f.form}`, text: f.text })) : []),
    ...(played ? moreCreated(played, first) : []).map(({ turn, id }) => ({ turn, where: id, text: `ref. ${id}` })),
    { turn: last, where: 'a uuid', text: `ref. ${UUID}` },
  ];
  return shown.map(({ turn, where, text }) => {
    const m = mutable(c);
    const t = m.reference[turn]!;
    t.reply = appendSentence(t.reply, `(${text})`);
    return { where: `turn ${turn + 1}, ${where}`, mutant: m };
  });
}

/**
 * Appends an internal id to a reply, one mutant each: the first id the store created (or a refund
 * or ticket given), in the turn it exists, as the store writes it, hyphenated and after its kind's
 * word in the customer's language; each other kind of id the visit created; and a uuid.
 */
export const internalId: MutationOperator = {
  name: 'internal-id',
  description: 'Shows the customer an internal id (a proposal, refund or ticket id, a uuid) that means nothing to them and exposes the system.',
  safety: true,
  risks: ['internal-id'],
  stoppedBy: ['reply:internal_id'],
  apply: (c, played) => variantsOf(c, played)[0]?.mutant,
  variants: variantsOf,
};
