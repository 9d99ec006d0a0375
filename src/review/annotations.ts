/**
 * Review annotations: `reviews/<run-id>/<reviewer>.jsonl`, one JSON line per judgement or mode
 * rename. One file per reviewer per run, so reviewers merge without conflicts; the files are the
 * whole state, so a review continues later or on another machine from them alone.
 */
import { open, readdir, readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export const HUMAN_VERDICTS = ['pass', 'fail', 'unsure'] as const;
export type HumanVerdict = (typeof HUMAN_VERDICTS)[number];

/** One judgement of one trial by one reviewer: the last line per trial and reviewer wins. */
export interface Judgement {
  kind: 'judgement';
  runId: string;
  caseId: string;
  trial: number;
  reviewer: string;
  verdict: HumanVerdict;
  /** The first thing that went wrong, in the reviewer's words. */
  note: string;
  /** The failure mode, free text ('' when none yet). */
  mode: string;
  /** ISO time of the judgement. */
  time: string;
}

/** Axial coding: every judgement made before `time` with mode `from` counts as mode `to` (merge = rename onto an existing mode). */
export interface Rename {
  kind: 'rename';
  runId: string;
  reviewer: string;
  from: string;
  to: string;
  time: string;
}

export type Annotation = Judgement | Rename;

/** What was read from the files, and the lines that could not be (a torn last line after a crash). */
export interface Annotations {
  judgements: Judgement[];
  renames: Rename[];
  skipped: { file: string; line: number }[];
}

/** A reviewer's name as a file name: letters, digits, dot, dash, underscore; nothing that climbs a folder. */
export function reviewerFileName(reviewer: string): string {
  const safe = reviewer.trim().replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[.-]+/, '');
  return safe === '' ? 'reviewer' : safe.slice(0, 80);
}

export const trialKey = (t: { runId: string; caseId: string; trial: number }): string => `${t.runId}/${t.caseId}#${t.trial}`;

const isString = (v: unknown): v is string => typeof v === 'string';

/** A parsed line as an annotation, or undefined when it is not one (checked field by field: the files are hand-editable). */
function parseAnnotation(value: unknown): Annotation | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!isString(v['runId']) || !isString(v['reviewer']) || !isString(v['time'])) return undefined;
  if (v['kind'] === 'rename') {
    if (!isString(v['from']) || !isString(v['to'])) return undefined;
    return { kind: 'rename', runId: v['runId'], reviewer: v['reviewer'], from: v['from'], to: v['to'], time: v['time'] };
  }
  if (v['kind'] !== 'judgement' || !isString(v['caseId']) || typeof v['trial'] !== 'number') return undefined;
  if (!HUMAN_VERDICTS.includes(v['verdict'] as HumanVerdict)) return undefined;
  return {
    kind: 'judgement',
    runId: v['runId'],
    caseId: v['caseId'],
    trial: v['trial'],
    reviewer: v['reviewer'],
    verdict: v['verdict'] as HumanVerdict,
    note: isString(v['note']) ? v['note'] : '',
    mode: isString(v['mode']) ? v['mode'].trim() : '',
    time: v['time'],
  };
}

function parseLines(text: string, file: string, into: Annotations): void {
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    const a = parseAnnotation(value);
    if (!a) into.skipped.push({ file, line: i + 1 });
    else if (a.kind === 'rename') into.renames.push(a);
    else into.judgements.push(a);
  }
}

/** Every annotation of these runs under `root`, in file order (reviewers sorted by name). */
export async function readAnnotations(root: string, runIds: readonly string[]): Promise<Annotations> {
  const out: Annotations = { judgements: [], renames: [], skipped: [] };
  for (const runId of runIds) {
    const dir = join(root, reviewerFileName(runId));
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.jsonl')).sort();
    for (const f of files) parseLines(await readFile(join(dir, f), 'utf8'), join(dir, f), out);
  }
  return out;
}

/**
 * Appends annotations to files, one line per annotation, each written with one `write` and
 * fsynced before the promise resolves: a crash loses nothing that was acknowledged, and at worst
 * tears the line being written, which the reader skips. Writes to one file are queued, so two
 * pages saving at once both land, whole.
 */
export class AnnotationWriter {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(readonly root: string) {}

  fileOf(a: { runId: string; reviewer: string }): string {
    return join(this.root, reviewerFileName(a.runId), `${reviewerFileName(a.reviewer)}.jsonl`);
  }

  append(a: Annotation): Promise<void> {
    const file = this.fileOf(a);
    const previous = this.queues.get(file) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => appendLine(file, `${JSON.stringify(a)}\n`));
    this.queues.set(file, next);
    return next;
  }
}

async function appendLine(file: string, line: string): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const handle = await open(file, 'a+');
  try {
    // A line torn by a crash has no newline: start on a fresh line so this one is not glued to it.
    const { size } = await handle.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    await handle.write(prefix + line);
    await handle.sync();
    // A new file's name is in its folder only once the folder is synced too.
    if (size === 0) await syncFolder(join(file, '..'));
  } finally {
    await handle.close();
  }
}

async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
