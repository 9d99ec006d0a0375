/** Writes `audit.json` and `audit.md` into the output folder. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAuditMarkdown } from './report/markdown.js';
import type { AuditGateCheck, AuditResult } from './types.js';

export async function writeAuditReports(dir: string, result: AuditResult, checks: readonly AuditGateCheck[]): Promise<{ json: string; md: string }> {
  await mkdir(dir, { recursive: true });
  const json = join(dir, 'audit.json');
  const md = join(dir, 'audit.md');
  const passed = checks.every((c) => c.ok);
  await writeFile(json, `${JSON.stringify({ ...result, gate: { passed, checks } }, null, 2)}\n`);
  await writeFile(md, renderAuditMarkdown(result, checks));
  return { json, md };
}
