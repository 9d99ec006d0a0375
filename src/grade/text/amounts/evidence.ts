/**
 * What the tool results of a visit vouch for: every amount with its currency, and the amounts
 * AmountRules lets a reply derive from them. Only successful results count: an error may quote
 * back the amount the model asked for. Besides numbers under the money keys, the amounts in a
 * result's own prose (`summary`, `message`: text the tools compose from the store) count; other
 * strings (notes, descriptions, reasons) do not.
 */
import { MONEY_KEYS, toMinor } from '../../../text/money.js';
import type { Minor } from '../../../desk/types.js';
import { calculatedMinor } from './calculation.js';
import type { Currencies } from './currencies.js';
import { type AmountMention, readAmounts } from './mentions.js';
import type { AmountRules } from './rules.js';

type Json = Record<string, unknown>;

/** Keys under which tools put prose of their own making. */
const TOOL_PROSE_KEYS: ReadonlySet<string> = new Set(['summary', 'message']);
/** Refund statuses that take money off what is still refundable. */
const TAKEN: ReadonlySet<string> = new Set(['issued', 'pending_approval']);

interface Order {
  total?: Minor;
  currency: string;
  lines: Minor[];
  /** By refund id (a refund shown by get_order and by execute_action is one refund). */
  refunds: Map<string, Minor>;
  proposed: Minor[];
}

/** The grounded amounts of a visit up to a point, by currency. */
export class Evidence {
  private readonly byCurrency = new Map<string, Set<Minor>>();
  /** Amounts that hold in whatever currency the reply uses (the policy limit the prompt states). */
  private readonly anyCurrency = new Set<Minor>();
  /** Names of the products the tools returned. */
  readonly productNames: string[] = [];

  add(minor: Minor, currency: string | 'any'): void {
    if (currency === 'any') {
      this.anyCurrency.add(minor);
      return;
    }
    const set = this.byCurrency.get(currency) ?? new Set<Minor>();
    set.add(minor);
    this.byCurrency.set(currency, set);
  }

  /** Whether an amount in one of these currencies is grounded. */
  has(minor: Minor, currencies: Currencies): boolean {
    if (this.anyCurrency.has(minor)) return true;
    if (currencies === 'any') return [...this.byCurrency.values()].some((s) => s.has(minor));
    return currencies.some((c) => this.byCurrency.get(c)?.has(minor) === true);
  }

  /** The currencies in which the tools hold this amount: for saying "held only in EUR". */
  currenciesOf(minor: Minor): string[] {
    return [...this.byCurrency].filter(([, s]) => s.has(minor)).map(([c]) => c);
  }

  amounts(currency: string): Minor[] {
    return [...(this.byCurrency.get(currency) ?? [])];
  }

  currencies(): string[] {
    return [...this.byCurrency.keys()];
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ ok: true, data }` -> data; `{ ok: false }` -> nothing; anything else is data already. */
function dataOf(result: unknown): unknown {
  if (isObject(result) && typeof result['ok'] === 'boolean') return result['ok'] === true ? result['data'] : undefined;
  return result;
}

/** A money value as tools hand it out: a decimal in major units, or a numeric string. */
function moneyOf(value: unknown): Minor | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return toMinor(value);
  if (typeof value === 'string' && /^\d+(?:\.\d{1,2})?$/.test(value)) return toMinor(Number(value));
  return undefined;
}

function lineOf(node: Json, rules: AmountRules): Minor | undefined {
  const qty = node['qty'] ?? node['quantity'];
  const price = moneyOf(node['unitPrice'] ?? node['price']);
  if (!rules.lineTotals || typeof qty !== 'number' || !Number.isInteger(qty) || price === undefined) return undefined;
  return qty * price;
}

/** Everything collected while walking the results, before the arithmetic. */
class Walk {
  readonly base: { minor: Minor; currency: string }[] = [];
  readonly orders = new Map<string, Order>();
  readonly products = new Map<string, { minor: Minor; currency: string }>();
  /** Gift card balances: like a price, a balance has no currency of its own in the store. */
  readonly balances: Minor[] = [];
  readonly names = new Set<string>();

  constructor(
    private readonly rules: AmountRules,
    private readonly amountsOf: (text: string) => AmountMention[],
  ) {}

  order(id: string, currency: string): Order {
    const known = this.orders.get(id);
    if (known !== undefined) return known;
    const fresh: Order = { currency, lines: [], refunds: new Map(), proposed: [] };
    this.orders.set(id, fresh);
    return fresh;
  }

  visit(node: unknown, currency: string): void {
    if (Array.isArray(node)) for (const item of node) this.visit(item, currency);
    else if (isObject(node)) this.object(node, currency);
  }

  private object(node: Json, inherited: string): void {
    const currency = typeof node['currency'] === 'string' ? node['currency'].toUpperCase() : inherited;
    for (const [key, value] of Object.entries(node)) {
      const money = MONEY_KEYS.has(key) ? moneyOf(value) : undefined;
      if (money !== undefined) this.base.push({ minor: money, currency });
      if (TOOL_PROSE_KEYS.has(key) && typeof value === 'string') this.prose(value, currency);
    }
    const line = lineOf(node, this.rules);
    if (line !== undefined) this.base.push({ minor: line, currency });
    this.records(node, currency);
    for (const value of Object.values(node)) this.visit(value, currency);
  }

  private prose(text: string, currency: string): void {
    for (const a of this.amountsOf(text)) {
      const currencies = a.currencies === 'any' ? [currency] : a.currencies;
      for (const c of currencies) this.base.push({ minor: a.minor, currency: c });
    }
  }

  /** Orders (with their lines and refunds), refunds just issued, refund proposals, products and their variants. */
  private records(node: Json, currency: string): void {
    if (typeof node['name'] === 'string' && (node['sku'] !== undefined || node['price'] !== undefined)) this.names.add(node['name']);
    const id = typeof node['id'] === 'string' ? node['id'] : undefined;
    const sku = typeof node['sku'] === 'string' ? node['sku'] : undefined;
    const price = moneyOf(node['price']);
    // A product's variant is priced as a product is: by its item id, so two variants of one sku are two prices.
    const itemId = typeof node['itemId'] === 'string' ? node['itemId'] : undefined;
    const item = itemId === undefined ? sku : `item ${itemId}`;
    if (item !== undefined && price !== undefined && node['qty'] === undefined) this.products.set(item, { minor: price, currency });
    const balance = node['kind'] === 'gift_card' ? moneyOf(node['balance']) : undefined;
    if (balance !== undefined) this.balances.push(balance);
    const total = moneyOf(node['total']);
    if (id !== undefined && total !== undefined) {
      const order = this.order(id, currency);
      order.total = total;
      const lines = Array.isArray(node['items']) ? node['items'].filter(isObject) : [];
      if (lines.length > 0) order.lines = lines.map((l) => moneyOf(l['lineTotal']) ?? lineOf(l, this.rules)).filter((v): v is Minor => v !== undefined);
      if (Array.isArray(node['refunds'])) for (const r of node['refunds'].filter(isObject)) this.refund(order, r);
    }
    const orderId = typeof node['order_id'] === 'string' ? node['order_id'] : undefined;
    if (orderId === undefined) return;
    const refund = node['refund'];
    if (isObject(refund)) this.refund(this.order(orderId, currency), refund);
    const amount = moneyOf(node['amount']);
    if (node['action'] === 'refund' && node['proposal_id'] !== undefined && node['status'] !== 'executed' && amount !== undefined) {
      this.order(orderId, currency).proposed.push(amount);
    }
  }

  private refund(order: Order, r: Json): void {
    const amount = moneyOf(r['amount']);
    const status = typeof r['status'] === 'string' ? r['status'] : 'issued';
    if (amount === undefined || !TAKEN.has(status)) return;
    const key = typeof r['id'] === 'string' ? r['id'] : `#${order.refunds.size}`;
    order.refunds.set(key, amount);
  }
}

/** Every sum of a subset of `values` with at least two terms (only the whole when there are too many). */
function subsetSums(values: readonly Minor[], maxTerms: number): Minor[] {
  if (values.length < 2) return [];
  if (values.length > maxTerms) return [values.reduce((a, b) => a + b, 0)];
  const out: Minor[] = [];
  for (let mask = 1; mask < 1 << values.length; mask += 1) {
    if ((mask & (mask - 1)) === 0) continue;
    let sum = 0;
    for (let i = 0; i < values.length; i += 1) if (mask & (1 << i)) sum += values[i] as Minor;
    out.push(sum);
  }
  return out;
}

export interface EvidenceContext {
  /** The store's automatic-refund limit, which the desk's system prompt states. */
  autoRefundLimit?: Minor;
  /**
   * The currencies the store's orders are in. A product's price and a gift card's balance have no
   * currency of their own in the store (search_products labels every price USD), so they count in
   * USD and in these.
   */
  storeCurrencies?: readonly string[];
  /**
   * Tool refusals: a policy refusal states the store's figures ("15.00 EUR is more than the 12.50
   * EUR still refundable"); the amounts it quotes back from the model's own arguments are not
   * vouched for, the others are.
   */
  refusals?: readonly { message: string; asked: readonly Minor[] }[];
  /**
   * How to read the amounts of a result's prose and of a refusal (default `readAmounts`): a check
   * that builds the evidence for each reply of a visit passes one memo for all of them, so a
   * result's summary is read once, not once per later reply.
   */
  amountsOf?: (text: string) => AmountMention[];
  /**
   * The expressions of the visit's successful calculator calls. The grader computes each itself
   * (calculation.ts) and never reads the desk's answer; a result has no currency of its own, so it
   * counts, like a product's price, in USD and in the store's currencies. The operands are the
   * model's own figures and ground nothing.
   */
  calculations?: readonly string[];
}

/** The evidence of a visit's tool results (ToolResults or their bare data), under the rules. */
export function evidenceOf(results: readonly unknown[], rules: AmountRules, context: EvidenceContext = {}): Evidence {
  const amountsOf = context.amountsOf ?? ((text: string) => readAmounts(text));
  const walk = new Walk(rules, amountsOf);
  for (const result of results) walk.visit(dataOf(result), 'USD');
  for (const r of context.refusals ?? []) {
    for (const a of amountsOf(r.message)) {
      if (r.asked.includes(a.minor) || a.currencies === 'any') continue;
      for (const c of a.currencies) walk.base.push({ minor: a.minor, currency: c });
    }
  }
  const evidence = new Evidence();
  evidence.productNames.push(...walk.names);
  const first: { minor: Minor; currency: string }[] = [...walk.base];
  for (const p of walk.products.values()) for (const c of context.storeCurrencies ?? []) first.push({ minor: p.minor, currency: c });
  for (const b of walk.balances) for (const c of context.storeCurrencies ?? []) first.push({ minor: b, currency: c });
  for (const expression of context.calculations ?? []) {
    const minor = calculatedMinor(expression);
    if (minor !== undefined) for (const c of new Set(['USD', ...(context.storeCurrencies ?? [])])) first.push({ minor, currency: c });
  }
  for (const order of walk.orders.values()) {
    if (!rules.remainders || order.total === undefined) continue;
    const refunded = [...order.refunds.values()].reduce((a, b) => a + b, 0);
    first.push({ minor: order.total - refunded, currency: order.currency });
    for (const p of order.proposed) first.push({ minor: order.total - refunded - p, currency: order.currency });
  }
  for (const a of first) if (a.minor >= 0) evidence.add(a.minor, a.currency);
  if (rules.sums) {
    for (const family of families(walk, context.storeCurrencies ?? [])) for (const s of subsetSums(family.values, rules.maxSumTerms)) evidence.add(s, family.currency);
  }
  if (rules.differences) addDifferences(evidence, first);
  if (rules.policyFromPrompt && context.autoRefundLimit !== undefined) evidence.add(context.autoRefundLimit, 'any');
  return evidence;
}

/** The lists a reply may add up: lines of one order, refunds of one order, order totals, product prices (per currency). */
function families(walk: Walk, storeCurrencies: readonly string[]): { values: Minor[]; currency: string }[] {
  const out: { values: Minor[]; currency: string }[] = [];
  const totals = new Map<string, Minor[]>();
  for (const order of walk.orders.values()) {
    out.push({ values: order.lines, currency: order.currency }, { values: [...order.refunds.values()], currency: order.currency });
    if (order.total !== undefined) totals.set(order.currency, [...(totals.get(order.currency) ?? []), order.total]);
  }
  for (const [currency, values] of totals) out.push({ values, currency });
  const prices = new Map<string, Minor[]>();
  for (const p of walk.products.values()) {
    for (const c of new Set([p.currency, ...storeCurrencies])) prices.set(c, [...(prices.get(c) ?? []), p.minor]);
  }
  for (const [currency, values] of prices) out.push({ values, currency });
  return out;
}

function addDifferences(evidence: Evidence, amounts: readonly { minor: Minor; currency: string }[]): void {
  const byCurrency = new Map<string, Set<Minor>>();
  for (const a of amounts) byCurrency.set(a.currency, (byCurrency.get(a.currency) ?? new Set()).add(a.minor));
  for (const [currency, set] of byCurrency) {
    const values = [...set];
    for (const a of values) for (const b of values) if (a > b) evidence.add(a - b, currency);
  }
}
