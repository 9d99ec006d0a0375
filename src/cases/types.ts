/**
 * The golden case as the loader hands it to the engine: docs/case-format.md v1, typed.
 * Amounts are kept as written (decimals in the order's currency); the store converts them
 * to integer minor units.
 */
import type { ToolName as RegistryToolName } from '../desk/tools/index.js';
import type { AskedInfo } from '../grade/text/asks-for-lexicon.js';

/** `return_requested` and `exchange_requested` are extensions of v1: a delivered order some of whose items are going back. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'return_requested', 'exchange_requested'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INTENTS = [
  'order_status',
  'cancel_order',
  'refund',
  'change_address',
  'exchange_items',
  'modify_items',
  'return_items',
  'change_payment',
  'product_info',
  'handoff',
  'smalltalk',
  'other',
] as const;
export type Intent = (typeof INTENTS)[number];

export const RISK_FLAGS = ['injection_suspected', 'abusive', 'urgent'] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** A tool's name: the tool registry (src/desk/tools/index.ts) is the one list of them. */
export type ToolName = RegistryToolName;

/** The write actions: the three of v1, then the item-level writes, the change of payment method and of the default address (issue 14), each named like the intent that asks for it. `set_default_address` is about the customer (their address on file), every other action about one order. */
export const ACTIONS = ['cancel_order', 'refund', 'change_address', 'exchange_items', 'modify_items', 'return_items', 'change_payment', 'set_default_address'] as const;
export type ActionKind = (typeof ACTIONS)[number];

export const SEVERITIES = ['standard', 'safety'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Error codes a tool answers with, like a real service. */
export const TOOL_ERROR_CODES = [
  'not_found',
  'timeout',
  'unavailable',
  'policy_violation',
  'not_confirmed',
  'expired',
  'invalid_arguments',
  'tool_not_offered',
  'forbidden',
] as const;
export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

/** Codes a case's `given.faults` may inject. */
export const FAULT_CODES = ['timeout', 'unavailable', 'not_found'] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

export const PRIORITIES = ['low', 'normal', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const REFUND_STATUSES = ['issued', 'pending_approval'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A postal address; `zip` is what identification by name and zip compares. Extension of v1. */
export interface CaseAddress {
  line1: string;
  line2?: string;
  city: string;
  /** State, province or region. */
  state?: string;
  zip: string;
  /** ISO 3166-1 alpha-2 or a name, as the store writes it. */
  country: string;
}

export const PAYMENT_METHOD_KINDS = ['card', 'paypal', 'gift_card'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** One of a customer's payment methods. Extension of v1. */
export interface CasePaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  /** A card's brand, e.g. `visa`. */
  brand?: string;
  /** A card's last four digits, as a string. */
  last4?: string;
  /** A gift card's balance, a decimal (default 0). */
  balance?: number;
}

/** One entry of an order's payment history. Extension of v1. */
export interface CasePayment {
  /** A payment method id of the order's customer. */
  method: string;
  amount: number;
  /** Default `payment`. */
  kind?: 'payment' | 'refund';
}

export interface CaseCustomer {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  /** BCP-47, e.g. `es`, `pt-BR`. */
  language?: string;
  tier?: 'standard' | 'vip';
  /** The customer's address on file (their default address). Extension of v1. */
  address?: CaseAddress;
  /** Extension of v1. */
  paymentMethods?: CasePaymentMethod[];
}

/**
 * One item variant of a product: its own item id, options, price and stock. Extension of v1.
 * Options are a free mapping of option name to value (`{ colour: blue, size: M }`); a number
 * written as a value (`size: 42`) is kept as its text.
 */
interface CaseVariant {
  /** Unique across the catalogue; what an order line's `itemId` names. */
  itemId: string;
  options: Record<string, string | number>;
  /** Default: the product's price. */
  price?: number;
  /** Units of this variant in stock (default 0: what is not given is empty). */
  stock?: number;
}

export interface CaseProduct {
  sku: string;
  name: string;
  price: number;
  /** Default: the sum of the variants' stock when the product has variants, else 0. */
  stock?: number;
  returnable?: boolean;
  /** Free text the agent reads (a place where injected instructions hide). Extension of v1. */
  description?: string;
  /** The product's item variants; without them the sku is the product's one item. Extension of v1. */
  variants?: CaseVariant[];
}

interface CaseOrderItem {
  sku: string;
  /** The variant of the product bought (an item id of its `variants`). Extension of v1. */
  itemId?: string;
  qty: number;
  price: number;
}

interface CaseShipping {
  address?: string;
  carrier?: string;
  tracking?: string;
  /** ISO date or date-time. */
  eta?: string;
}

export interface CaseOrder {
  id: string;
  customer: string;
  status: OrderStatus;
  /** ISO date-time. */
  placedAt: string;
  /** ISO date-time; the refund window counts from it (from placedAt when absent). */
  deliveredAt?: string;
  items: CaseOrderItem[];
  shipping?: CaseShipping;
  /** ISO 4217, default USD. */
  currency?: string;
  /** Derived from the items when omitted. */
  total?: number;
  /** The payment history: payments taken and refunds given, by method. Extension of v1. */
  payments?: CasePayment[];
  notes?: string;
}

interface CaseRefund {
  id: string;
  order: string;
  amount: number;
  reason?: string;
  status?: RefundStatus;
  /** The payment method the refund went to. Extension of v1. */
  method?: string;
}

interface CaseTicket {
  id: string;
  customer: string;
  order?: string;
  reason: string;
  priority?: Priority;
}

interface CaseFault {
  tool: ToolName;
  error: FaultCode;
  /** How many calls of that tool fail, in order (default 1). */
  times?: number;
}

interface CasePolicy {
  refundWindowDays?: number;
  /** Automatic refunds up to this amount; above it: pending_approval and a ticket. */
  autoRefundLimit?: number;
  proposalTtlMinutes?: number;
  /** Statuses in which an order may be cancelled (default pending, processing). */
  cancellableStatuses?: OrderStatus[];
  /** Statuses in which the shipping address may be changed (default pending, processing). */
  addressChangeStatuses?: OrderStatus[];
  /** Statuses in which a refund may be issued (default delivered, returned). */
  refundableStatuses?: OrderStatus[];
  /** The reasons a cancellation may give; when set, a cancel proposal must carry one of them. */
  cancelReasons?: string[];
  /** Statuses in which items may be exchanged for other variants (default delivered). Extension of v1. */
  exchangeStatuses?: OrderStatus[];
  /** Statuses in which items may be swapped for other variants before shipping (default pending). Extension of v1. */
  modifyItemsStatuses?: OrderStatus[];
  /** Statuses in which items may be returned for a refund (default delivered). Extension of v1. */
  returnStatuses?: OrderStatus[];
  /** Statuses in which an order's payment method may be changed (default pending). Extension of v1. */
  paymentChangeStatuses?: OrderStatus[];
}

/**
 * Who is chatting. `{ customer: c-ana }` is a signed-in visit (as in v1). With `authenticated: false`
 * the visit starts unidentified and the agent must identify the customer with a tool first;
 * `customer` is then the case writer's ground truth of who is really calling (the graders' "own
 * data"), and may be left out: the graders then take whoever gets identified. Extension of v1.
 */
export interface CaseSession {
  customer?: string;
  /** Default true; `false`: the visit starts unidentified. */
  authenticated?: boolean;
}

/** Whether a case's visit starts signed in (every v1 case does). */
export function startsSignedIn(session: CaseSession): boolean {
  return session.authenticated !== false;
}

export interface CaseGiven {
  /** ISO date-time; default 2026-01-01T12:00:00Z. */
  now?: string;
  session: CaseSession;
  policy?: CasePolicy;
  customers?: CaseCustomer[];
  products?: CaseProduct[];
  orders?: CaseOrder[];
  refunds?: CaseRefund[];
  tickets?: CaseTicket[];
  faults?: CaseFault[];
}

/**
 * One line the customer says; `after` is a duration like `90s`, `2m`, `1h`, `3d` (time passed
 * before it); `confirms` is the case writer's ground truth on whether it consents to the proposal
 * shown before it.
 */
export interface CaseLine {
  say: string;
  after?: string;
  confirms?: boolean;
}

/**
 * What a reactive turn waits for in the agent's last turn (its reply as the customer saw it, after
 * the guards, and its tool calls). Every key named must hold; a list means each of its items.
 * Extension of v1 (docs/case-format.md "Reactive turns").
 */
export interface TurnCondition {
  /** The reply asks for this piece of information (`zip`, `email`, `order_id`, ...). */
  asked?: AskedInfo | AskedInfo[];
  /** The reply mentions this word or option (case and accents aside, whole words). */
  offered?: string | string[];
  /** A proposal of this action was made in the turn and shown to the customer. */
  proposed?: ActionKind | ActionKind[];
  /** The agent called this tool in the turn, whatever it answered. */
  called?: ToolName | ToolName[];
  /** The reply contains this text (case and spacing aside). */
  said?: string | string[];
}

/** One branch of a reactive turn: the line said when its condition holds. */
export interface CaseBranch extends CaseLine {
  when: TurnCondition;
  /** The reference takes another branch on purpose: no warning that none reaches this one. */
  optional?: boolean;
}

/** What the customer says when no branch's condition holds: a text, or a line. */
export type OtherwiseLine = string | (CaseLine & { optional?: boolean });

/** `{ when, say, otherwise }`: one condition, and what to say when it does not hold. */
export type ReactiveOne = CaseBranch & { otherwise: OtherwiseLine };
/** `{ oneOf: [...], otherwise }`: several branches, the first whose condition holds is said. */
export interface ReactiveMany {
  oneOf: CaseBranch[];
  otherwise: OtherwiseLine;
}

/**
 * A customer turn: a text, a line (`{ say, after, confirms }`), or a reactive turn whose line
 * depends on what the agent just said or did (`when`/`oneOf` with `otherwise`).
 */
export type CaseTurn = string | CaseLine | ReactiveOne | ReactiveMany;

/** A branch of a reactive turn by its 1-based number among the `when` branches, or `otherwise`. */
export type BranchId = number | 'otherwise';

/** What a calibration behaviour probes (docs/case-format.md "Calibration behaviours"). */
const CALIBRATION_AREAS = ['amounts', 'claims', 'consent', 'privacy', 'ids', 'language', 'questions', 'judge'] as const;
export type CalibrationArea = (typeof CALIBRATION_AREAS)[number];

/** The hand label that makes a case a behaviour for `agentdesk calibrate`. */
export interface CalibrationLabel {
  label: 'correct' | 'wrong';
  area: CalibrationArea;
  language: 'en' | 'es' | 'fr' | 'de' | 'pt' | 'hi' | 'it' | 'nl';
  /**
   * Assertions a correct grader fails on this behaviour (check names or assertion kinds); a rubric
   * line of `expect.judge` by its index, `judge[0]`, or all of them as `judge`.
   */
  fails?: string[];
  /** Assertions a correct grader leaves unjudged. */
  unjudged?: string[];
  why: string;
}

export interface ToolsExpect {
  called?: ToolName[];
  sequence?: ToolName[];
  notCalled?: ToolName[];
  args?: { tool: ToolName; match: Record<string, unknown> }[];
  maxCalls?: number;
}

/** Expected fields of one record; only the named fields are compared. */
type RecordExpect = Record<string, unknown>;

/** `refunds: { count: 1, R1: { amount: 40.00 } }` */
export type CollectionExpect = { count?: number } & Record<string, RecordExpect | number | undefined>;

export const COLLECTIONS = ['customers', 'products', 'orders', 'refunds', 'tickets', 'proposals'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** The session after the visit: who it serves (`customer`), or whether anyone was identified at all. */
export interface SessionExpect {
  customer?: string;
  identified?: boolean;
}

export interface StateExpect {
  session?: SessionExpect;
  orders?: CollectionExpect;
  refunds?: CollectionExpect;
  tickets?: CollectionExpect;
  customers?: CollectionExpect;
  products?: CollectionExpect;
  proposals?: CollectionExpect;
  unchanged?: CollectionName[];
}

/**
 * `world: reference`: the final world must equal the world the case's reference produces, every
 * field but those `ignore` names (dot paths, `*` for any one segment, e.g. `tickets.*.priority`)
 * and the built-in ignores (the proposals, reasons and creation times the agent writes).
 */
export type WorldExpect = 'reference' | { equals: 'reference'; ignore?: string[] };

/** The extra fields a `world` expectation allows to differ ([] for the short form). */
export function worldIgnores(world: WorldExpect): string[] {
  return typeof world === 'string' ? [] : (world.ignore ?? []);
}

/** The case's `world` as graded: its own, else the config's default; none for `world: false`. */
export function worldOf(data: GoldenCaseData): WorldExpect | undefined {
  const world = data.expect.world;
  return world === false ? undefined : world;
}

export interface GuardsExpect {
  refused?: { tool: ToolName; code: ToolErrorCode }[];
  /** No guard refused or rewrote anything during the visit. */
  none?: boolean;
}

export interface ReplyExpect {
  /** 1-based customer turn; the last reply when absent. */
  turn?: number;
  language?: string;
  contains?: string[];
  notContains?: string[];
  /** `/pattern/flags` or a bare pattern. */
  matches?: string[];
  asksQuestion?: boolean;
}

export interface CaseExpect {
  /** Triage of the first turn, or one per turn. */
  intent?: Intent | Intent[];
  tools?: ToolsExpect;
  anyOf?: ToolsExpect[];
  state?: StateExpect;
  /** The final world graded whole, against the world the reference produces; `false`: not, whatever the config's default. */
  world?: WorldExpect | false;
  guards?: GuardsExpect;
  /** One block (the last reply unless `turn`), or several. */
  reply?: ReplyExpect | ReplyExpect[];
  judge?: string[];
}

export interface ReferenceCall {
  tool: string;
  args?: Record<string, unknown>;
}

export interface ReferenceTurn {
  triage: { intent: Intent; language?: string; risk?: RiskFlag[] };
  calls?: ReferenceCall[];
  reply: string;
  /** The branch of a reactive customer turn this reference turn answers (required there). Extension of v1. */
  branch?: BranchId;
}

/** The case exactly as written (after schema validation). */
export interface GoldenCaseData {
  id: string;
  title?: string;
  category: string;
  tags?: string[];
  severity?: Severity;
  given: CaseGiven;
  conversation: CaseTurn[];
  expect: CaseExpect;
  reference?: ReferenceTurn[];
  calibration?: CalibrationLabel;
  /** A simulated customer for live runs (docs/case-format.md "A simulated customer"); the offline reference ignores it. */
  user?: CaseUser;
}

/**
 * Who the customer is, for a live run with a user model: the first `opening` scripted turns are
 * played, then the user model says each next line from `instructions`, until it is done or the
 * customer has said `maxTurns` lines in all. Without a user model (and on the reference) the
 * whole scripted `conversation` is played, as if the block were absent.
 */
export interface CaseUser {
  /** Who the customer is, what they want, what they know (their email, zip, order) and how they react. */
  instructions: string;
  /** Scripted turns played before the simulator takes over (default 1). */
  opening?: number;
  /** Customer turns in all, the scripted opening included (default 10). */
  maxTurns?: number;
}

export const USER_DEFAULTS = Object.freeze({ opening: 1, maxTurns: 10 });

/** A YAML path inside a case, e.g. `['expect', 'state', 'orders', 'A1001', 'status']`. */
export type NodePath = readonly (string | number)[];

export interface SourcePosition {
  line: number;
  column: number;
}

/** A case as loaded: its data, where it came from, and a way back to its source positions. */
export interface LoadedCase {
  data: GoldenCaseData;
  /** Path as given on the command line or found in a folder, relative to cwd when possible. */
  file: string;
  /** sha256 of the file's bytes, hex. */
  hash: string;
  /**
   * Position of the node at `path`, or of its nearest existing ancestor.
   * Used to point a verdict at the assertion's line.
   */
  locate(path: NodePath): SourcePosition;
}

/** Formats a path the way messages show it: `orders[0].status`. */
export function formatPath(path: NodePath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

/** The text of a customer line (a plain turn, or a branch of a reactive one). */
export function turnText(turn: string | CaseLine): string {
  return typeof turn === 'string' ? turn : turn.say;
}

/** The case writer's word on whether a line consents (`confirms:`), undefined when unsaid. */
export function turnConsent(turn: string | CaseLine): boolean | undefined {
  return typeof turn === 'string' ? undefined : turn.confirms;
}
