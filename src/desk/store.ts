/**
 * The in-memory store one visit runs against: seeded from a case's `given`, with an injected
 * clock, the policy, deterministic ids and a log of every write. Each trial builds its own.
 */
import { type CaseGiven, type CaseOrder, type CasePaymentMethod, type CaseProduct, type FaultCode, startsSignedIn, type ToolName } from '../cases/types.js';
import { toMinor } from '../text/money.js';
import type {
  Customer,
  Order,
  PaymentMethod,
  Policy,
  Product,
  ProductVariant,
  Proposal,
  Refund,
  Session,
  StoreEvent,
  Ticket,
  WorldSnapshot,
} from './types.js';
import { merged } from '../util/merged.js';
import { dictionaryFrom } from '../util/dictionary.js';

export const DEFAULT_NOW = '2026-01-01T12:00:00Z';

/** PRODUCT.md "policy": the defaults a case's `given.policy` overrides. */
export const DEFAULT_POLICY: Policy = Object.freeze({
  refundWindowDays: 30,
  autoRefundLimit: 10_000,
  proposalTtlMinutes: 15,
  cancellableStatuses: Object.freeze(['pending', 'processing']) as Policy['cancellableStatuses'],
  addressChangeStatuses: Object.freeze(['pending', 'processing']) as Policy['addressChangeStatuses'],
  refundableStatuses: Object.freeze(['delivered', 'returned']) as Policy['refundableStatuses'],
  exchangeStatuses: Object.freeze(['delivered']) as Policy['exchangeStatuses'],
  modifyItemsStatuses: Object.freeze(['pending']) as Policy['modifyItemsStatuses'],
  returnStatuses: Object.freeze(['delivered']) as Policy['returnStatuses'],
  paymentChangeStatuses: Object.freeze(['pending']) as Policy['paymentChangeStatuses'],
});

type IdPrefix = 'P' | 'R' | 'T';

interface PendingFault {
  tool: ToolName;
  error: FaultCode;
  remaining: number;
}

export class Store {
  readonly policy: Policy;
  /** Who the visit serves; change it only through `identify`. */
  readonly session: Session;
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly orders = new Map<string, Order>();
  readonly refunds = new Map<string, Refund>();
  readonly tickets = new Map<string, Ticket>();
  readonly proposals = new Map<string, Proposal>();
  readonly events: StoreEvent[] = [];
  /** 0-based customer turn; the desk sets it at the start of each turn. */
  turn = 0;

  private clock: number;
  private readonly faults: PendingFault[];
  private readonly counters: Record<IdPrefix, number> = { P: 0, R: 0, T: 0 };

  private constructor(now: string, policy: Policy, session: Session, faults: PendingFault[]) {
    this.clock = parseInstant(now, 'given.now');
    this.policy = policy;
    this.session = session;
    this.faults = faults;
  }

  /**
   * Seeds a store from a case. Amounts become minor units; an order's total is derived from
   * its items when omitted; currency defaults to USD; a customer's language to `en` and tier to
   * `standard`; a product's stock to 0 (docs/case-format.md: what is not given is empty, so a product
   * whose stock a case does not state is out of stock; one with variants holds the sum of theirs) and
   * `returnable` to true; a variant's price to its product's and its stock to 0; a refund's
   * status to `issued`; a ticket's priority to `normal`. Given refunds and tickets are stamped
   * with the case's `now`. A signed-in case's session serves its customer from the start; one with
   * `authenticated: false` serves no one until a tool identifies the customer (the case's
   * `session.customer` is then the graders' ground truth, never the desk's).
   */
  static fromGiven(given: CaseGiven): Store {
    const now = given.now ?? DEFAULT_NOW;
    const faults = (given.faults ?? []).map((f) => ({ tool: f.tool, error: f.error, remaining: f.times ?? 1 }));
    const store = new Store(now, policyFrom(given), sessionFrom(given), faults);
    const createdAt = store.nowIso();
    for (const c of given.customers ?? []) {
      store.customers.set(c.id, {
        id: c.id,
        name: c.name,
        ...(c.email !== undefined && { email: c.email }),
        ...(c.phone !== undefined && { phone: c.phone }),
        language: c.language ?? 'en',
        tier: c.tier ?? 'standard',
        ...(c.address !== undefined && { address: { ...c.address } }),
        ...(c.paymentMethods !== undefined && { paymentMethods: c.paymentMethods.map(paymentMethodFrom) }),
      });
    }
    for (const p of given.products ?? []) store.products.set(p.sku, productFrom(p));
    for (const o of given.orders ?? []) store.orders.set(o.id, orderFrom(o));
    for (const r of given.refunds ?? []) {
      const refund: Refund = {
        id: r.id,
        order: r.order,
        amount: toMinor(r.amount),
        reason: r.reason ?? '',
        status: r.status ?? 'issued',
        createdAt,
        ...(r.method !== undefined && { method: r.method }),
      };
      store.refunds.set(r.id, refund);
    }
    for (const t of given.tickets ?? []) {
      store.tickets.set(t.id, {
        id: t.id,
        customer: t.customer,
        ...(t.order !== undefined && { order: t.order }),
        reason: t.reason,
        priority: t.priority ?? 'normal',
        createdAt,
      });
    }
    store.counters.R = highestNumber('R', store.refunds.keys());
    store.counters.T = highestNumber('T', store.tickets.keys());
    return store;
  }

  /**
   * The visit now serves `customerId` (an identification tool found them). One visit serves one
   * customer: the identity tools refuse another before calling this, and it throws if asked to switch.
   */
  identify(customerId: string, how: string): void {
    if (this.session.customer === customerId) return;
    if (this.session.customer !== undefined) throw new Error(`the visit already serves ${this.session.customer}; it cannot switch to ${customerId}`);
    this.session.customer = customerId;
    this.record({ kind: 'customer_identified', ids: { customer: customerId }, detail: { by: how } });
  }

  now(): Date {
    return new Date(this.clock);
  }

  nowIso(): string {
    return new Date(this.clock).toISOString();
  }

  /** Moves the clock forward (a turn's `after:`); the clock never goes back. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    this.clock += ms;
  }

  /** Deterministic ids within a visit: P1, P2 / R1 / T1 ..., continuing after any id given in the case (given R1 -> next R2). */
  nextId(prefix: IdPrefix): string {
    const taken = this.collectionOf(prefix);
    let id: string;
    do {
      this.counters[prefix] += 1;
      id = `${prefix}${this.counters[prefix]}`;
    } while (taken.has(id));
    return id;
  }

  /** A deep, plain-JSON copy of the world: later writes do not show through it. */
  snapshot(): WorldSnapshot {
    return this.world(structuredClone);
  }

  /**
   * The world as it is now, for a reader that only looks (the reply guard): the records are the
   * store's own, not copies, so it must not be kept past the next write nor changed.
   */
  view(): WorldSnapshot {
    return this.world((record) => record);
  }

  /** Each record is copied on its own: the id-keyed collections are keyed records (see util/dictionary.ts). */
  private world(copy: <T>(record: T) => T): WorldSnapshot {
    return {
      now: this.nowIso(),
      customers: dictionaryFrom(this.customers, copy),
      products: dictionaryFrom(this.products, copy),
      orders: dictionaryFrom(this.orders, copy),
      refunds: dictionaryFrom(this.refunds, copy),
      tickets: dictionaryFrom(this.tickets, copy),
      proposals: dictionaryFrom(this.proposals, copy),
    };
  }

  /** Consumes given.faults in order: a fault with times: 2 fails the next two calls of that tool. */
  takeFault(tool: ToolName): FaultCode | undefined {
    const fault = this.faults.find((f) => f.tool === tool && f.remaining > 0);
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    return fault.error;
  }

  /**
   * Marks pending proposals past expiresAt as expired (records a proposal_expired event).
   * A proposal is still live at the very instant it expires; one millisecond later it is not.
   */
  expireProposals(): void {
    for (const p of this.proposals.values()) {
      if (p.status === 'pending' && this.clock > Date.parse(p.expiresAt)) {
        p.status = 'expired';
        this.record({ kind: 'proposal_expired', ids: { proposal: p.id, ...subjectIds(p) } });
      }
    }
  }

  /** Appends a write to the log, stamped with the clock and the current turn. */
  record(event: Omit<StoreEvent, 'at' | 'turn'>): void {
    this.events.push(merged(event, { at: this.nowIso(), turn: this.turn }));
  }

  private collectionOf(prefix: IdPrefix): Map<string, unknown> {
    if (prefix === 'P') return this.proposals;
    return prefix === 'R' ? this.refunds : this.tickets;
  }
}

function sessionFrom(given: CaseGiven): Session {
  const customer = given.session.customer;
  if (!startsSignedIn(given.session)) return { authenticated: false };
  if (customer === undefined) throw new RangeError('given.session: a signed-in visit needs a customer');
  return { customer, authenticated: true };
}

function policyFrom(given: CaseGiven): Policy {
  const o = given.policy ?? {};
  return {
    refundWindowDays: o.refundWindowDays ?? DEFAULT_POLICY.refundWindowDays,
    autoRefundLimit: o.autoRefundLimit === undefined ? DEFAULT_POLICY.autoRefundLimit : toMinor(o.autoRefundLimit),
    proposalTtlMinutes: o.proposalTtlMinutes ?? DEFAULT_POLICY.proposalTtlMinutes,
    cancellableStatuses: [...(o.cancellableStatuses ?? DEFAULT_POLICY.cancellableStatuses)],
    addressChangeStatuses: [...(o.addressChangeStatuses ?? DEFAULT_POLICY.addressChangeStatuses)],
    refundableStatuses: [...(o.refundableStatuses ?? DEFAULT_POLICY.refundableStatuses)],
    exchangeStatuses: [...(o.exchangeStatuses ?? DEFAULT_POLICY.exchangeStatuses)],
    modifyItemsStatuses: [...(o.modifyItemsStatuses ?? DEFAULT_POLICY.modifyItemsStatuses)],
    returnStatuses: [...(o.returnStatuses ?? DEFAULT_POLICY.returnStatuses)],
    paymentChangeStatuses: [...(o.paymentChangeStatuses ?? DEFAULT_POLICY.paymentChangeStatuses)],
    ...(o.cancelReasons !== undefined && { cancelReasons: [...o.cancelReasons] }),
  };
}

/**
 * A product of the case. A variant's price defaults to the product's, its stock to 0; a product
 * with variants whose stock the case does not state holds the sum of theirs. Option values are
 * kept as text (`size: 42` is "42").
 */
function productFrom(p: CaseProduct): Product {
  const price = toMinor(p.price);
  const variants = p.variants?.map(
    (v): ProductVariant => ({
      itemId: v.itemId,
      options: Object.fromEntries(Object.entries(v.options).map(([k, value]) => [k, String(value)])),
      price: v.price === undefined ? price : toMinor(v.price),
      stock: v.stock ?? 0,
    }),
  );
  return {
    sku: p.sku,
    name: p.name,
    price,
    stock: p.stock ?? variants?.reduce((sum, v) => sum + v.stock, 0) ?? 0,
    returnable: p.returnable ?? true,
    ...(p.description !== undefined && { description: p.description }),
    ...(variants !== undefined && { variants }),
  };
}

function orderFrom(o: CaseOrder): Order {
  const items = o.items.map((i) => ({ sku: i.sku, ...(i.itemId !== undefined && { itemId: i.itemId }), qty: i.qty, price: toMinor(i.price) }));
  return {
    id: o.id,
    customer: o.customer,
    status: o.status,
    placedAt: o.placedAt,
    ...(o.deliveredAt !== undefined && { deliveredAt: o.deliveredAt }),
    items,
    ...(o.shipping !== undefined && { shipping: { ...o.shipping } }),
    currency: o.currency ?? 'USD',
    total: o.total === undefined ? items.reduce((sum, i) => sum + i.qty * i.price, 0) : toMinor(o.total),
    ...(o.payments !== undefined && {
      payments: o.payments.map((p) => ({ kind: p.kind ?? 'payment', method: p.method, amount: toMinor(p.amount) })),
    }),
    ...(o.notes !== undefined && { notes: o.notes }),
  };
}

/** A card keeps its brand and last four, a gift card its balance (default 0). */
function paymentMethodFrom(m: CasePaymentMethod): PaymentMethod {
  return {
    id: m.id,
    kind: m.kind,
    ...(m.brand !== undefined && { brand: m.brand }),
    ...(m.last4 !== undefined && { last4: m.last4 }),
    ...(m.kind === 'gift_card' && { balance: toMinor(m.balance ?? 0) }),
  };
}

/** The highest n among ids `<prefix><n>`, so new ids continue after the case's own. */
function highestNumber(prefix: string, ids: Iterable<string>): number {
  let max = 0;
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  for (const id of ids) {
    const m = pattern.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max;
}

function parseInstant(iso: string, what: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`${what}: "${iso}" is not an ISO date-time`);
  return ms;
}

/** The ids a proposal's events name: its order, or for an action on the account its customer. */
export function subjectIds(p: Proposal): Record<string, string> {
  return p.orderId === undefined ? { customer: p.customer } : { order: p.orderId };
}
