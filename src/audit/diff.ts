/** What a mutant changed, turn by turn, as before/after text a reader can follow. */
import type { GoldenCaseData, ReferenceCall, ReferenceTurn } from '../cases/types.js';
import type { Change } from './types.js';

function renderValue(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function renderCall(call: ReferenceCall): string {
  const args = Object.entries(call.args ?? {}).map(([k, v]) => `${k}: ${renderValue(v)}`);
  return `${call.tool}(${args.join(', ')})`;
}

function renderCalls(turn: ReferenceTurn | undefined): string {
  const calls = turn?.calls ?? [];
  return calls.length === 0 ? '(no calls)' : calls.map(renderCall).join('; ');
}

function renderTriage(turn: ReferenceTurn | undefined): string {
  if (!turn) return '(none)';
  const t = turn.triage;
  return [t.intent, t.language, ...(t.risk ?? [])].filter(Boolean).join(' ');
}

/** Every part of every reference turn that differs between the case and its mutant. */
export function changesOf(original: GoldenCaseData, mutant: GoldenCaseData): Change[] {
  const a = original.reference ?? [];
  const b = mutant.reference ?? [];
  const out: Change[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const parts: [Change['part'], (t: ReferenceTurn | undefined) => string][] = [
      ['triage', renderTriage],
      ['calls', renderCalls],
      ['reply', (t) => t?.reply ?? '(none)'],
    ];
    for (const [part, render] of parts) {
      const before = render(a[i]);
      const after = render(b[i]);
      if (before !== after) out.push({ turn: i + 1, part, before, after });
    }
  }
  return out;
}
