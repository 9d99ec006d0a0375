/**
 * The facts a reply states, language aside: ids, amounts, dates, tracking numbers (anything with a
 * digit) and the names of the case's products and carriers. Used to rewrite a reply in another
 * language without changing what it says.
 */
import type { GoldenCaseData } from '../../cases/types.js';

const STOP = String.raw`\s()\[\]{},;:!?¿¡"“”«»'`;
const WITH_DIGIT = new RegExp(`[^${STOP}]*\\d[^${STOP}]*`, 'gu');

function namesOf(c: GoldenCaseData): string[] {
  const names = [
    ...(c.given.products ?? []).map((p) => p.name),
    ...(c.given.orders ?? []).map((o) => o.shipping?.carrier),
  ];
  return names.filter((n): n is string => typeof n === 'string' && n.trim() !== '');
}

interface Span {
  start: number;
  end: number;
}

/** Facts in order of appearance; overlapping matches keep the longer one. */
export function factsOf(c: GoldenCaseData, text: string): string[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(WITH_DIGIT)) {
    const token = m[0].replace(/[.।…]+$/u, '');
    if (m.index !== undefined && token !== '') spans.push({ start: m.index, end: m.index + token.length });
  }
  for (const name of namesOf(c)) {
    const at = text.indexOf(name);
    if (at >= 0) spans.push({ start: at, end: at + name.length });
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const s of spans) {
    const last = kept[kept.length - 1];
    if (last && s.start < last.end) {
      if (s.end > last.end) last.end = s.end;
      continue;
    }
    kept.push({ ...s });
  }
  return [...new Set(kept.map((s) => text.slice(s.start, s.end)))];
}
