/**
 * Tolerant reading of a JSON answer (triage's, and any structured answer). About one structured
 * answer in ten comes back bent in a few common ways: wrapped in a code fence, labelled `json`,
 * with a sentence before or after, with single quotes or a trailing comma. Re-asking costs a call
 * and often gets the same answer; repairing the common mistakes costs nothing. Each repair is
 * named, so the transcript says what was read and how.
 */
import { jsonrepair } from 'jsonrepair';

export type JsonAnswer = { value: Record<string, unknown>; repairs: string[] } | { error: string };

const FENCE = /```[a-zA-Z]*/g;

/** The span of the first `{ ... }` in text, minding strings in either quote; open when never closed. */
function objectSpan(text: string): { start: number; end: number } | undefined {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return { start, end: i + 1 };
  }
  return { start, end: text.length };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What lay around the object, as repairs: a fence, a `json` label, prose before or after. */
function surroundings(before: string, after: string): string[] {
  const repairs: string[] = [];
  if (before.includes('```') || after.includes('```')) repairs.push('removed a code fence');
  const lead = before.replace(FENCE, '').trim();
  const tail = after.replace(FENCE, '').trim();
  if (/^json:?$/i.test(lead)) repairs.push('removed a leading "json" label');
  else if (lead !== '') repairs.push('removed text before the JSON');
  if (tail !== '') repairs.push('removed text after the JSON');
  return repairs;
}

export function readJsonAnswer(text: string | null | undefined): JsonAnswer {
  const raw = text ?? '';
  const exact = parseObject(raw);
  if (exact) return { value: exact, repairs: [] };
  const span = objectSpan(raw);
  if (!span) return { error: `answer is not JSON: ${JSON.stringify(raw.slice(0, 80))}` };
  const body = raw.slice(span.start, span.end);
  const repairs = surroundings(raw.slice(0, span.start), raw.slice(span.end));
  const plain = parseObject(body);
  if (plain) return { value: plain, repairs };
  try {
    const fixed = parseObject(jsonrepair(body));
    if (fixed) return { value: fixed, repairs: [...repairs, 'fixed the JSON syntax (quotes, commas or brackets)'] };
  } catch {
    // not repairable: said below
  }
  return { error: `answer is not JSON: ${JSON.stringify(raw.slice(0, 80))}` };
}
