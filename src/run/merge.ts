/**
 * Joining shard runs into the run one unsharded eval would have produced: the same cases and
 * trials in the same order, the summary recomputed from the trials, and the gate applied once.
 */
import { createHash } from 'node:crypto';
import type { GateConfig } from '../config/types.js';
import { UsageError } from '../errors.js';
import { evaluateGate, withoutQuarantined } from '../gate/gate.js';
import { compareWithBaseline, costFacts, type CompareInput } from './baseline.js';
import { summarize } from './summary.js';
import { sumTallies } from './mutation.js';
import type { CaseInfo, MutationTally, RunMeta, RunResults, TrialResult } from './types.js';

export interface MergeOptions {
  /** The gate to apply; when absent, the shards' own gate (when they were gated). */
  gate?: { suite: string; config: GateConfig };
  /** The mutation tally for a gate that asks for one; default: the shards' tallies added up. */
  mutation?: MutationTally;
  /**
   * The baseline to compare the merged run with. A shard's own comparison covers only its share of
   * the cases (and the suite's figures of a share are not the suite's), so it is made again here.
   */
  baseline?: Omit<CompareInput, 'cases' | 'trials' | 'costs'>;
}

export interface MergeOutcome {
  results: RunResults;
  /** Disagreements between the shards that do not stop a merge (also in results.warnings). */
  warnings: string[];
  /** True when the shards were gated or a gate was given: the merged run is judged by it. */
  gated: boolean;
}

const byCodepoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const label = (r: RunResults): string => (r.meta.shard ? `shard ${r.meta.shard.index}/${r.meta.shard.total}` : `run ${r.meta.runId}`);

/** Facts every shard of one run shares; a difference is worth a warning, not a refusal. */
const SAME: [string, (m: RunMeta) => unknown][] = [
  ['model', (m) => m.model.id],
  ['suite', (m) => m.suite],
  ['git commit', (m) => m.git.commit ?? '(none)'],
  ['prompt version', (m) => m.prompts['version'] ?? JSON.stringify(m.prompts)],
  ['trials per case', (m) => m.trials],
  ['case schema version', (m) => m.schemaVersion],
];

function disagreements(runs: readonly RunResults[]): string[] {
  const out: string[] = [];
  for (const [what, get] of SAME) {
    const values = new Map<string, string[]>();
    for (const r of runs) {
      const v = String(get(r.meta));
      values.set(v, [...(values.get(v) ?? []), label(r)]);
    }
    if (values.size > 1) {
      out.push(`the shards disagree on ${what}: ${[...values].map(([v, who]) => `${v} (${who.join(', ')})`).join('; ')}`);
    }
  }
  return out;
}

/** Every shard of 1..n exactly once, or a refusal: a missing shard would pass a gate on a part. */
function checkCoverage(runs: readonly RunResults[]): string[] {
  const shards = runs.map((r) => r.meta.shard).filter((s): s is NonNullable<RunMeta['shard']> => s !== undefined);
  if (shards.length === 0) return [];
  if (shards.length < runs.length) return ['some runs were sharded and some were not: check that no case ran twice'];
  const totals = new Set(shards.map((s) => s.total));
  if (totals.size > 1) throw new UsageError('usage/shards', `the runs come from different splits (${[...totals].map((t) => `/${t}`).join(', ')})`);
  const total = shards[0]!.total;
  const seen = new Set<number>();
  for (const s of shards) {
    if (seen.has(s.index)) throw new UsageError('usage/shards', `shard ${s.index}/${total} is given twice`);
    seen.add(s.index);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) {
    throw new UsageError('usage/shards', `shard ${missing.map((i) => `${i}/${total}`).join(', ')} missing: a gate on part of the suite would not be the suite's gate`);
  }
  return [];
}

function mergeCases(runs: readonly RunResults[], warnings: string[]): CaseInfo[] {
  const cases = new Map<string, CaseInfo>();
  for (const r of runs) {
    for (const c of r.cases) {
      const seen = cases.get(c.id);
      if (!seen) cases.set(c.id, c);
      else if (seen.hash !== c.hash) warnings.push(`case ${c.id} differs between the shards (file hash ${seen.hash.slice(0, 12)} vs ${c.hash.slice(0, 12)})`);
    }
  }
  // The order one unsharded run has: the loader's, by file path.
  return [...cases.values()].sort((a, b) => byCodepoint(a.file, b.file) || byCodepoint(a.id, b.id));
}

function mergeTrials(runs: readonly RunResults[], cases: readonly CaseInfo[]): TrialResult[] {
  const owner = new Map<string, string>();
  const overlaps: string[] = [];
  const trials: TrialResult[] = [];
  for (const r of runs) {
    for (const t of r.trials) {
      const key = `${t.caseId} #${t.trial}`;
      const first = owner.get(key);
      if (first) overlaps.push(`${key} (${first} and ${label(r)})`);
      else owner.set(key, label(r));
      trials.push(t);
    }
  }
  if (overlaps.length > 0) {
    const shown = overlaps.slice(0, 5).join(', ');
    throw new UsageError('usage/shards', `the runs overlap: ${overlaps.length} case trial(s) appear twice: ${shown}${overlaps.length > 5 ? ', …' : ''}`);
  }
  const order = new Map(cases.map((c, i) => [c.id, i]));
  return trials.sort((a, b) => (order.get(a.caseId) ?? 0) - (order.get(b.caseId) ?? 0) || a.trial - b.trial);
}

/** The shards' own gate when they all carry the same one. */
function shardGate(runs: readonly RunResults[], warnings: string[]): MergeOptions['gate'] {
  const gates = runs.map((r) => r.gate).filter((g): g is NonNullable<RunResults['gate']> => g !== undefined);
  const first = gates[0];
  if (!first) return undefined;
  if (gates.length < runs.length) warnings.push('only some shards were gated; their gate is applied to the whole run');
  if (new Set(gates.map((g) => JSON.stringify([g.suite, g.config]))).size > 1) {
    warnings.push(`the shards were gated differently; applying the gate of ${label(runs[gates.indexOf(first)]!)}`);
  }
  return { suite: first.suite, config: first.config };
}

function mergedMeta(runs: readonly RunResults[]): RunMeta {
  const first = runs[0]!.meta;
  const ids = runs.map((r) => r.meta.runId).sort(byCodepoint);
  const started = runs.map((r) => r.meta.startedAt).sort(byCodepoint)[0] ?? first.startedAt;
  const finished = runs.map((r) => r.meta.finishedAt ?? r.meta.startedAt).sort(byCodepoint).at(-1);
  const { shard: _shard, scope, ...meta } = first;
  // The shards together are the whole selection again: partial only if a filter narrowed it.
  const whole = scope ? (({ shard: _s, ...rest }) => rest)(scope) : undefined;
  return {
    ...meta,
    ...(whole ? { scope: { ...whole, selected: runs.reduce((n, r) => n + (r.meta.scope?.selected ?? 0), 0), partial: whole.filters.length > 0 } } : {}),
    // Merging the same shards twice names the same run.
    runId: `merged-${createHash('sha1').update(ids.join('\n')).digest('hex').slice(0, 12)}`,
    startedAt: started,
    ...(finished ? { finishedAt: finished } : {}),
    concurrency: runs.reduce((n, r) => n + r.meta.concurrency, 0),
  };
}

export function mergeRuns(runs: readonly RunResults[], opts: MergeOptions = {}): MergeOutcome {
  if (runs.length === 0) throw new UsageError('usage/operands', 'nothing to merge: name the run folders of the shards');
  const warnings = [...disagreements(runs), ...checkCoverage(runs)];
  const cases = mergeCases(runs, warnings);
  const trials = mergeTrials(runs, cases);
  // Shards run side by side: the merged run took as long as its slowest shard.
  const durationMs = Math.max(...runs.map((r) => r.summary.durationMs ?? 0));
  const summary = summarize(cases, trials, durationMs);
  const gate = opts.gate ?? shardGate(runs, warnings);
  const shardWarnings = runs.flatMap((r) => r.warnings.map((w) => `${label(r)}: ${w}`));
  const results: RunResults = {
    version: runs[0]!.version,
    meta: mergedMeta(runs),
    cases,
    trials,
    summary,
    warnings: [...warnings, ...shardWarnings],
  };
  const mutation = opts.mutation ?? sumTallies(runs.map((r) => r.mutation));
  if (mutation) results.mutation = mutation;
  const replayed = runs.map((r) => r.recordings).filter((r) => r !== undefined);
  const recordings = replayed[0] ? { dir: replayed[0].dir, stale: replayed.flatMap((r) => r.stale) } : undefined;
  if (recordings) results.recordings = recordings;
  if (opts.baseline) {
    // Compared over the cases that gate, as eval does: a quarantined case's change is not the suite's.
    const gating = withoutQuarantined({ cases, trials, summary });
    results.baseline = compareWithBaseline({ ...opts.baseline, cases: gating.cases, trials: gating.trials, costs: costFacts(results) });
  }
  if (gate) {
    const mutationScore = mutation?.score;
    const exercised = results.meta.exercised;
    results.gate = evaluateGate({
      suite: gate.suite,
      config: gate.config,
      summary,
      trials,
      cases,
      ...(mutationScore !== undefined ? { mutationScore } : {}),
      ...(exercised ? { exercised } : {}),
      ...(recordings ? { recordings } : {}),
      ...(results.baseline ? { baseline: results.baseline } : {}),
    });
  }
  return { results, warnings, gated: gate !== undefined };
}
