/**
 * The record/replay loop of the gate: a live run records into the team's recordings folder
 * (`run.recordings`), and a run with no live model configured replays those recordings instead of
 * the cases' reference answers. What each case was recorded from is kept in the folder's manifest,
 * so a case whose prompt, tools or file changed since is named stale, and the gate fails closed.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { LoadedCase } from '../cases/types.js';
import type { SuitesConfig } from '../config/types.js';
import type { Prompts } from '../desk/prompts.js';
import { TOOLS } from '../desk/tools/index.js';
import { MANIFEST_FILE, type ManifestEntry, readManifest, staleCases, toolsHash, updateManifest } from '../model/manifest.js';
import { DEFAULT_RECORDINGS_DIR, holdsPurpose } from '../model/recordings.js';
import { resolveModelSpec } from '../model/registry.js';
import type { RecordingsState, UserModelFrom } from '../run/types.js';

export interface ModelChoice {
  spec: string;
  /** The recordings folder replayed, when the choice fell on the team's recordings. */
  recordings?: string;
}

function absolute(cwd: string, path: string): string {
  return isAbsolute(path) ? path : join(cwd, path);
}

/**
 * The model flag, the config's run.model or AGENTDESK_MODEL when one is set; else the team's
 * recordings when the config names a folder that holds some; else the reference model.
 */
export function chooseModel(flag: string | undefined, config: SuitesConfig, env: Record<string, string | undefined>, cwd: string): ModelChoice {
  const spec = resolveModelSpec(flag, config, env);
  const dir = config.run?.recordings;
  if (spec !== 'reference' || flag === 'reference' || dir === undefined) return { spec };
  if (!existsSync(join(absolute(cwd, dir), MANIFEST_FILE))) return { spec };
  return { spec: `replay:${dir}`, recordings: dir };
}

export interface UserModelChoice {
  spec: string;
  from: UserModelFrom;
}

/**
 * The simulated customer's model: `--user-model`, else the config's `user.model`; else, when the
 * agent replays a recordings folder (`replay:<dir>`, the team's `run.recordings` among them) that
 * holds a simulated customer's calls, the same folder — so a case recorded on a simulated live run
 * replays both sides instead of playing its script and going stale. None when nothing says so.
 */
export async function chooseUserModel(
  flag: string | undefined,
  config: SuitesConfig,
  agentSpec: string,
  cases: readonly LoadedCase[],
  cwd: string,
): Promise<UserModelChoice | undefined> {
  if (flag?.trim()) return { spec: flag.trim(), from: 'flag' };
  const fromConfig = config.user?.model?.trim();
  if (fromConfig) return { spec: fromConfig, from: 'config' };
  const replay = /^replay(?::(.*))?$/.exec(agentSpec);
  if (!replay || !cases.some((c) => c.data.user !== undefined)) return undefined;
  const dir = replay[1] || DEFAULT_RECORDINGS_DIR;
  return (await holdsPurpose(absolute(cwd, dir), 'user')) ? { spec: `replay:${dir}`, from: 'recordings' } : undefined;
}

function toolsNow(): string {
  return toolsHash(Object.values(TOOLS).map((t) => t.definition));
}

/** Which of the cases the recordings no longer match, and why. */
export async function recordingsState(cwd: string, dir: string, cases: readonly LoadedCase[], prompts: Prompts): Promise<RecordingsState> {
  const manifest = await readManifest(absolute(cwd, dir));
  const stale = staleCases(
    manifest,
    cases.map((c) => ({ id: c.data.id, hash: c.hash })),
    { prompts: { ...prompts.hashes }, tools: toolsNow() },
  );
  return { dir, stale };
}

/** After `eval --record <dir>`: what each case recorded was made from. */
export async function recordManifest(cwd: string, dir: string, cases: readonly LoadedCase[], prompts: Prompts, model: string): Promise<void> {
  const recordedAt = new Date().toISOString();
  const tools = toolsNow();
  const entries: Record<string, ManifestEntry> = {};
  for (const c of cases) entries[c.data.id] = { hash: c.hash, prompts: { ...prompts.hashes }, tools, model, recordedAt };
  await updateManifest(absolute(cwd, dir), entries);
}
