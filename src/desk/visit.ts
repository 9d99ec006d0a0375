/**
 * A visit: a customer's turns played in order against a fresh store, each through triage, the
 * resolver loop and the guards. `DeskSession` takes one turn at a time (the chat command talks to
 * it by hand); `runVisit` plays a case's whole conversation.
 */
import type { CaseGiven, GoldenCaseData } from '../cases/types.js';
import { type AgentTurn, customerLine, ScriptError } from '../customer/script.js';
import { addUsage, type ChatMessage, type Model, ZERO_USAGE } from '../model/types.js';
import { parseDuration } from './duration.js';
import { DEFAULT_RULES, type DeskRules } from './guards/rules.js';
import type { Prompts } from './prompts.js';
import { DEFAULT_MAX_STEPS, resolveTurn } from './resolver.js';
import { Store } from './store.js';
import type { ConversationState } from './tools/types.js';
import { keepRequest, Transcript } from './transcript.js';
import { toolsFor, triage } from './triage.js';
import type { ChatLine, Simulator } from '../customer/simulator.js';
import type { Proposal, Simulation, Speaker, TurnBranch, TurnRecord, Visit, WorldSnapshot } from './types.js';
import { merged } from '../util/merged.js';
import { namesId } from '../text/words.js';

export interface SessionOptions {
  given: CaseGiven;
  model: Model;
  prompts: Prompts;
  /** The product's rules; tests may pass looser ones to prove the gate catches them. */
  rules?: DeskRules | undefined;
  maxSteps?: number | undefined;
  signal?: AbortSignal;
}

export interface VisitOptions extends Omit<SessionOptions, 'given'> {
  case: GoldenCaseData;
  /**
   * The simulated customer of a live run (the case's `user:` and a user model): the first
   * `opening` scripted turns are played, then it says each next line. Absent: the script alone.
   */
  simulator?: Simulator;
}

/** Thrown when a visit stops early; carries what happened so far for the transcript. */
export class VisitInterrupted extends Error {
  constructor(
    override readonly cause: unknown,
    readonly partial: Visit,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'VisitInterrupted';
  }
}

export class DeskSession {
  readonly store: Store;
  readonly transcript = new Transcript();
  private readonly initial: WorldSnapshot;
  private readonly conversation: ConversationState = { customerTurns: [], shownProposals: new Set() };
  /** Messages shared by every turn (the system prompt is rendered per turn). */
  private readonly history: ChatMessage[] = [];
  /** User messages and delivered replies only: what triage reads. */
  private readonly dialogue: ChatMessage[] = [];
  private readonly toolResults: unknown[] = [];
  private readonly started = performance.now();

  constructor(private readonly options: SessionOptions) {
    this.store = Store.fromGiven(options.given);
    this.initial = this.store.snapshot();
  }

  /**
   * Plays one customer turn; `after` is how much time passed before it (`2m`); `branch`, for a
   * reactive turn of a case's script, which of its branches the line is (kept in the transcript).
   */
  async turn(text: string, after?: string, branch?: TurnBranch, speaker?: Speaker): Promise<TurnRecord> {
    const { store, transcript, options } = this;
    if (after) store.advance(parseDuration(after));
    const index = this.conversation.customerTurns.length;
    store.turn = index;
    store.expireProposals();
    this.conversation.customerTurns.push(text);
    transcript.startTurn(index, text, store.nowIso(), branch, speaker);
    this.history.push({ role: 'user', content: text });
    this.dialogue.push({ role: 'user', content: text });

    const context = promptContext(store);
    const customer = context.customer;
    const tri = await triage(options.model, options.prompts.render('triage', context), this.dialogue, customer?.language ?? 'en', options.signal);
    const triageCall = transcript.add({
      kind: 'model_call',
      purpose: 'triage',
      model: tri.response.model,
      usage: tri.response.usage,
      latencyMs: tri.response.latencyMs,
      ...(tri.response.costUsd !== undefined ? { costUsd: tri.response.costUsd } : {}),
      text: tri.response.text,
    });
    keepRequest(triageCall, tri.request);
    const offered = toolsFor(tri.output, store);
    const record = transcript.turns[index]!;
    record.triage = tri.output;
    transcript.offered(offered);
    transcript.add({
      kind: 'triage',
      output: tri.output,
      toolsOffered: offered,
      ...(tri.error ? { error: tri.error } : {}),
      ...(tri.repaired ? { repaired: tri.repaired } : {}),
    });

    const system = options.prompts.render('resolver', merged(context, { language: tri.output.language, intent: tri.output.intent, risk: tri.output.risk }));
    const messages: ChatMessage[] = [{ role: 'system', content: system }, ...this.history];
    const before = messages.length;
    const reply = await resolveTurn({
      model: options.model,
      tools: { store, conversation: this.conversation, rules: options.rules ?? DEFAULT_RULES },
      transcript,
      messages,
      offered,
      triage: tri.output,
      toolResults: this.toolResults,
      maxSteps: options.maxSteps ?? DEFAULT_MAX_STEPS,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    this.history.push(...messages.slice(before));
    this.dialogue.push({ role: 'assistant', content: reply });
    this.markShown(record);
    return record;
  }

  /**
   * A proposal counts as shown when the reply of its turn reached the customer as written (not
   * rewritten, not the step-limit fallback) and names its order, or names none while the talk was
   * about that order ("So the new address would be ..."). One about the customer's account (a new
   * default address) has no order: it is shown when the reply states the new address's street line
   * and zip. A proposal made beside an unrelated answer, or a second one the reply never mentions,
   * is not shown and cannot be executed.
   */
  private markShown(turn: TurnRecord): void {
    if (turn.reply !== turn.rawReply || turn.guards.some((g) => g.guard === 'step_limit')) return;
    const named = this.ordersNamedIn(turn.reply);
    const about = named.length === 0 ? this.orderTalkedAbout() : undefined;
    for (const p of this.store.proposals.values()) {
      if (p.turn !== turn.index || p.status !== 'pending') continue;
      const shown = p.orderId === undefined ? statesAddress(turn.reply, p) : named.includes(p.orderId) || about === p.orderId;
      if (shown) this.conversation.shownProposals.add(p.id);
    }
  }

  /**
   * What the customer saw of the agent's turn `index`: the reply as delivered, the tools called and
   * the proposals made, each with whether the reply showed it. What a reactive turn reacts to.
   */
  agentTurn(index: number): AgentTurn | undefined {
    const record = this.transcript.turns[index];
    if (!record) return undefined;
    const proposals = [...this.store.proposals.values()]
      .filter((p) => p.turn === index)
      .map((p) => ({ action: p.action, shown: this.conversation.shownProposals.has(p.id) }));
    return { reply: record.reply, calls: record.calls.map((c) => c.tool), proposals };
  }

  /** The chat so far as the customer saw it: each line said and the reply delivered to it. */
  chat(): ChatLine[] {
    return this.transcript.turns.flatMap((t): ChatLine[] => [
      { by: 'customer', text: t.customer },
      { by: 'agent', text: t.reply },
    ]);
  }

  /**
   * Order ids of the store that a message names as written, with no letter or digit on either side:
   * an id may hold punctuation of its own (tau2's `#W2378156`, `A-1001`), which splitting the
   * message into words would cut.
   */
  private ordersNamedIn(text: string): string[] {
    return [...this.store.orders.keys()].filter((id) => namesId(text, id));
  }

  /** The one order the last message naming any (before this turn's reply) named. */
  private orderTalkedAbout(): string | undefined {
    for (const message of this.dialogue.slice(0, -1).reverse()) {
      const named = this.ordersNamedIn(message.content ?? '');
      if (named.length > 0) return named.length === 1 ? named[0] : undefined;
    }
    return undefined;
  }

  visit(): Visit {
    const { store, transcript } = this;
    return {
      session: structuredClone(store.session),
      steps: transcript.steps,
      turns: transcript.turns,
      initial: this.initial,
      final: store.snapshot(),
      events: store.events,
      usage: transcript.turns.reduce((u, t) => addUsage(u, t.usage), ZERO_USAGE),
      latencyMs: performance.now() - this.started,
      prompts: this.options.prompts.hashes,
    };
  }
}

/**
 * What the system prompts know of the session: the customer served (none until one is identified in a
 * visit that started unidentified), whether they signed in, the clock and the policy.
 */
function promptContext(store: Store): { customer?: { id: string; name: string; language?: string }; signedIn: boolean; now: string; policy: Store['policy'] } {
  const served = store.session.customer;
  const base = { signedIn: store.session.authenticated, now: store.nowIso(), policy: store.policy };
  if (served === undefined) return base;
  return merged(base, { customer: store.customers.get(served) ?? { id: served, name: served } });
}

/** The reply states the proposal's new address: its street line and zip, case and spacing aside. */
function statesAddress(reply: string, p: Proposal): boolean {
  const fold = (t: string): string => t.toLowerCase().replace(/\s+/gu, ' ');
  const said = fold(reply);
  const fields = p.addressFields;
  return fields !== undefined && said.includes(fold(fields.line1)) && said.includes(fold(fields.zip));
}

/**
 * Plays a case's whole conversation through the desk, a reactive turn's line chosen by the agent's
 * turn before it. A turn the script cannot play ends the visit there, recorded as `scriptError`
 * for the graders to fail.
 */
export async function runVisit(options: VisitOptions): Promise<Visit> {
  const { case: data, simulator, ...rest } = options;
  const session = new DeskSession(merged(rest, { given: data.given }));
  const scripted = simulator ? data.conversation.slice(0, simulator.opening) : data.conversation;
  let scriptError: Visit['scriptError'];
  let simulation: Simulation | undefined;
  try {
    for (const [index, turn] of scripted.entries()) {
      let line;
      try {
        line = customerLine(turn, index, index === 0 ? undefined : session.agentTurn(index - 1));
      } catch (error) {
        if (!(error instanceof ScriptError)) throw error;
        scriptError = { turn: error.turn, path: [...error.path], message: error.message };
        break;
      }
      await session.turn(line.say, line.after, line.branch, simulator ? { by: 'scripted' } : undefined);
    }
    if (simulator && !scriptError) simulation = await simulate(session, simulator, options.signal);
  } catch (error) {
    throw new VisitInterrupted(error, session.visit());
  }
  const visit = session.visit();
  return merged(visit, { ...(scriptError ? { scriptError } : {}), ...(simulation ? { simulation } : {}) });
}

/** The simulated customer's turns after the opening, until it ends the chat or has said maxTurns lines. */
async function simulate(session: DeskSession, simulator: Simulator, signal: AbortSignal | undefined): Promise<Simulation> {
  const base = { model: simulator.modelId, opening: simulator.opening, maxTurns: simulator.maxTurns };
  while (session.transcript.turns.length < simulator.maxTurns) {
    const line = await simulator.next(session.chat(), signal);
    const { response } = line;
    if (line.done) return { ...base, ended: 'done', ...(line.message ? { closing: line.message } : {}) };
    const simulated = {
      model: response.model,
      usage: response.usage,
      latencyMs: response.latencyMs,
      ...(response.costUsd !== undefined ? { costUsd: response.costUsd } : {}),
      ...(line.confirms !== undefined ? { confirms: line.confirms } : {}),
      ...(line.repaired ? { repaired: line.repaired } : {}),
    };
    await session.turn(line.message, undefined, undefined, { by: 'simulated', simulated });
  }
  return { ...base, ended: 'max_turns' };
}
