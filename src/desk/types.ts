/**
 * The desk's data: the world (store records in integer minor units), tool results,
 * guard decisions and the transcript of a visit. Shared by the desk, the graders,
 * the reports and the Langfuse exporter.
 */
import type {
  ActionKind,
  BranchId,
  CaseAddress,
  PaymentMethodKind,
  Intent,
  OrderStatus,
  Priority,
  RefundStatus,
  RiskFlag,
  ToolErrorCode,
  ToolName,
} from '../cases/types.js';

/** Integer minor units (cents). */
export type Minor = number;

/** A customer's postal address: the world holds it as the case wrote it. */
export type Address = CaseAddress;

export interface Customer {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  language: string;
  tier: 'standard' | 'vip';
  address?: Address;
  paymentMethods?: PaymentMethod[];
}

/** A card (brand, last four), a PayPal account or a gift card (balance). */
export interface PaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  brand?: string;
  last4?: string;
  /** A gift card's balance. */
  balance?: Minor;
}

/** One entry of an order's payment history, in the order it happened. */
export interface Payment {
  kind: 'payment' | 'refund';
  method: string;
  amount: Minor;
}

/** One item variant of a product (a colour and size of a T-shirt): what an order line may name by `itemId`. */
export interface ProductVariant {
  /** Unique across the catalogue. */
  itemId: string;
  /** Option name to value, e.g. `{ colour: 'blue', size: 'M' }`, in the order the case wrote them. */
  options: Record<string, string>;
  price: Minor;
  stock: number;
}

export interface Product {
  sku: string;
  name: string;
  /** The product's price; each variant has its own (by default this one). */
  price: Minor;
  /** Units in stock; for a product with variants, by default the sum of theirs. */
  stock: number;
  returnable: boolean;
  description?: string;
  /** Absent for a product without variants: its sku is its one item. */
  variants?: ProductVariant[];
}

/**
 * One order line. It keeps the variant bought and the unit price paid, so that a later change of
 * items (another variant of the same product) or an exchange can name both sides of the swap.
 */
export interface OrderItem {
  sku: string;
  /** The variant bought, when the product has variants and the line names one. */
  itemId?: string;
  qty: number;
  price: Minor;
}

interface Shipping {
  address?: string;
  carrier?: string;
  tracking?: string;
  eta?: string;
}

export interface Order {
  id: string;
  customer: string;
  status: OrderStatus;
  placedAt: string;
  deliveredAt?: string;
  items: OrderItem[];
  shipping?: Shipping;
  currency: string;
  total: Minor;
  /** Payments and refunds by method, oldest first (absent when the case gave none). */
  payments?: Payment[];
  notes?: string;
  /** A delivered order's items exchanged for other variants (once per order). */
  exchange?: ItemChange;
  /** A pending order's items swapped for other variants (once per order). */
  modification?: ItemChange;
  /** A delivered order's items on their way back for a refund. */
  itemReturn?: ItemReturn;
}

/**
 * Items swapped for other variants of the same products: `items[i]` (an item id of the order)
 * became `newItems[i]`; `difference` is what the new ones cost more (negative: less), settled on
 * the payment method.
 */
export interface ItemChange {
  items: string[];
  newItems: string[];
  paymentMethodId: string;
  difference: Minor;
}

/** Items returned by item id; `amount` (their prices) went back to the payment method as refund `refund`. */
export interface ItemReturn {
  items: string[];
  paymentMethodId: string;
  amount: Minor;
  refund: string;
}

export interface Refund {
  id: string;
  order: string;
  amount: Minor;
  reason: string;
  status: RefundStatus;
  createdAt: string;
  /** The payment method the money went back to; absent for a bare amount. */
  method?: string;
}

export interface Ticket {
  id: string;
  /** Absent for a hand-off made before the customer was identified. */
  customer?: string;
  order?: string;
  reason: string;
  priority: Priority;
  createdAt: string;
}

type ProposalStatus = 'pending' | 'executed' | 'expired' | 'superseded';

export interface Proposal {
  id: string;
  customer: string;
  action: ActionKind;
  /** The order it changes; absent for an action on the customer's account (set_default_address). */
  orderId?: string;
  amount?: Minor;
  /** The new address as one line (change_address, set_default_address). */
  address?: string;
  /** set_default_address: the new address on file, as its fields. */
  addressFields?: Address;
  reason?: string;
  /** The item writes: the order's item ids given back, the variants taken instead, the method that settles the money (change_payment: the method to pay with instead). */
  itemIds?: string[];
  newItemIds?: string[];
  paymentMethodId?: string;
  /** An exchange's or item change's price difference (negative: money back). */
  difference?: Minor;
  createdAt: string;
  expiresAt: string;
  status: ProposalStatus;
  /** 0-based customer turn in which the proposal was made. */
  turn: number;
}

export interface Policy {
  refundWindowDays: number;
  autoRefundLimit: Minor;
  proposalTtlMinutes: number;
  /** Statuses in which an order may be cancelled. */
  cancellableStatuses: OrderStatus[];
  /** Statuses in which the shipping address may be changed. */
  addressChangeStatuses: OrderStatus[];
  /** Statuses in which a refund may be issued. */
  refundableStatuses: OrderStatus[];
  /** When set, the reasons a cancellation may give: a proposal must carry one of them. */
  cancelReasons?: string[];
  /** Statuses in which delivered items may be exchanged for other variants. */
  exchangeStatuses: OrderStatus[];
  /** Statuses in which an order's items may be swapped for other variants. */
  modifyItemsStatuses: OrderStatus[];
  /** Statuses in which items may be returned for a refund. */
  returnStatuses: OrderStatus[];
  /** Statuses in which the order's payment method may be changed. */
  paymentChangeStatuses: OrderStatus[];
}

/** A plain, JSON-serialisable copy of the world, keyed by id. Graders diff two of these. */
export interface WorldSnapshot {
  now: string;
  customers: Record<string, Customer>;
  products: Record<string, Product>;
  orders: Record<string, Order>;
  refunds: Record<string, Refund>;
  tickets: Record<string, Ticket>;
  proposals: Record<string, Proposal>;
}

/** A write to the store, recorded in order. */
export interface StoreEvent {
  kind:
    | 'proposal_created'
    | 'proposal_executed'
    | 'proposal_expired'
    | 'order_cancelled'
    | 'address_changed'
    | 'refund_created'
    | 'items_exchanged'
    | 'items_modified'
    | 'items_returned'
    | 'ticket_created'
    | 'customer_identified'
    | 'payment_changed'
    | 'payment_refunded'
    | 'default_address_changed';
  at: string;
  /** 0-based customer turn. */
  turn: number;
  ids: Record<string, string>;
  detail?: Record<string, unknown>;
}

/** A structured tool error, as a real service answers: `{ error: { code, message, retryable } }`. */
export interface ToolError {
  code: ToolErrorCode;
  message: string;
  retryable: boolean;
}

export type ToolResult = { ok: true; data: unknown } | { ok: false; error: ToolError };

export type GuardName = 'identity' | 'ownership' | 'confirmation' | 'policy' | 'reply' | 'tool_offer' | 'arguments' | 'step_limit';

/** One decision of a guard, recorded in the transcript. */
export interface GuardDecision {
  guard: GuardName;
  verdict: 'allowed' | 'refused' | 'rewritten';
  /** The tool error code for refusals, or the reply violation kind for rewrites. */
  code?: ToolErrorCode | ReplyViolationKind | 'step_limit';
  tool?: ToolName | string;
  message: string;
}

export type ReplyViolationKind = 'other_customer_data' | 'internal_id' | 'ungrounded_amount';

export interface ReplyViolation {
  kind: ReplyViolationKind;
  /** The offending text, e.g. `$99.00`, `P1`, `bob@example.com`. */
  match: string;
  message: string;
}

export interface TriageOutput {
  intent: Intent;
  language: string;
  risk: RiskFlag[];
}

export interface Usage {
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
}

/**
 * One step of a visit, numbered from 1 across the whole visit. "The first failing step"
 * of a verdict is one of these numbers.
 */
export type TranscriptStep =
  | { step: number; turn: number; kind: 'customer'; text: string; at: string; branch?: TurnBranch; by?: Speaker['by']; simulated?: SimulatedCall }
  | {
      step: number;
      turn: number;
      kind: 'triage';
      output: TriageOutput;
      toolsOffered: ToolName[];
      error?: string;
      /** How the model's answer was repaired to be read (a code fence, text around the JSON, ...). */
      repaired?: string;
    }
  | {
      step: number;
      turn: number;
      kind: 'model_call';
      purpose: 'triage' | 'resolver' | 'judge';
      model: string;
      usage: Usage;
      latencyMs: number;
      /** USD, when the price table knows the model. */
      costUsd?: number;
      /** Text the model returned, if any. */
      text?: string | null;
      toolCalls?: { id: string; name: string; arguments: string }[];
    }
  | {
      step: number;
      turn: number;
      kind: 'tool_call';
      id: string;
      tool: string;
      args: unknown;
      result: ToolResult;
      guard?: GuardDecision;
      latencyMs: number;
    }
  | { step: number; turn: number; kind: 'guard'; decision: GuardDecision }
  | {
      step: number;
      turn: number;
      kind: 'reply';
      /** What the customer saw (after the reply guards). */
      text: string;
      /** What the model wrote. */
      raw: string;
      violations: ReplyViolation[];
    };

/**
 * Which branch of a reactive customer turn was said, and why: what each branch's condition read in
 * the agent's turn before it, in the order they were tried, up to the one that held.
 */
export interface TurnBranch {
  /** 1-based among the turn's `when` branches, or `otherwise` when none held. */
  taken: BranchId;
  /** `branch 1 (asked: zip)`, `otherwise`. */
  name: string;
  readings: { branch: number; holds: boolean; why: string }[];
}

/**
 * Who said a customer line in a visit with a simulated customer (`user:` and a user model): the
 * case's script (the opening) or the user model from the case's instructions. Absent from visits
 * that play the script alone.
 */
export interface Speaker {
  by: 'scripted' | 'simulated';
  /** A simulated line: the user model's call that said it. */
  simulated?: SimulatedCall;
}

/** The user model's call behind a simulated customer line. */
export interface SimulatedCall {
  model: string;
  usage: Usage;
  latencyMs: number;
  costUsd?: number;
  /** The user model's own word on whether the line consents to the proposal shown (the consent label confirmed-writes reads). */
  confirms?: boolean;
  /** How its JSON answer was repaired to be read. */
  repaired?: string;
}

export interface TurnRecord {
  /** 0-based. */
  index: number;
  customer: string;
  /** For a reactive customer turn: the branch said. */
  branch?: TurnBranch;
  /** In a visit with a simulated customer: who said the line (scripted opening, or simulated). */
  by?: Speaker['by'];
  /** A simulated line's consent label (the user model's `confirms`). */
  confirms?: boolean;
  at: string;
  triage?: TriageOutput;
  toolsOffered: ToolName[];
  /** Tool calls of this turn, in order (a view on `steps`). */
  calls: Extract<TranscriptStep, { kind: 'tool_call' }>[];
  guards: GuardDecision[];
  reply: string;
  rawReply: string;
  violations: ReplyViolation[];
  usage: Usage;
  latencyMs: number;
}

/**
 * Who a visit serves. `customer` is set from the start in a signed-in visit, and by an identification
 * tool in one that started unidentified (`authenticated: false`); it never changes once set.
 */
export interface Session {
  customer?: string;
  /** Whether the visit started signed in. */
  authenticated: boolean;
}

/** Everything that happened in one visit (one trial of one case). */
export interface Visit {
  /** The session as the visit ended. */
  session: Session;
  steps: TranscriptStep[];
  turns: TurnRecord[];
  initial: WorldSnapshot;
  final: WorldSnapshot;
  events: StoreEvent[];
  usage: Usage;
  latencyMs: number;
  /** Content hashes of the prompt templates used, by template name. */
  prompts: Record<string, string>;
  /**
   * A customer turn the case's script could not play (a condition that cannot be read): the visit
   * stopped before it, and the graders fail the case there. Absent when every turn was played.
   */
  scriptError?: { turn: number; path: (string | number)[]; message: string };
  /** A visit whose customer was simulated after a scripted opening; absent when the script was played alone. */
  simulation?: Simulation;
}

/** How a simulated customer's visit went. */
export interface Simulation {
  /** The user model. */
  model: string;
  /** Scripted turns played before the simulator took over. */
  opening: number;
  maxTurns: number;
  /** `done`: the customer ended the chat; `max_turns`: the customer had said maxTurns lines. */
  ended: 'done' | 'max_turns';
  /** The customer's goodbye when it ended the chat (not sent to the agent). */
  closing?: string;
}
