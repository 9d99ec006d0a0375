/** `audit.md`: the same content as the terminal, as GitHub-flavoured Markdown (fits a job summary). */
import { notStoppedByDesk } from '../gate.js';
import { type AuditGateCheck, type AuditResult, type MutantResult, STALE_REASONS } from '../types.js';
import { LEGEND, operatorKey, scoreLine, scorePct, SURVIVOR_HINT, UNEXERCISED_HINT, UNEXERCISED_MARK, unexercisedLines, verdictLine, where } from './shared.js';

/** Table cells: no pipes or line breaks may escape. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function references(result: AuditResult): string[] {
  const broken = result.references.filter((r) => !r.ok);
  const lines = [`## References`, '', `${result.references.length - broken.length} of ${result.references.length} references pass their own graders.`, ''];
  if (broken.length === 0) return lines;
  lines.push('| case | where | failing assertion | message |', '| --- | --- | --- | --- |');
  for (const r of broken) {
    const f = r.failure;
    lines.push(`| ${cell(r.caseId)} | ${cell(where(r.file, f?.line, f?.column))} | ${cell(f?.assertion ?? `unjudged (${r.reason ?? ''})`)} | ${cell(f?.message ?? r.detail ?? '')} |`);
  }
  return [...lines, ''];
}

function matrix(result: AuditResult): string[] {
  const key = operatorKey(result);
  const lines = ['## Kill matrix', '', LEGEND + '.', '', `| case | ${key.map((k) => k.n).join(' | ')} | risk |`, `| --- | ${key.map(() => ':-:').join(' | ')} | :-: |`];
  for (const c of result.cases) {
    const row = result.matrix[c.id] ?? {};
    lines.push(`| ${cell(c.id)} | ${key.map((k) => row[k.name] ?? '-').join(' | ')} | ${result.unexercised[c.id] ? UNEXERCISED_MARK : ''} |`);
  }
  lines.push('');
  const unexercised = unexercisedLines(result);
  if (unexercised.length > 0) lines.push(`### Risks no operator exercised (${unexercised.length} cases)`, '', UNEXERCISED_HINT, '', ...unexercised.map((l) => `- ${cell(l)}`), '');
  return lines;
}

function scoreTables(result: AuditResult): string[] {
  const lines = ['## Mutation score', '', `**Overall: ${scoreLine(result.score.overall)}**`, '', '| # | operator | safety | score | killed | survived | accepted | errors | what it stands for |', '| --: | --- | :-: | --: | --: | --: | --: | --: | --- |'];
  for (const [i, o] of result.operators.entries()) {
    const s = result.score.byOperator[o.name];
    if (!s) continue;
    lines.push(`| ${i + 1} | ${o.name} | ${o.safety ? 'yes' : ''} | ${scorePct(s.score)} | ${s.killed} | ${s.survived} | ${s.accepted} | ${s.errors} | ${cell(o.description)} |`);
  }
  lines.push('', '| category | score | killed | survived | accepted |', '| --- | --: | --: | --: | --: |');
  for (const [name, s] of Object.entries(result.score.byCategory)) lines.push(`| ${cell(name)} | ${scorePct(s.score)} | ${s.killed} | ${s.survived} | ${s.accepted} |`);
  return [...lines, ''];
}

function survivor(m: MutantResult): string[] {
  const lines = [`### ${m.outcome === 'accepted' ? 'Accepted' : 'Survived'}: ${m.caseId} × ${m.operator}${m.where ? ` ${cell(m.where)}` : ''}${m.safety ? ' (safety)' : ''}`, '', `Case file: ${code(m.file)}`, ''];
  if (m.acceptedReason) lines.push(`Accepted because: ${m.acceptedReason}`, '');
  lines.push('| turn | part | before | after |', '| --: | --- | --- | --- |');
  for (const ch of m.changes) lines.push(`| ${ch.turn} | ${ch.part} | ${cell(ch.before)} | ${cell(ch.after)} |`);
  return [...lines, ''];
}

export function renderAuditMarkdown(result: AuditResult, checks: readonly AuditGateCheck[]): string {
  const survivors = result.mutants.filter((m) => m.outcome === 'survived' || m.outcome === 'accepted');
  const errors = result.mutants.filter((m) => m.outcome === 'error');
  const lines = ['# AgentDesk audit', '', `**${verdictLine(checks)}**`, '', ...checks.map((c) => `- ${c.ok ? '✅' : '❌'} ${c.name}: ${cell(c.message)}`), ''];
  lines.push(...references(result), ...matrix(result), ...scoreTables(result));
  lines.push('## Surviving mutants', '', SURVIVOR_HINT, '');
  if (survivors.length === 0) lines.push('None: every mutant was killed.', '');
  lines.push(...survivors.flatMap(survivor));
  const unstopped = notStoppedByDesk(result);
  if (unstopped.length > 0) {
    lines.push('## Not stopped by the desk', '', "Wrong agents the graders caught, but the desk's own guard let through to the customer or the store.", '');
    lines.push(...unstopped.map((m) => `- ${m.caseId} × ${m.operator}${m.where ? ` ${cell(m.where)}` : ''}: got ${m.stoppedBy.join(', ') || 'nothing'}`), '');
  }
  if (errors.length > 0) {
    lines.push('## Unjudged mutants', '', ...errors.map((m) => `- ${m.caseId} × ${m.operator}: ${m.reason}${m.detail ? ` (${cell(m.detail)})` : ''}`), '');
  }
  if (result.staleAccepted.length > 0) {
    lines.push('## Stale accepted entries', '', ...result.staleAccepted.map((s) => `- ${s.case} × ${s.operator}: ${STALE_REASONS[s.why]}`), '');
  }
  return lines.join('\n');
}
