/**
 * A reactive turn's condition read against the agent's last turn: the reply the customer saw (after
 * the guards) and the tools it called, through the graders' text library. Every key named must
 * hold, and every item of a list. A condition that cannot be read (a key or a value the format
 * does not know, which only data that skipped the schema can hold) is a ConditionError, never a
 * branch quietly not taken.
 */
import { ACTIONS, type TurnCondition } from '../cases/types.js';
import { TOOL_NAMES } from '../desk/tools/index.js';
import { ASKED_INFO_NAMES, asksFor, type AskedInfo, mentions, says } from '../grade/text/asks-for.js';

/** What a condition may read of the agent's turn. */
export interface AgentTurn {
  /** The reply as the customer saw it. */
  reply: string;
  /** The tools the agent called, in order, whatever they answered. */
  calls: readonly string[];
  /** The proposals the turn made, and whether its reply showed each to the customer. */
  proposals: readonly { action: string; shown: boolean }[];
}

/** One key of a condition, read: `asked: zip` yes, with the sentence that asked. */
export interface KeyReading {
  key: keyof TurnCondition;
  holds: boolean;
  /** `asked zip: "What is the zip code on your account?"`, `offered black: not in the reply`. */
  why: string;
}

export interface ConditionReading {
  holds: boolean;
  keys: KeyReading[];
}

/** A condition the reader cannot read; `key` is where in it. */
export class ConditionError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConditionError';
  }
}

const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function texts(key: string, value: unknown): string[] {
  const all = items(value);
  if (all.length === 0 || !all.every((v) => typeof v === 'string' && v.trim() !== '')) throw new ConditionError(key, `${key}: expected a text or a list of texts`);
  return all as string[];
}

function named<T extends string>(key: string, value: unknown, known: readonly T[], what: string): T[] {
  const all = texts(key, value);
  const unknown = all.find((v) => !(known as readonly string[]).includes(v));
  if (unknown !== undefined) throw new ConditionError(key, `${key}: "${unknown}" is not ${what} (one of ${known.join(', ')})`);
  return all as T[];
}

const quote = (text: string): string => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

type KeyReader = (value: unknown, turn: AgentTurn) => { holds: boolean; why: string };

/** Each key of a condition: its reader. Adding a condition kind is an entry here and in the schema. */
const READERS: Record<keyof TurnCondition, KeyReader> = {
  asked(value, turn) {
    const readings = named<AskedInfo>('asked', value, ASKED_INFO_NAMES, 'a piece of information the reader knows').map((info) => ({ info, ...asksFor(turn.reply, info) }));
    const missing = readings.filter((r) => !r.asks);
    if (missing.length > 0) return { holds: false, why: `asked ${missing.map((r) => r.info).join(', ')}: the reply does not ask for it` };
    return { holds: true, why: `asked ${readings.map((r) => r.info).join(', ')}: ${[...new Set(readings.map((r) => quote(r.sentence ?? '')))].join(' ')}` };
  },
  offered(value, turn) {
    const words = texts('offered', value);
    const missing = words.filter((w) => !mentions(turn.reply, w));
    if (missing.length > 0) return { holds: false, why: `offered ${missing.join(', ')}: not in the reply` };
    return { holds: true, why: `offered ${words.join(', ')}: all in the reply` };
  },
  proposed(value, turn) {
    const actions = named('proposed', value, ACTIONS, 'an action');
    const missing = actions.filter((a) => !turn.proposals.some((p) => p.action === a && p.shown));
    if (missing.length === 0) return { holds: true, why: `proposed ${actions.join(', ')}: made and shown` };
    const unshown = missing.filter((a) => turn.proposals.some((p) => p.action === a));
    const why = unshown.length > 0 ? `made but not shown in the reply` : 'no such proposal in the turn';
    return { holds: false, why: `proposed ${missing.join(', ')}: ${why}` };
  },
  called(value, turn) {
    const tools = named('called', value, TOOL_NAMES, 'a tool');
    const missing = tools.filter((t) => !turn.calls.includes(t));
    if (missing.length > 0) return { holds: false, why: `called ${missing.join(', ')}: not called in the turn` };
    return { holds: true, why: `called ${tools.join(', ')}` };
  },
  said(value, turn) {
    const fragments = texts('said', value);
    const missing = fragments.filter((f) => !says(turn.reply, f));
    if (missing.length > 0) return { holds: false, why: `said ${missing.map(quote).join(', ')}: not in the reply` };
    return { holds: true, why: `said ${fragments.map(quote).join(', ')}` };
  },
};

/** Reads `condition` against the agent's turn: holds when every key does. */
export function readCondition(condition: TurnCondition, turn: AgentTurn): ConditionReading {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) throw new ConditionError('when', 'when: expected a mapping of conditions (asked, offered, proposed, called, said)');
  const entries = Object.entries(condition) as [string, unknown][];
  if (entries.length === 0) throw new ConditionError('when', 'when: names no condition');
  const keys = entries.map(([key, value]): KeyReading => {
    const reader = READERS[key as keyof TurnCondition] as KeyReader | undefined;
    if (!reader) throw new ConditionError(key, `${key}: not a condition (one of ${Object.keys(READERS).join(', ')})`);
    return { key: key as keyof TurnCondition, ...reader(value, turn) };
  });
  return { holds: keys.every((k) => k.holds), keys };
}

/** The condition kinds, in the order the docs list them. */
export const CONDITION_KEYS = Object.keys(READERS) as (keyof TurnCondition)[];
