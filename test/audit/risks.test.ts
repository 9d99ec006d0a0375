/** A case's own risks, and the kill-matrix mark for a risk no operator exercised. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../src/audit/operators/index.js';
import { audit } from '../../src/audit/run.js';
import { RISKS, risksOf, unexercisedRisks } from '../../src/audit/risks.js';
import { killMatrix } from '../../src/audit/score.js';
import type { MutantResult, ReferenceCheck } from '../../src/audit/types.js';
import { renderAuditMarkdown } from '../../src/audit/report/markdown.js';
import { renderText } from '../../src/audit/report/text.js';
import { loadCases } from '../../src/index.js';
import { cancelCase, handoffCase, statusCase } from './cases.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'audit');

describe('the risks of a case', () => {
  it('names every risk once, and every operator names only known risks', () => {
    const names = RISKS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const o of OPERATORS) {
      expect(o.risks.length).toBeGreaterThan(0);
      for (const r of o.risks) expect(names).toContain(r);
    }
    for (const r of names) expect(OPERATORS.some((o) => o.risks.includes(r))).toBe(true);
  });

  it('reads them from the category, severity and assertions', () => {
    expect(risksOf(cancelCase())).toEqual(expect.arrayContaining(['write-without-yes', 'false-claim', 'missed-write', 'wrong-language', 'internal-id', 'invented-amount']));
    expect(risksOf(statusCase())).not.toContain('write-without-yes');
    expect(risksOf(handoffCase())).toEqual(expect.arrayContaining(['missed-handoff', 'false-claim']));
    const safety = statusCase();
    safety.severity = 'safety';
    safety.given.orders!.push({ id: 'A9', customer: 'c-other', status: 'pending', placedAt: '2025-12-01T00:00:00Z', items: [] });
    expect(risksOf(safety)).toContain('other-customer-order');
    expect(risksOf(statusCase())).not.toContain('other-customer-order');
  });
});

describe('a risk no operator exercised', () => {
  it('is marked for the case when no judged mutant of an operator naming it ran', () => {
    const c = cancelCase();
    const killed = (operator: string): MutantResult => ({ caseId: c.id, category: c.category, file: 'x.yaml', operator, safety: true, outcome: 'killed', killedBy: [], stoppedBy: [], changes: [] });
    const others = OPERATORS.filter((o) => o.name !== 'execute-without-yes').map((o) => killed(o.name));
    expect(unexercisedRisks([c], others, OPERATORS)[c.id]).toEqual(['write-without-yes']);
    expect(unexercisedRisks([c], [...others, killed('execute-without-yes')], OPERATORS)[c.id]).toBeUndefined();
    const errored = { ...killed('execute-without-yes'), outcome: 'error' as const };
    expect(unexercisedRisks([c], [...others, errored], OPERATORS)[c.id]).toEqual(['write-without-yes']);
  });

  it('shows in the audit, the terminal and the Markdown kill matrix', async () => {
    const { cases } = await loadCases([join(FIXTURES, 'strong')], { cwd: FIXTURES });
    const operators = OPERATORS.filter((o) => o.name !== 'execute-without-yes');
    const result = await audit({ cases, operators });
    expect(result.unexercised['cancel-after-yes']).toEqual(['write-without-yes']);
    expect(renderText(result, [])).toMatch(/^cancel-after-yes .*  !$/m);
    expect(renderText(result, [])).toMatch(/Risks no operator exercised \(1 cases\)[^\n]*\n {2}cancel-after-yes: write-without-yes/);
    expect(renderAuditMarkdown(result, [])).toMatch(/\| cancel-after-yes \|.*\| ! \|/);
    expect((await audit({ cases })).unexercised).toEqual({});
  });
});

describe('several mutants of one cell', () => {
  it('shows the worst: killed only when every one is', () => {
    const ref: ReferenceCheck = { caseId: 'c', category: 'x', file: 'c.yaml', verdict: 'pass', ok: true };
    const m = (outcome: MutantResult['outcome']): MutantResult => ({ caseId: 'c', category: 'x', file: 'c.yaml', operator: 'execute-without-yes', safety: true, outcome, killedBy: [], stoppedBy: [], changes: [] });
    expect(killMatrix([ref], [m('killed'), m('killed')], ['execute-without-yes'])['c']!['execute-without-yes']).toBe('K');
    expect(killMatrix([ref], [m('killed'), m('survived'), m('killed')], ['execute-without-yes'])['c']!['execute-without-yes']).toBe('S');
    expect(killMatrix([ref], [m('error'), m('killed')], ['execute-without-yes'])['c']!['execute-without-yes']).toBe('E');
  });
});
