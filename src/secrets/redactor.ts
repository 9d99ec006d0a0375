/**
 * Redaction by value: every secret the run knows is replaced wherever any MIN_RUN-character run of
 * it appears, in any of its shapes (see shapes.ts). One redactor serves every writer: files,
 * request bodies to Langfuse, stdout and stderr.
 */
import { CHUNK, chunksOf, MIN_RUN, shapesOf, windowsOf } from './shapes.js';

export const REDACTED = '[redacted]';

export interface Redactor {
  /** False when the run knows no secret: then both functions return what they are given. */
  readonly active: boolean;
  text(text: string): string;
  /** A JSON-shaped value with every string redacted; the same value when nothing needed it. */
  value<T>(value: T): T;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The windows as one alternation shaped like a trie (`a(?:b(?:c|d)|e)`), so the regex engine
 * picks the branch by the next character instead of trying every window at every position: with
 * a key's ~150 windows, a flat `w1|w2|...` made redaction most of a live run's own CPU. All
 * windows have one length, so which branch matches never changes where a match ends.
 */
function trieSource(words: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const word of words) {
    if (word === '') continue;
    const rest = byFirst.get(word[0]!);
    if (rest) rest.push(word.slice(1));
    else byFirst.set(word[0]!, [word.slice(1)]);
  }
  return [...byFirst]
    .map(([first, rests]) => {
      const tail = rests.length === 1 ? escapeRegExp(rests[0]!) : `(?:${trieSource(rests)})`;
      return escapeRegExp(first) + (tail === '(?:)' ? '' : tail);
    })
    .join('|');
}

/**
 * What a redactor looks for. `chunks` finds the places a window could be (a plain alternation of
 * short literals, which the regex engine scans for far faster than the windows: most text has
 * none), and `windows`, sticky, is tried only at the CHUNK starts before each.
 */
interface Patterns {
  chunks: RegExp;
  windows: RegExp;
}

/** Start and end of every stretch covered by a window, merged. */
function coveredRanges(text: string, { chunks, windows }: Patterns): [number, number][] {
  const ranges: [number, number][] = [];
  // Every start below this was tried already.
  let tried = 0;
  chunks.lastIndex = 0;
  for (let m = chunks.exec(text); m; m = chunks.exec(text)) {
    // A window holding this piece starts at most CHUNK - 1 characters before it.
    for (let start = Math.max(tried, m.index - CHUNK + 1); start <= m.index; start += 1) {
      windows.lastIndex = start;
      if (!windows.test(text)) continue;
      const end = start + MIN_RUN;
      const last = ranges[ranges.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else ranges.push([start, end]);
    }
    tried = m.index + 1;
    // Pieces overlap: look again one character on.
    chunks.lastIndex = m.index + 1;
  }
  return ranges;
}

function redactText(text: string, patterns: Patterns): string {
  // Too short to hold a window (most keys and many values of a run's JSON).
  if (text.length < MIN_RUN) return text;
  const ranges = coveredRanges(text, patterns);
  if (ranges.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += text.slice(at, start) + REDACTED;
    at = end;
  }
  return out + text.slice(at);
}

/**
 * A JSON-shaped value with `text` applied to every string and key, in one walk: what needs no
 * change is returned as it is (the same object), and only the objects on the way to a change are
 * copied. A secret is never split across two strings of a value, so each string alone tells.
 * Within one walk an object met again (a trace's generations share their tools and messages) and a
 * long string met again (the system prompt in every request) are redacted once.
 */
export function redactValue<T>(value: T, text: (s: string) => string): T {
  return new Walk(text).value(value) as T;
}

/** Strings at least this long are remembered within a walk; shorter ones cost less to redact again than to look up. */
const REMEMBERED_CHARS = 64;

class Walk {
  private readonly objects = new Map<object, unknown>();
  private readonly strings = new Map<string, string>();
  /** Objects being walked. */
  private readonly open = new Set<object>();

  constructor(private readonly text: (s: string) => string) {}

  private string(s: string): string {
    if (s.length < REMEMBERED_CHARS) return this.text(s);
    let out = this.strings.get(s);
    if (out === undefined) {
      out = this.text(s);
      this.strings.set(s, out);
    }
    return out;
  }

  value(value: unknown): unknown {
    if (typeof value === 'string') return this.string(value);
    if (typeof value !== 'object' || value === null) return value;
    if (this.objects.has(value)) return this.objects.get(value);
    // A value that holds itself has no JSON form: refused, rather than handing back the unredacted original.
    if (this.open.has(value)) throw new TypeError('redact: the value holds itself');
    this.open.add(value);
    const out = this.fresh(value);
    this.open.delete(value);
    this.objects.set(value, out);
    return out;
  }

  private fresh(value: object): unknown {
    if (Array.isArray(value)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < value.length; i += 1) {
        const v = value[i] as unknown;
        const r = this.value(v);
        if (r !== v && out === undefined) out = value.slice(0, i);
        out?.push(r);
      }
      return out ?? value;
    }
    // A Date, a Buffer ...: JSON writes what toJSON gives; redact that.
    const toJSON = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof toJSON === 'function') return this.value(toJSON.call(value));
    const keys = Object.keys(value);
    const source = value as Record<string, unknown>;
    // Made on the first change only: most objects of a run hold no secret.
    let out: [string, unknown][] | undefined;
    for (let i = 0; i < keys.length; i += 1) {
      const k = keys[i] as string;
      const v = source[k];
      const key = this.string(k);
      const r = this.value(v);
      if (out === undefined && (key !== k || r !== v)) out = keys.slice(0, i).map((done) => [done, source[done]]);
      out?.push([key, r]);
    }
    return out ? Object.fromEntries(out) : value;
  }
}

export const NO_SECRETS: Redactor = { active: false, text: (t) => t, value: (v) => v };

export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  const values = [...new Set([...secrets].filter((s): s is string => typeof s === 'string' && s.length >= MIN_RUN))];
  const shapes = values.flatMap(shapesOf);
  const windows = windowsOf(shapes);
  if (windows.size === 0) return NO_SECRETS;
  const patterns: Patterns = {
    chunks: new RegExp(trieSource([...chunksOf(shapes)]), 'g'),
    windows: new RegExp(trieSource([...windows]), 'y'),
  };
  const text = (t: string): string => redactText(t, patterns);
  return {
    active: true,
    text,
    value: (value) => redactValue(value, text),
  };
}
