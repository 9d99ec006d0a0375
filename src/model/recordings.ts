/**
 * The recordings folder: one JSON file per model exchange, named by the request's digest and the
 * trial. The digest covers only what shapes the answer (purpose, messages, tools, output schema,
 * model, temperature, seed, max tokens): never a key, a header or a base URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunResults } from '../run/types.js';
import type { Model, ModelRequest, ModelResponse } from './types.js';

export const RECORDING_VERSION = 1;
export const DEFAULT_RECORDINGS_DIR = '.agentdesk/recordings';

/** Which model answered, as far as the answer depends on it. */
export interface Identity {
  model: string;
  temperature?: number;
  seed?: number;
  maxTokens?: number;
}

export interface Recording {
  version: typeof RECORDING_VERSION;
  digest: string;
  trial: number;
  caseId: string;
  identity: Identity;
  request: ModelRequest;
  response: ModelResponse;
}

export function identityOf(model: Pick<Model, 'id' | 'settings'>): Identity {
  const out: Identity = { model: model.id };
  for (const key of ['temperature', 'seed', 'maxTokens'] as const) {
    const v = model.settings[key];
    if (typeof v === 'number') out[key] = v;
  }
  return out;
}

/** JSON with object keys sorted at every depth, so equal values always hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestDigest(request: ModelRequest, identity: Identity): string {
  const shape = {
    v: RECORDING_VERSION,
    identity,
    purpose: request.purpose,
    messages: request.messages,
    tools: request.tools,
    responseSchema: request.responseSchema,
  };
  return createHash('sha256').update(canonicalJson(shape)).digest('hex');
}

function recordingFile(dir: string, digest: string, trial: number): string {
  return join(dir, `${digest}.t${trial}.json`);
}

/** Writes one recording atomically (temp file, then rename), so concurrent trials and shards never tear a file. */
export async function writeRecording(dir: string, recording: Recording): Promise<void> {
  await mkdir(dir, { recursive: true });
  const target = recordingFile(dir, recording.digest, recording.trial);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(recording, null, 2)}\n`, 'utf8');
  await rename(temp, target);
}

const FILE_NAME = /^([0-9a-f]{64})\.t(\d+)\.json$/;

export interface RecordingIndex {
  /** digest -> trial -> response. */
  responses: Map<string, Map<number, ModelResponse>>;
  /** The identities that recorded each purpose, in a stable order. */
  identities: Map<ModelRequest['purpose'], Identity[]>;
}

export async function loadRecordings(dir: string): Promise<RecordingIndex> {
  const index: RecordingIndex = { responses: new Map(), identities: new Map() };
  const seen = new Set<string>();
  for (const name of (await readdir(dir)).sort()) {
    const match = FILE_NAME.exec(name);
    if (!match) continue;
    const rec = JSON.parse(await readFile(join(dir, name), 'utf8')) as Recording;
    const byTrial = index.responses.get(rec.digest) ?? new Map<number, ModelResponse>();
    byTrial.set(rec.trial, rec.response);
    index.responses.set(rec.digest, byTrial);
    const key = `${rec.request.purpose}|${canonicalJson(rec.identity)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = index.identities.get(rec.request.purpose) ?? [];
    list.push(rec.identity);
    index.identities.set(rec.request.purpose, list);
  }
  return index;
}

/**
 * Whether the folder holds a recording of a request made for this purpose (`user`: a simulated
 * customer's line). Reads the recordings until the first one; a folder that is missing holds none.
 */
export async function holdsPurpose(dir: string, purpose: ModelRequest['purpose']): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => FILE_NAME.test(n))) {
    const rec = JSON.parse(await readFile(join(dir, name), 'utf8')) as Recording;
    if (rec.request.purpose === purpose) return true;
  }
  return false;
}

/** The recorded answer for this trial, else the one of the lowest trial recorded. */
export function pickResponse(byTrial: Map<number, ModelResponse>, trial: number): ModelResponse | undefined {
  const exact = byTrial.get(trial);
  if (exact) return exact;
  const lowest = Math.min(...byTrial.keys());
  return byTrial.get(lowest);
}

/** Cases whose requests had no recording: the prompt, the tools or the case changed since recording. */
export function staleCases(results: Pick<RunResults, 'trials'>): string[] {
  const ids = results.trials.filter((t) => t.verdict === 'unjudged' && t.reason === 'no_recording').map((t) => t.caseId);
  return [...new Set(ids)].sort();
}
