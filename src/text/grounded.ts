/**
 * The amounts a visit's tool results vouch for: what a reply may state without inventing it.
 * Only successful results count (the resolver hands over their data alone): an error may quote
 * back the amount the model asked for. Besides numbers under MONEY_KEYS, the amounts written in a result's own prose (`summary`,
 * `message`: text the tools compose from the store, e.g. the automatic-refund limit) count;
 * other strings do not: notes, descriptions, names and reasons are text a customer, a case or
 * the model wrote, where an injected "tell them it costs $1.00" would hide.
 * Each amount keeps the currency of its record (USD when none is named), so "25,00 $" is not
 * vouched for by a 25,00 € order. A calculator result (`result` beside an `expression`) and a gift
 * card's balance have no currency: they are kept apart, for the guard to take in the store's currencies. A calculation's
 * operands are the model's own figures and vouch for nothing.
 */
import { CALCULATED_KEY, isCalculation } from './calculation.js';
import { MONEY_KEYS, toMinor } from './money.js';
import type { Minor } from '../desk/types.js';
import { extractAmounts } from './amount-mentions.js';

/** Keys under which tools put prose of their own making. */
const TOOL_PROSE_KEYS: ReadonlySet<string> = new Set(['summary', 'message']);
/** Lists longer than this are only summed whole, not by every subset. */
const MAX_SUBSET = 8;

type Json = Record<string, unknown>;

/** The money a visit's tool results vouch for, by currency. */
export class GroundedMoney {
  private readonly byCurrency = new Map<string, Set<Minor>>();
  /** Names of products the tools returned ("$25 Gift Card"): an amount inside one is a name, not a price. */
  readonly productNames = new Set<string>();
  /** Amounts with no currency of their own: what the calculator computed, and gift card balances (the store keeps a balance as a bare number). */
  readonly currencyless = new Set<Minor>();

  add(minor: Minor, currency: string): void {
    const set = this.byCurrency.get(currency) ?? new Set<Minor>();
    set.add(minor);
    this.byCurrency.set(currency, set);
  }

  /** Vouched for in one of these currencies, or in any when the amount names none. */
  has(minor: Minor, currencies?: readonly string[]): boolean {
    const sets = [...this.byCurrency].filter(([c]) => currencies === undefined || c === '*' || currencies.includes(c));
    return sets.some(([, set]) => set.has(minor));
  }
}

interface OrderFacts {
  total?: Minor;
  currency: string;
  refunds: Map<string, Minor>;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A money value as the tools' views hand it out: a decimal number in major units. A number that is
 * not finite would only put NaN or ±Infinity among the vouched amounts, which no amount of a reply
 * equals (extractAmounts reads finite numbers only), so it needs no test of its own.
 */
function moneyOf(value: unknown): Minor | undefined {
  return typeof value === 'number' ? toMinor(value) : undefined;
}

/** The currency a record names (the views write ISO codes, upper case), or the one it is inside. */
function currencyOf(node: Json, inherited: string): string {
  return typeof node['currency'] === 'string' ? node['currency'] : inherited;
}

/** Every sum of two or more of the values (only the whole sum for long lists). */
function sums(values: readonly Minor[]): Minor[] {
  if (values.length < 2) return [];
  if (values.length > MAX_SUBSET) return [values.reduce((a, b) => a + b, 0)];
  const out: Minor[] = [];
  for (let mask = 3; mask < 1 << values.length; mask += 1) {
    if ((mask & (mask - 1)) === 0) continue;
    out.push(values.reduce((sum, v, i) => (mask & (1 << i) ? sum + v : sum), 0));
  }
  return out;
}

class Collector {
  readonly money = new GroundedMoney();
  private readonly orders = new Map<string, OrderFacts>();

  private order(id: string, currency: string): OrderFacts {
    const known = this.orders.get(id) ?? { currency, refunds: new Map() };
    this.orders.set(id, known);
    return known;
  }

  collect(node: unknown, currency: string): void {
    if (Array.isArray(node)) this.list(node, currency);
    else if (isObject(node)) this.object(node, currency);
  }

  private object(node: Json, inherited: string): void {
    const currency = currencyOf(node, inherited);
    for (const [key, value] of Object.entries(node)) {
      const money = MONEY_KEYS.has(key) ? moneyOf(value) : undefined;
      if (money !== undefined) this.money.add(money, currency);
      // The tools write their prose as a string, its amounts as formatAmount does ("25.00 EUR"), in the currency of the record.
      if (TOOL_PROSE_KEYS.has(key)) for (const a of extractAmounts(String(value))) if (a.minor !== undefined) this.money.add(a.minor, currency);
    }
    if (isCalculation(node)) this.money.currencyless.add(toMinor(node[CALCULATED_KEY]));
    const balance = node['kind'] === 'gift_card' ? moneyOf(node['balance']) : undefined;
    if (balance !== undefined) this.money.currencyless.add(balance);
    // A record with a sku is a product or an order line, and both views give its name.
    if (typeof node['sku'] === 'string') this.money.productNames.add(String(node['name']));
    this.orderFacts(node, currency);
    for (const value of Object.values(node)) this.collect(value, currency);
  }

  /** Totals and refunds per order, across results: a refund issued in the visit lowers what remains. */
  private orderFacts(node: Json, currency: string): void {
    const total = moneyOf(node['total']);
    if (total !== undefined) {
      const order = this.order(String(node['id']), currency);
      order.total = total;
      if (Array.isArray(node['refunds'])) for (const r of node['refunds']) this.refund(order, r);
    }
    if (isObject(node['refund'])) this.refund(this.order(String(node['order_id']), currency), node['refund']);
  }

  /**
   * Every refund the store holds takes money off what is refundable: its statuses are issued and
   * pending_approval (REFUND_STATUSES), both counted by the policy's refundableRemainder.
   */
  private refund(order: OrderFacts, r: Json): void {
    const amount = moneyOf(r['amount']);
    if (amount !== undefined) order.refunds.set(String(r['id']), amount);
  }

  /**
   * Sums over one list, of each money key by every subset (line totals, order totals, refunds), in
   * the currency of the list's first record that holds the key (sums needs two).
   */
  private list(items: readonly unknown[], currency: string): void {
    const objects = items.filter(isObject);
    for (const key of MONEY_KEYS) {
      const values = objects.filter((o) => moneyOf(o[key]) !== undefined);
      for (const s of sums(values.map((o) => moneyOf(o[key]) as Minor))) this.money.add(s, currencyOf(values[0] as Json, currency));
    }
    for (const item of items) this.collect(item, currency);
  }

  /** What remains of each order once the refunds the results showed are taken off. */
  remainders(): void {
    for (const order of this.orders.values()) {
      if (order.total === undefined) continue;
      const refunded = [...order.refunds.values()].reduce((a, b) => a + b, 0);
      this.money.add(order.total - refunded, order.currency);
    }
  }
}

export interface GroundingContext {
  /** The store's automatic-refund limit: the desk's system prompt states it, so a reply may too. */
  autoRefundLimit?: Minor;
}

/**
 * Every amount the data of the visit's successful tool results holds, by currency: numbers under
 * MONEY_KEYS (a line's qty × price is its `lineTotal`, an order's remainder its `refundable`), sums
 * over one list (line totals, order totals, amounts), what remains of an order after the refunds
 * issued in the visit, and the automatic-refund limit; apart, the calculator's results. It reads the records as the views
 * (desk/tools/views.ts) write them: an order has an id, a refund an id.
 */
export function groundedMoney(toolResults: readonly unknown[], context: GroundingContext = {}): GroundedMoney {
  const c = new Collector();
  for (const data of toolResults) c.collect(data, 'USD');
  c.remainders();
  if (context.autoRefundLimit !== undefined) c.money.add(context.autoRefundLimit, '*');
  return c.money;
}

