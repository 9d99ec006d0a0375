/**
 * From a finding to a case ("write the scenario before the fix"): a reviewed trial becomes a new
 * golden case skeleton under golden/<category>/ with the trial's world, its turns and the case's
 * reference, the note as its title, and `expect` left for the writer to fill in with the assertion
 * the note implies. Written exclusively (never over a file), then validated like any case.
 */
import { mkdir, open, readFile, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadCases } from '../cases/load.js';
import { formatProblem, UsageError } from '../errors.js';
import { oneLine } from '../report/escape.js';
import type { Judgement } from './annotations.js';
import type { ReviewRun } from './runs.js';

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

export interface ExportRequest {
  runId: string;
  caseId: string;
  trial: number;
}

export interface Exported {
  /** The new file, as given relative to cwd. */
  file: string;
  id: string;
}

const SCHEMA_LINE = '# yaml-language-server: $schema=../../schema/golden-case.schema.json';

/** `refund-one-broken-mug#2`: a case id and a trial number. */
export function parseTrialRef(text: string): { caseId: string; trial: number } {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:#(\d+))?$/.exec(text);
  if (!m) throw new UsageError('usage/trial-ref', `--export-case wants <case-id>#<trial>, e.g. refund-one-broken-mug#1; got '${text}'`);
  return { caseId: m[1]!, trial: m[2] ? Number(m[2]) : 1 };
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 5)
    .join('-');

/** Case ids in use anywhere under the golden root (one level of category folders). */
async function idsUnder(root: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory()) continue;
    for (const f of await readdir(join(root, entry.name)).catch(() => [] as string[])) if (f.endsWith('.yaml')) ids.add(basename(f, '.yaml'));
  }
  return ids;
}

function commentLines(label: string, text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).map((l) => oneLine(l).trimEnd());
  return lines.filter((l, i) => l !== '' || i === 0).map((l, i) => `# ${i === 0 ? `${label}: ` : '  '}${l}`);
}

/** The skeleton's text: comments say where it came from and what is left to write. */
function skeletonText(original: Record<string, unknown>, id: string, from: ExportRequest, j: Judgement | undefined): string {
  const note = j?.note.trim() ?? '';
  const title = note ? oneLine(note.split(/\r\n|\r|\n/)[0]!).slice(0, 160) : `From review of ${from.caseId}#${from.trial}`;
  const doc: Record<string, unknown> = {
    id,
    title,
    category: original['category'],
    ...(original['tags'] ? { tags: original['tags'] } : {}),
    ...(original['severity'] ? { severity: original['severity'] } : {}),
    given: original['given'],
    conversation: original['conversation'],
    expect: {},
    ...(original['reference'] ? { reference: original['reference'] } : {}),
  };
  const head = [
    SCHEMA_LINE,
    `# From the review of ${from.caseId}#${from.trial} in run ${oneLine(from.runId)}${j ? `, judged ${j.verdict} by ${oneLine(j.reviewer)}` : ''}.`,
    ...(note ? commentLines('First thing that went wrong', note) : []),
    ...(j?.mode ? [`# Failure mode: ${oneLine(j.mode)}`] : []),
    '# To do: write under expect the assertion the note implies (the state a correct agent leaves,',
    '# the tool it must not call, what the reply must say), then complete the reference so that it',
    "# does exactly that; `agentdesk eval` on this file should fail today and pass after the fix.",
  ];
  return `${head.join('\n')}\n${stringify(doc, { lineWidth: 0 })}`;
}

async function originalCase(run: ReviewRun, caseId: string, cwd: string): Promise<{ file: string; doc: Record<string, unknown> }> {
  const info = run.results.cases.find((c) => c.id === caseId);
  if (!info) throw new UsageError('usage/trial-ref', `run ${run.results.meta.runId} has no case ${caseId}`);
  const candidates = [...new Set([resolve(run.results.meta.cwd ?? cwd, info.file), resolve(cwd, info.file)])];
  for (const file of candidates) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return { file, doc: parse(text) as Record<string, unknown> };
  }
  throw new ExportError(`the case file ${info.file} of ${caseId} is not there to copy its world from (looked in ${candidates.join(', ')})`);
}

/** Writes the skeleton beside the original's category folder, under a fresh id, and validates it. */
export async function exportCase(runs: readonly ReviewRun[], req: ExportRequest, judgement: Judgement | undefined, cwd: string): Promise<Exported> {
  const run = runs.find((r) => r.results.meta.runId === req.runId);
  if (!run) throw new UsageError('usage/unknown-run', `no run ${req.runId} in this review`);
  if (!run.results.trials.some((t) => t.caseId === req.caseId && t.trial === req.trial)) throw new UsageError('usage/trial-ref', `run ${req.runId} has no trial ${req.caseId}#${req.trial}`);
  const { file: source, doc } = await originalCase(run, req.caseId, cwd);
  const category = String(doc['category'] ?? '');
  // It names a folder: nothing that could climb out of golden/.
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(category)) throw new ExportError(`${source}: category '${oneLine(category)}' cannot name a folder under golden/`);
  // Beside the original when it sits in golden/<category>/, else under the project's golden/.
  const folder = basename(dirname(source)) === category ? dirname(source) : resolve(cwd, 'golden', category);
  const root = dirname(folder);
  await mkdir(folder, { recursive: true });
  const taken = await idsUnder(root);
  const stem = `${req.caseId}-${slug(judgement?.mode ?? '') || 'review'}`.slice(0, 90).replace(/-+$/, '');
  let id = stem;
  for (let n = 2; taken.has(id); n += 1) id = `${stem}-${n}`;
  const target = join(folder, `${id}.yaml`);
  const text = skeletonText(doc, id, req, judgement);
  const handle = await open(target, 'wx').catch((e: NodeJS.ErrnoException) => {
    throw new ExportError(e.code === 'EEXIST' ? `${target} exists; nothing was overwritten` : `cannot write ${target}: ${e.message}`);
  });
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  const checked = await loadCases([target], { cwd });
  if (checked.problems.length > 0) {
    await rm(target, { force: true });
    throw new ExportError(`the skeleton did not validate, so it was not kept:\n${checked.problems.map(formatProblem).join('\n')}`);
  }
  return { file: relative(cwd, target) || target, id };
}
