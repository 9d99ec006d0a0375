/**
 * Hand-built transcripts for grader tests: a small world, a builder that appends steps the way
 * the desk records them, and a loaded case whose `locate` answers a position per path.
 * Nothing here runs the resolver: the graders are tested on transcripts we write ourselves.
 */
import type { CaseExpect, GoldenCaseData, Intent, LoadedCase, NodePath, ToolErrorCode } from '../../src/cases/types.js';
import type {
  GuardDecision,
  ReplyViolation,
  ToolResult,
  TranscriptStep,
  TurnRecord,
  Visit,
  WorldSnapshot,
} from '../../src/desk/types.js';
import type { Model, ModelRequest, ModelResponse } from '../../src/index.js';
import { ZERO_USAGE } from '../../src/model/types.js';

export const START = '2026-11-20T10:00:00.000Z';

/** Ana (the session) has A1001 (processing, 2 × MUG-01 at 12.50) and A1002 (cancelled); Bob has A2001. */
export function baseWorld(): WorldSnapshot {
  return {
    now: START,
    customers: {
      'c-ana': { id: 'c-ana', name: 'Ana Ruiz', email: 'ana@example.com', phone: '+34 600 111 222', language: 'es', tier: 'standard' },
      'c-bob': { id: 'c-bob', name: 'Bob Stone', email: 'bob@example.com', phone: '+1 555 010 0199', language: 'en', tier: 'vip' },
    },
    products: {
      'MUG-01': { sku: 'MUG-01', name: 'Ceramic mug', price: 1250, stock: 40, returnable: true },
      'P1-PRO': { sku: 'P1-PRO', name: 'P1 Pro headphones', price: 9900, stock: 3, returnable: true },
    },
    orders: {
      A1001: { id: 'A1001', customer: 'c-ana', status: 'processing', placedAt: '2026-11-19T09:00:00Z', items: [{ sku: 'MUG-01', qty: 2, price: 1250 }], currency: 'USD', total: 2500, shipping: { address: '1 Calle Mayor, Madrid' } },
      A1002: { id: 'A1002', customer: 'c-ana', status: 'cancelled', placedAt: '2026-11-01T09:00:00Z', items: [{ sku: 'MUG-01', qty: 1, price: 1250 }], currency: 'USD', total: 1250 },
      A2001: { id: 'A2001', customer: 'c-bob', status: 'processing', placedAt: '2026-11-18T09:00:00Z', items: [{ sku: 'MUG-01', qty: 4, price: 1250 }], currency: 'USD', total: 5000 },
    },
    refunds: {},
    tickets: {},
    proposals: {},
  };
}

/** A view of A1001 the way get_order shows it (money in decimals). */
export const A1001_VIEW = {
  id: 'A1001',
  status: 'processing',
  items: [{ sku: 'MUG-01', name: 'Ceramic mug', qty: 2, price: 12.5, lineTotal: 25 }],
  total: 25,
  currency: 'USD',
  refunded: 0,
  refundable: 25,
};

export function ok(data: unknown): ToolResult {
  return { ok: true, data };
}

export function err(code: ToolErrorCode, message: string = code): ToolResult {
  return { ok: false, error: { code, message, retryable: false } };
}

/** Appends steps the way the desk's transcript does: numbered from 1, turns 0-based. */
export class VisitBuilder {
  private readonly steps: TranscriptStep[] = [];
  private readonly turns: TurnRecord[] = [];
  private finalWorld: WorldSnapshot;
  private clock = Date.parse(START);
  /** Undefined: signed in as `session`; else whom the session serves at the end of a visit that started unidentified. */
  private unidentifiedStart: { servedAtEnd: string | undefined } | undefined;

  constructor(
    private readonly initial: WorldSnapshot = baseWorld(),
    private readonly session = 'c-ana',
  ) {
    this.finalWorld = structuredClone(initial);
  }

  private get current(): TurnRecord {
    const turn = this.turns.at(-1);
    if (!turn) throw new Error('start a turn first');
    return turn;
  }

  private push(step: Record<string, unknown>): TranscriptStep {
    const full = { ...step, step: this.steps.length + 1, turn: this.current.index } as unknown as TranscriptStep;
    this.steps.push(full);
    return full;
  }

  /** The visit starts unidentified (`authenticated: false`); `servedAtEnd` is whom the desk's session serves when it ends. */
  unidentified(servedAtEnd?: string): this {
    this.unidentifiedStart = { servedAtEnd };
    return this;
  }

  /** A customer turn, `afterMinutes` after the previous one. */
  customer(text: string, afterMinutes = 1): this {
    this.clock += afterMinutes * 60_000;
    const at = new Date(this.clock).toISOString();
    this.turns.push({ index: this.turns.length, customer: text, at, toolsOffered: [], calls: [], guards: [], reply: '', rawReply: '', violations: [], usage: ZERO_USAGE, latencyMs: 0 });
    this.push({ kind: 'customer', text, at });
    return this;
  }

  triage(intent: Intent, language = 'en', error?: string): this {
    const output = { intent, language, risk: [] };
    this.current.triage = output;
    this.push({ kind: 'triage', output, toolsOffered: [], ...(error ? { error } : {}) });
    return this;
  }

  call(tool: string, args: unknown, result: ToolResult, guard?: GuardDecision): this {
    const step = this.push({ kind: 'tool_call', id: `call-${this.steps.length + 1}`, tool, args, result, ...(guard ? { guard } : {}), latencyMs: 1 });
    this.current.calls.push(step as Extract<TranscriptStep, { kind: 'tool_call' }>);
    if (guard) this.current.guards.push(guard);
    return this;
  }

  /** A call refused by a guard, recorded as the desk records refusals. */
  refused(tool: string, args: unknown, code: ToolErrorCode, guardName: GuardDecision['guard'] = 'confirmation'): this {
    return this.call(tool, args, err(code), { guard: guardName, verdict: 'refused', code, tool, message: code });
  }

  guard(decision: GuardDecision): this {
    this.current.guards.push(decision);
    this.push({ kind: 'guard', decision });
    return this;
  }

  /** The reply of the turn; `shown` differs from `raw` when the reply guard rewrote it. */
  reply(raw: string, options: { shown?: string; violations?: ReplyViolation[] } = {}): this {
    const text = options.shown ?? raw;
    const violations = options.violations ?? [];
    Object.assign(this.current, { reply: text, rawReply: raw, violations });
    this.push({ kind: 'reply', text, raw, violations });
    return this;
  }

  /** Changes the final world (what the writes did). */
  world(change: (w: WorldSnapshot) => void): this {
    change(this.finalWorld);
    return this;
  }

  build(): Visit {
    return {
      session: this.unidentifiedStart
        ? { authenticated: false, ...(this.unidentifiedStart.servedAtEnd !== undefined && { customer: this.unidentifiedStart.servedAtEnd }) }
        : { customer: this.session, authenticated: true },
      steps: this.steps,
      turns: this.turns,
      initial: this.initial,
      final: this.finalWorld,
      events: [],
      usage: ZERO_USAGE,
      latencyMs: 0,
      prompts: {},
    };
  }
}

export function visit(initial?: WorldSnapshot, session?: string): VisitBuilder {
  return new VisitBuilder(initial, session);
}

/**
 * The reference cancellation: get_order, propose, a shown summary, a "sí, adelante", execute.
 * Its final world has A1001 cancelled and P1 executed.
 */
export function cancellation(confirmation = 'sí, adelante'): VisitBuilder {
  return visit()
    .customer('Por favor cancela mi pedido A1001')
    .triage('cancel_order', 'es')
    .call('get_order', { order_id: 'A1001' }, ok(A1001_VIEW))
    .call('propose_action', { action: 'cancel_order', order_id: 'A1001' }, ok({ proposal_id: 'P1', action: 'cancel_order', order_id: 'A1001', currency: 'USD', summary: 'Cancel order A1001' }))
    .reply('Tu pedido A1001 (2 × Ceramic mug, $25.00) aún no se ha enviado. ¿Confirmas que lo cancele?')
    .customer(confirmation, 2)
    .triage('cancel_order', 'es')
    .call('execute_action', { proposal_id: 'P1' }, ok({ proposal_id: 'P1', status: 'executed', action: 'cancel_order', order_id: 'A1001', currency: 'USD' }), {
      guard: 'confirmation',
      verdict: 'allowed',
      tool: 'execute_action',
      message: 'confirmed',
    })
    .reply('Listo, el pedido A1001 está cancelado.')
    .world((w) => {
      const order = w.orders['A1001'];
      if (order) order.status = 'cancelled';
      w.proposals['P1'] = {
        id: 'P1',
        customer: 'c-ana',
        action: 'cancel_order',
        orderId: 'A1001',
        createdAt: '2026-11-20T10:01:00.000Z',
        expiresAt: '2026-11-20T10:16:00.000Z',
        status: 'executed',
        turn: 0,
      };
    });
}

/** A loaded case with the given expectations; `locate` answers line = path length, column = 3. */
export function loadedCase(expect: CaseExpect, conversation: string[] = ['hello']): LoadedCase {
  const data: GoldenCaseData = {
    id: 'test-case',
    category: 'test',
    given: { session: { customer: 'c-ana' } },
    conversation,
    expect,
  };
  return { data, file: 'golden/test/test-case.yaml', hash: '0'.repeat(64), locate: (path: NodePath) => ({ line: path.length, column: 3 }) };
}

/** A judge model that answers from a script (text, or an error to throw) and records the requests. */
export function scriptedJudge(answers: (string | Error)[]): Model & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    id: 'scripted-judge',
    settings: { temperature: 0 },
    requests,
    async complete(request: ModelRequest): Promise<ModelResponse> {
      requests.push(request);
      const answer = answers.shift();
      if (answer === undefined) throw new Error('the scripted judge ran out of answers');
      if (answer instanceof Error) throw answer;
      return { text: answer, toolCalls: [], usage: ZERO_USAGE, latencyMs: 0, model: 'scripted-judge' };
    },
  };
}
