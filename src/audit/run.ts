/**
 * The audit: every case's reference is played through the real desk and must pass its own graders;
 * then every operator's mutant of each passing reference is played the same way. A mutant that
 * fails is killed, one that passes survived: a hole in the case's assertions.
 */
import pLimit from 'p-limit';
import type { GoldenCaseData, LoadedCase } from '../cases/types.js';
import type { Visit } from '../desk/types.js';
import type { DeskRules } from '../desk/guards/rules.js';
import { loadPrompts, type Prompts } from '../desk/prompts.js';
import type { AssertionResult } from '../grade/types.js';
import { referenceProvider } from '../model/backends/reference.js';
import type { ModelProvider } from '../model/types.js';
import { playOffline } from '../run/trial.js';
import { RUN_DEFAULTS } from '../run/options.js';
import type { TrialResult } from '../run/types.js';
import { changesOf } from './diff.js';
import { OPERATORS } from './operators/index.js';
import type { MutationOperator } from './operators/types.js';
import { unexercisedRisks } from './risks.js';
import { stopsOf } from './stops.js';
import { killMatrix, scores } from './score.js';
import { AUDIT_VERSION, type AcceptedSurvivor, type AssertionRef, type AuditResult, type MutantResult, type ReferenceCheck, type StaleReason } from './types.js';
import { definedOf } from '../util/defined.js';

export interface AuditOptions {
  cases: LoadedCase[];
  operators?: readonly MutationOperator[];
  /** Surviving mutants that are acceptable behaviour (the config's `audit.accepted`). */
  accepted?: readonly AcceptedSurvivor[];
  /** Trials in flight (default RUN_DEFAULTS.concurrency). */
  concurrency?: number;
  /** Per trial (default OFFLINE_TRIAL_TIMEOUT_MS). */
  timeoutMs?: number;
  prompts?: Prompts;
  /** The desk's rules; the product's own by default. */
  rules?: DeskRules;
  /** Called after each trial, for a progress line. */
  onProgress?: (done: number, total: number) => void;
}


interface Player {
  /** `worldOf`: the case a mutant was made of, whose reference world its final world must equal. */
  play(c: LoadedCase, worldOf?: LoadedCase): Promise<TrialResult | { crash: string }>;
}

function player(options: AuditOptions, provider: ModelProvider, prompts: Prompts): Player {
  return {
    async play(c, worldOf) {
      try {
        return await playOffline(c, { provider, prompts, timeoutMs: options.timeoutMs, rules: options.rules, worldOf });
      } catch (error) {
        // A crash of the desk on one case must not hide the rest of the audit.
        return { crash: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

function refOf(a: AssertionResult): AssertionRef {
  return definedOf(a, ['dimension', 'assertion', 'message', 'line', 'column', 'step']);
}

function checkReference(c: LoadedCase, r: TrialResult | { crash: string }): ReferenceCheck {
  const base = { caseId: c.data.id, category: c.data.category, file: c.file };
  if ('crash' in r) return { ...base, verdict: 'unjudged', ok: false, reason: 'crash', detail: r.crash };
  const failure = r.firstFailure ?? r.assertions.find((a) => a.verdict === 'fail');
  return {
    ...base,
    verdict: r.verdict,
    ok: r.verdict === 'pass',
    ...(failure ? { failure: refOf(failure) } : {}),
    ...(r.verdict === 'unjudged' ? { reason: r.reason ?? 'unjudged', ...(r.detail ? { detail: r.detail } : {}) } : {}),
  };
}

/** The mutant as a loaded case: same file, hash and positions, only the data changed. */
function asLoaded(c: LoadedCase, data: GoldenCaseData): LoadedCase {
  return { data, file: c.file, hash: c.hash, locate: (path) => c.locate(path) };
}

interface Job {
  case: LoadedCase;
  operator: MutationOperator;
  mutant: GoldenCaseData;
  /** Where the failure was put, when the operator makes several mutants of the case. */
  where?: string;
}

function mutantResult(job: Job, r: TrialResult | { crash: string }, accepted: readonly AcceptedSurvivor[]): MutantResult {
  const base = {
    caseId: job.case.data.id,
    category: job.case.data.category,
    file: job.case.file,
    operator: job.operator.name,
    safety: job.operator.safety,
    ...(job.where !== undefined ? { where: job.where } : {}),
    changes: changesOf(job.case.data, job.mutant),
  };
  if ('crash' in r) return { ...base, outcome: 'error', killedBy: [], stoppedBy: [], reason: 'crash', detail: r.crash };
  const stoppedBy = stopsOf(r.visit);
  if (r.verdict === 'unjudged') return { ...base, outcome: 'error', killedBy: [], stoppedBy, reason: r.reason ?? 'unjudged', ...(r.detail ? { detail: r.detail } : {}) };
  if (r.verdict === 'fail') return { ...base, outcome: 'killed', killedBy: r.assertions.filter((a) => a.verdict === 'fail').map(refOf), stoppedBy };
  const ok = accepted.find((a) => a.case === base.caseId && a.operator === base.operator);
  return { ...base, outcome: ok ? 'accepted' : 'survived', killedBy: [], stoppedBy, ...(ok ? { acceptedReason: ok.reason } : {}) };
}

function visitOf(r: TrialResult | { crash: string }): Visit | undefined {
  return 'crash' in r ? undefined : r.visit;
}

/** Mutants of the cases whose reference passed; an operator that does not apply is skipped. */
function jobsFor(cases: readonly LoadedCase[], operators: readonly MutationOperator[], visits: ReadonlyMap<string, Visit | undefined>): Job[] {
  const jobs: Job[] = [];
  for (const c of cases) {
    const visit = visits.get(c.data.id);
    for (const operator of operators) {
      const made = operator.variants ? operator.variants(c.data, visit) : [{ mutant: operator.apply(c.data, visit) }];
      for (const { mutant, where } of made as { mutant: GoldenCaseData | undefined; where?: string }[]) {
        // A mutant equal to its case would only measure nothing.
        if (!mutant || JSON.stringify(mutant) === JSON.stringify(c.data)) continue;
        jobs.push({ case: c, operator, mutant, ...(operator.variants && where !== undefined ? { where } : {}) });
      }
    }
  }
  return jobs;
}

function staleAccepted(
  accepted: readonly AcceptedSurvivor[],
  mutants: readonly MutantResult[],
  known: { cases: ReadonlySet<string>; operators: ReadonlySet<string> },
): AuditResult['staleAccepted'] {
  const out: AuditResult['staleAccepted'] = [];
  for (const a of accepted) {
    const m = mutants.find((x) => x.caseId === a.case && x.operator === a.operator);
    if (m?.outcome === 'accepted') continue;
    let why: StaleReason = 'not-applicable';
    if (!known.operators.has(a.operator)) why = 'unknown-operator';
    else if (!known.cases.has(a.case)) why = 'unknown-case';
    else if (m) why = m.outcome === 'killed' ? 'killed' : 'unjudged';
    out.push({ ...a, why });
  }
  return out;
}

export async function audit(options: AuditOptions): Promise<AuditResult> {
  const started = performance.now();
  const operators = options.operators ?? OPERATORS;
  const accepted = options.accepted ?? [];
  const { play } = player(options, referenceProvider(), options.prompts ?? loadPrompts());
  const limit = pLimit(options.concurrency ?? RUN_DEFAULTS.concurrency);

  const played = await Promise.all(options.cases.map((c) => limit(() => play(c))));
  const references = options.cases.map((c, i) => checkReference(c, played[i]!));
  const visits = new Map(options.cases.map((c, i) => [c.data.id, visitOf(played[i]!)]));
  const passing = options.cases.filter((_, i) => references[i]?.ok);
  const jobs = jobsFor(passing, operators, visits);
  let done = 0;
  const mutants = await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        const result = mutantResult(job, await play(asLoaded(job.case, job.mutant), job.case), accepted);
        options.onProgress?.((done += 1), jobs.length);
        return result;
      }),
    ),
  );

  const names = operators.map((o) => o.name);
  const categories = [...new Set(options.cases.map((c) => c.data.category))].sort();
  return {
    version: AUDIT_VERSION,
    operators: operators.map((o) => ({ name: o.name, description: o.description, safety: o.safety, risks: [...o.risks], ...(o.stoppedBy ? { stoppedBy: [...o.stoppedBy] } : {}) })),
    cases: options.cases.map((c) => ({ id: c.data.id, category: c.data.category, file: c.file })),
    references,
    mutants,
    matrix: killMatrix(references, mutants, names),
    unexercised: unexercisedRisks(passing.map((c) => c.data), mutants, operators, visits),
    score: scores(mutants, names, categories),
    staleAccepted: staleAccepted(accepted, mutants, { cases: new Set(options.cases.map((c) => c.data.id)), operators: new Set(names) }),
    durationMs: performance.now() - started,
  };
}
