/** The audit in the terminal: references, the kill matrix, the scores, then every survivor's before/after. */
import { notStoppedByDesk } from '../gate.js';
import { type AuditGateCheck, type AuditResult, type MutantResult, STALE_REASONS } from '../types.js';
import { LEGEND, operatorKey, scoreLine, scorePct, SURVIVOR_HINT, UNEXERCISED_HINT, UNEXERCISED_MARK, unexercisedLines, verdictLine, where } from './shared.js';

function references(result: AuditResult): string[] {
  const broken = result.references.filter((r) => !r.ok);
  const lines = [`References: ${result.references.length - broken.length}/${result.references.length} pass their own graders`];
  for (const r of broken) {
    if (r.failure) lines.push(`  BROKEN ${where(r.file, r.failure.line, r.failure.column)}  ${r.caseId}  ${r.failure.assertion}: ${r.failure.message}`);
    else lines.push(`  BROKEN ${r.file}  ${r.caseId}  unjudged (${r.reason ?? 'unjudged'})${r.detail ? `: ${r.detail}` : ''}`);
  }
  return lines;
}

function matrix(result: AuditResult): string[] {
  const key = operatorKey(result);
  const width = Math.max(4, ...result.cases.map((c) => c.id.length));
  const cell = (s: string) => s.padStart(3);
  const lines = [`Kill matrix (${LEGEND}):`, `${''.padEnd(width)} ${key.map((k) => cell(String(k.n))).join('')}`];
  for (const c of result.cases) {
    const row = result.matrix[c.id] ?? {};
    const risk = result.unexercised[c.id] ? `  ${UNEXERCISED_MARK}` : '';
    lines.push(`${c.id.padEnd(width)} ${key.map((k) => cell(row[k.name] ?? '-')).join('')}${risk}`);
  }
  lines.push('Operators: ' + key.map((k) => `${k.n} ${k.name}${k.safety ? '*' : ''}`).join(', ') + '  (* safety)');
  return lines;
}

function scoreTable(result: AuditResult): string[] {
  const lines = [`Mutation score: ${scoreLine(result.score.overall)}`, 'By operator:'];
  for (const o of result.operators) {
    const s = result.score.byOperator[o.name];
    if (s) lines.push(`  ${(o.name + (o.safety ? '*' : '')).padEnd(22)} ${scoreLine(s)}`);
  }
  lines.push('By category:');
  for (const [name, s] of Object.entries(result.score.byCategory)) lines.push(`  ${name.padEnd(22)} ${scorePct(s.score)} (${s.killed}/${s.killed + s.survived})`);
  return lines;
}

function survivorLines(m: MutantResult): string[] {
  const head = `${m.outcome === 'accepted' ? 'ACCEPTED' : 'SURVIVED'} ${m.caseId} × ${m.operator}${m.where ? ` ${m.where}` : ''}${m.safety ? ' (safety)' : ''}  ${m.file}`;
  const lines = [head];
  if (m.acceptedReason) lines.push(`    reason: ${m.acceptedReason}`);
  for (const ch of m.changes) {
    lines.push(`    turn ${ch.turn} ${ch.part}`, `      before: ${ch.before}`, `      after:  ${ch.after}`);
  }
  return lines;
}

export function renderText(result: AuditResult, checks: readonly AuditGateCheck[]): string {
  const survivors = result.mutants.filter((m) => m.outcome === 'survived' || m.outcome === 'accepted');
  const errors = result.mutants.filter((m) => m.outcome === 'error');
  const lines = [...references(result), '', ...matrix(result), '', ...scoreTable(result), ''];
  const unstopped = notStoppedByDesk(result);
  if (unstopped.length > 0) {
    lines.push(`Not stopped by the desk (${unstopped.length}): a wrong agent the graders caught, but the desk's own guard let through to the customer or the store.`);
    lines.push(...unstopped.map((m) => `  ${m.caseId} × ${m.operator}${m.where ? ` ${m.where}` : ''}: expected ${(result.operators.find((o) => o.name === m.operator)?.stoppedBy ?? []).join(' or ')}, got ${m.stoppedBy.join(', ') || 'nothing'}`), '');
  }
  const unexercised = unexercisedLines(result);
  if (unexercised.length > 0) lines.push(`Risks no operator exercised (${unexercised.length} cases): ${UNEXERCISED_HINT}`, ...unexercised.map((l) => `  ${l}`), '');
  if (survivors.length > 0) lines.push(`Surviving mutants (${survivors.length}): ${SURVIVOR_HINT}`, ...survivors.flatMap(survivorLines), '');
  if (errors.length > 0) {
    lines.push(`Unjudged mutants (${errors.length}):`, ...errors.map((m) => `  ${m.caseId} × ${m.operator}${m.where ? ` ${m.where}` : ''}: ${m.reason}${m.detail ? ` (${m.detail})` : ''}`), '');
  }
  for (const s of result.staleAccepted) lines.push(`warning: audit.accepted ${s.case} × ${s.operator} matches no survivor (${STALE_REASONS[s.why]}); remove it`);
  lines.push(...checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.message}`), verdictLine(checks));
  return `${lines.join('\n')}\n`;
}
