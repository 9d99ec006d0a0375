/**
 * The recordings' manifest: what each case's recordings were made from (the case file, the prompt
 * templates, the tool schemas, the model), so that a replay can say which cases a change made
 * stale and why, instead of quietly leaving them unjudged. Written by `eval --record`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson } from './recordings.js';

export const MANIFEST_FILE = 'manifest.json';
const MANIFEST_VERSION = 1;

/** What one case's recordings were made from. */
export interface ManifestEntry {
  /** sha256 of the case file. */
  hash: string;
  /** Content hash per prompt template (`triage`, `resolver`, ...). */
  prompts: Record<string, string>;
  /** Hash of every tool's name, description and argument schema. */
  tools: string;
  model: string;
  recordedAt: string;
}

export interface Manifest {
  version: typeof MANIFEST_VERSION;
  cases: Record<string, ManifestEntry>;
}

/** The state of the sources a recording depends on, now. */
export interface SourcesNow {
  prompts: Record<string, string>;
  tools: string;
}

/** One hash over the tool definitions the model is offered. */
export function toolsHash(definitions: readonly unknown[]): string {
  return createHash('sha256').update(canonicalJson(definitions)).digest('hex').slice(0, 16);
}

export async function readManifest(dir: string): Promise<Manifest | undefined> {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  return data.version === MANIFEST_VERSION && typeof data.cases === 'object' ? data : undefined;
}

/** Adds or replaces the entries of the cases just recorded; the others keep theirs. Atomic. */
export async function updateManifest(dir: string, entries: Record<string, ManifestEntry>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const before = (await readManifest(dir)) ?? { version: MANIFEST_VERSION, cases: {} };
  const next: Manifest = { version: MANIFEST_VERSION, cases: { ...before.cases, ...entries } };
  const sorted = Object.fromEntries(Object.entries(next.cases).sort(([a], [b]) => (a < b ? -1 : 1)));
  const file = join(dir, MANIFEST_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify({ ...next, cases: sorted }, null, 2)}\n`);
  await rename(temp, file);
}

/** A case whose recordings no longer match what it would send, and why. */
export interface StaleCase {
  caseId: string;
  why: string[];
}

/** The cases whose recordings are missing or were made from other sources than the ones now. */
export function staleCases(manifest: Manifest | undefined, cases: readonly { id: string; hash: string }[], now: SourcesNow): StaleCase[] {
  const out: StaleCase[] = [];
  for (const c of cases) {
    const entry = manifest?.cases[c.id];
    if (entry === undefined) {
      out.push({ caseId: c.id, why: ['never recorded'] });
      continue;
    }
    const why: string[] = [];
    if (entry.hash !== c.hash) why.push('the case file changed');
    for (const name of new Set([...Object.keys(entry.prompts), ...Object.keys(now.prompts)])) {
      if (entry.prompts[name] !== now.prompts[name]) why.push(`the ${name} prompt (templates/prompts/${name}.hbs) changed`);
    }
    if (entry.tools !== now.tools) why.push('a tool schema changed');
    if (why.length > 0) out.push({ caseId: c.id, why });
  }
  return out;
}
