/** One trial: a fresh store, the visit through the real desk, then grading. Always ends in one verdict. */
import type { LoadedCase } from '../cases/types.js';
import type { DeskRules } from '../desk/guards/rules.js';
import type { Prompts } from '../desk/prompts.js';
import type { Visit } from '../desk/types.js';
import { runVisit, VisitInterrupted } from '../desk/visit.js';
import { gradeVisit, verdictOf } from '../grade/index.js';
import { ModelError, type ModelProvider, ZERO_USAGE } from '../model/types.js';
import { playsTheReference, referenceProvider } from '../model/backends/reference.js';
import type { AssertionResult, ReferenceWorld, Scorer } from '../grade/types.js';
import { OFFLINE_TRIAL_TIMEOUT_MS } from './options.js';
import { createSimulator, type Simulator } from '../customer/simulator.js';
import type { TrialBranch, TrialCustomer, TrialResult } from './types.js';

export interface TrialOptions {
  case: LoadedCase;
  trial: number;
  provider: ModelProvider;
  judge?: ModelProvider;
  /**
   * The user model that plays the customer of a case with a `user:` block, after its scripted
   * opening. Only on a live or recorded run: the reference plays the whole script, whatever is set.
   */
  user?: ModelProvider;
  prompts: Prompts;
  rules?: DeskRules;
  maxSteps?: number;
  timeoutMs: number;
  /** Aborted when the run is interrupted: the trial stops and is unjudged `interrupted`. */
  cancel?: AbortSignal;
  /** Scorers from outside, graded after the built-in ones. */
  scorers?: readonly Scorer<string>[];
  /**
   * The case whose reference world the final world is compared with (`expect.world: reference`),
   * when it is not the played case's own: an audit mutant's reference is a wrong agent's, so its
   * world is what the case it was made of produces, not what the mutant itself does.
   */
  worldOf?: LoadedCase;
}

/** Why a trial was cut short from outside: the run was interrupted (SIGINT, SIGTERM). */
export const INTERRUPTED = 'interrupted';

/** The visit's cost when every model call had a price; a blank (undefined) otherwise, never zero. */
function costOf(visit: Visit): number | undefined {
  let total = 0;
  let calls = 0;
  for (const step of visit.steps) {
    if (step.kind !== 'model_call') continue;
    if (step.costUsd === undefined) return undefined;
    total += step.costUsd;
    calls += 1;
  }
  return calls > 0 ? total : undefined;
}

function unjudged(options: TrialOptions, reason: string, detail: string, started: number, visit?: Visit): TrialResult {
  return {
    caseId: options.case.data.id,
    trial: options.trial,
    verdict: 'unjudged',
    reason,
    detail,
    assertions: [],
    dimensions: {},
    unjudgedAssertions: 0,
    ...(visit ? { visit } : {}),
    usage: visit?.usage ?? ZERO_USAGE,
    durationMs: performance.now() - started,
  };
}

class TrialInterrupted extends Error {}

/** Each case's reference world, played once per case and step limit however many trials ask. */
const referenceWorlds = new WeakMap<LoadedCase, Map<number | undefined, Promise<ReferenceWorld>>>();

/**
 * The final world of the case's reference played through the desk with the product's own rules
 * (not a trial's looser ones: the reference world is what the desk should end in), under the
 * trial's step limit.
 */
export function referenceWorldOf(c: LoadedCase, prompts: Prompts, maxSteps: number | undefined): Promise<ReferenceWorld> {
  let byLimit = referenceWorlds.get(c);
  if (!byLimit) referenceWorlds.set(c, (byLimit = new Map()));
  let world = byLimit.get(maxSteps);
  if (!world) {
    world = runVisit({ case: c.data, model: referenceProvider().forTrial({ case: c, trial: 1 }), prompts, maxSteps }).then(
      (visit): ReferenceWorld => ({ world: visit.final, session: visit.session }),
      (error: unknown): ReferenceWorld => ({ problem: error instanceof Error ? error.message : String(error) }),
    );
    byLimit.set(maxSteps, world);
  }
  return world;
}

/** Why a visit stopped, as an unjudged reason; anything else is a bug and is rethrown. */
function reasonOf(error: unknown): { reason: string; detail: string } | undefined {
  if (error instanceof ModelError) return { reason: error.reason, detail: error.message };
  return undefined;
}

export async function runTrial(options: TrialOptions): Promise<TrialResult> {
  const started = performance.now();
  if (options.cancel?.aborted) return unjudged(options, INTERRUPTED, 'the run was interrupted before this trial started', started);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const onCancel = () => controller.abort(INTERRUPTED);
  options.cancel?.addEventListener('abort', onCancel, { once: true });
  // However the trial ends (passed, cancelled, timed out, a bug), its deadline and its ear for the
  // run's cancellation go with it: a timer left behind keeps the process alive for timeoutMs.
  try {
    return await playAndGrade(options, controller, started);
  } finally {
    clearTimeout(timer);
    options.cancel?.removeEventListener('abort', onCancel);
  }
}

/** The case's simulated customer for this trial, when it has a `user:` block and the run a user model to play it. */
function simulatorFor(options: TrialOptions): Simulator | undefined {
  const { user, provider, case: c } = options;
  if (!user || !c.data.user || provider.exercises === 'reference') return undefined;
  return createSimulator({ model: user.forTrial({ case: c, trial: options.trial }), user: c.data.user, given: c.data.given });
}

/** Who said each customer line of a visit with a simulated customer, turn by turn. */
function customerOf(visit: Visit): TrialCustomer | undefined {
  const s = visit.simulation;
  if (!s) return undefined;
  return {
    simulated: true,
    model: s.model,
    opening: s.opening,
    ended: s.ended,
    turns: visit.turns.map((t) => ({ turn: t.index + 1, by: t.by ?? 'scripted', say: t.customer, ...(t.confirms !== undefined ? { confirms: t.confirms } : {}) })),
    ...(s.closing !== undefined ? { closing: s.closing } : {}),
  };
}

async function playAndGrade(options: TrialOptions, controller: AbortController, started: number): Promise<TrialResult> {
  const model = options.provider.forTrial({ case: options.case, trial: options.trial });
  const simulator = simulatorFor(options);
  let visit: Visit;
  try {
    visit = await Promise.race([
      runVisit({
        case: options.case.data,
        model,
        prompts: options.prompts,
        rules: options.rules,
        maxSteps: options.maxSteps,
        signal: controller.signal,
        ...(simulator ? { simulator } : {}),
      }),
      new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () =>
          reject(
            controller.signal.reason === INTERRUPTED
              ? new TrialInterrupted()
              : new ModelError('timeout', `the trial took longer than ${options.timeoutMs} ms`),
          ),
        );
      }),
    ]);
  } catch (error) {
    if (error instanceof TrialInterrupted || controller.signal.reason === INTERRUPTED) {
      return unjudged(options, INTERRUPTED, 'the run was interrupted while this trial ran; it was cancelled unjudged', started);
    }
    const cause = error instanceof VisitInterrupted ? error.cause : error;
    const partial = error instanceof VisitInterrupted ? error.partial : undefined;
    const why = reasonOf(cause);
    if (!why) throw cause;
    return unjudged(options, why.reason, why.detail, started, partial);
  }
  const judge = options.judge?.forTrial({ case: options.case, trial: options.trial });
  // Grading shares the trial's deadline: a slow judge gets the time left, no more.
  // The reference model on the product's rules plays the reference visit itself: its world is the
  // reference world, and playing it again would double the offline gate's work.
  const own = options.worldOf === undefined && playsTheReference(options.provider) && options.rules === undefined;
  const referenceWorld = own
    ? () => Promise.resolve({ world: visit.final, session: visit.session })
    : () => referenceWorldOf(options.worldOf ?? options.case, options.prompts, options.maxSteps);
  const assertions = await gradeVisit({ case: options.case, visit, referenceWorld, ...(judge ? { judge } : {}), signal: controller.signal }, options.scorers);
  const verdict = verdictOf(assertions);
  const result: TrialResult = {
    caseId: options.case.data.id,
    trial: options.trial,
    verdict: verdict.verdict,
    assertions,
    dimensions: verdict.dimensions,
    unjudgedAssertions: verdict.unjudgedAssertions,
    visit,
    usage: visit.usage,
    durationMs: performance.now() - started,
  };
  const customer = customerOf(visit);
  if (customer) result.customer = customer;
  const branches = branchesOf(visit, assertions);
  if (branches.length > 0) result.branches = branches;
  if (verdict.firstFailure) {
    result.firstFailure = verdict.firstFailure;
    result.detail = verdict.firstFailure.message;
  }
  if (verdict.verdict === 'unjudged') {
    const first = assertions.find((a) => a.verdict === 'unjudged');
    result.reason = first?.reason ?? 'no_assertions';
    result.detail = first?.message ?? 'nothing could be judged';
  }
  const cost = costOf(visit);
  if (cost !== undefined) result.costUsd = cost;
  return result;
}

/** The branch each reactive customer turn said, and whether the conversation check took it. */
function branchesOf(visit: Visit, assertions: readonly AssertionResult[]): TrialBranch[] {
  return visit.turns.flatMap((t): TrialBranch[] => {
    if (!t.branch) return [];
    const failed = assertions.some((a) => a.dimension === 'conversation' && a.assertion === `conversation[${t.index}]` && a.verdict === 'fail');
    return [{ turn: t.index + 1, branch: t.branch.taken, name: t.branch.name, ok: !failed }];
  });
}

/** What an offline check (the audit, calibrate) plays a case with: the first trial, its own limit by default. */
export interface OfflinePlay {
  provider: ModelProvider;
  prompts: Prompts;
  timeoutMs?: number | undefined;
  rules?: DeskRules | undefined;
  judge?: ModelProvider | undefined;
  /** The case whose reference world is the ground truth, when not the played case's own (TrialOptions.worldOf). */
  worldOf?: LoadedCase | undefined;
}

/** One trial of a case as the audit and calibrate play it: trial 1, OFFLINE_TRIAL_TIMEOUT_MS unless said. */
export function playOffline(c: LoadedCase, play: OfflinePlay): Promise<TrialResult> {
  return runTrial({
    case: c,
    trial: 1,
    provider: play.provider,
    prompts: play.prompts,
    timeoutMs: play.timeoutMs ?? OFFLINE_TRIAL_TIMEOUT_MS,
    ...(play.rules ? { rules: play.rules } : {}),
    ...(play.judge ? { judge: play.judge } : {}),
    ...(play.worldOf ? { worldOf: play.worldOf } : {}),
  });
}
