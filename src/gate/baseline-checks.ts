/** The gate's checks against a baseline run: case regressions, the suite's pass rate, the dimensions. */
import type { BaselineComparison, CaseChange, GroupChange } from '../run/baseline.js';
import type { GateCheck } from '../run/types.js';
import { pct } from '../report/format.js';

const points = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} points`;

export function caseChangeText(c: CaseChange): string {
  const counts = `${c.before.passed}/${c.before.judged} → ${c.after.passed}/${c.after.judged}`;
  if (c.flipped) return `${c.caseId} ${counts} (${c.kind === 'regression' ? 'always passed, now always fails' : 'always failed, now always passes'})`;
  return `${c.caseId} ${counts} (p = ${c.p.toPrecision(2)})`;
}

export function groupChangeText(g: GroupChange): string {
  const level = `${+((g.level ?? 0.95) * 100).toFixed(1)} %`;
  return `${pct(g.before)} → ${pct(g.after)} (${points(g.change)}, ${level} interval [${points(g.interval.low)}, ${points(g.interval.high)}], ${g.cases} cases)`;
}

export function baselineChecks(b: BaselineComparison): GateCheck[] {
  const against = `baseline ${b.runId} (${b.model})`;
  const regressions = b.changes.filter((c) => c.kind === 'regression');
  const improved = b.changes.length - regressions.length;
  const margin = `margin ${(b.settings.margin * 100).toFixed(1)} points`;
  const checks: GateCheck[] = [
    {
      name: 'baseline:cases',
      ok: regressions.length === 0,
      message:
        regressions.length === 0
          ? `no case regressed against ${against}: ${b.compared} compared, ${improved} improved`
          : `${regressions.length} case(s) regressed against ${against}: ${regressions.slice(0, 10).map(caseChangeText).join(', ')}${regressions.length > 10 ? ', ...' : ''}`,
    },
  ];
  if (b.overall) {
    checks.push({ name: 'baseline:overall', ok: !b.overall.drop, message: `pass rate ${groupChangeText(b.overall)}, ${margin}` });
  }
  const fallen = (b.categories ?? []).filter((c) => c.drop);
  checks.push({
    name: 'baseline:categories',
    ok: fallen.length === 0,
    message:
      fallen.length === 0
        ? `no category dropped beyond the ${margin} (${(b.categories ?? []).length} compared)`
        : fallen.map((c) => `${c.name} ${groupChangeText(c)}`).join('; '),
  });
  const drops = b.dimensions.filter((d) => d.drop);
  checks.push({
    name: 'baseline:dimensions',
    ok: drops.length === 0,
    message:
      drops.length === 0
        ? `no dimension dropped beyond the ${margin} (${b.dimensions.map((d) => d.name).join(', ') || 'none compared'})`
        : drops.map((d) => `${d.name} ${groupChangeText(d)}`).join('; '),
  });
  return checks;
}
