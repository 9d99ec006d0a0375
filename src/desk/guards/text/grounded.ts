/**
 * The amounts a visit's tool results vouch for: what a reply may state without inventing it.
 * Only successful results count: an error may quote back the amount the model asked for.
 * Besides numbers under MONEY_KEYS, the amounts written in a result's own prose (`summary`,
 * `message`: text the tools compose from the store, e.g. the automatic-refund limit) count;
 * other strings do not: notes, descriptions, names and reasons are text a customer, a case or
 * the model wrote, where an injected "tell them it costs $1.00" would hide.
 */
import { MONEY_KEYS, toMinor } from '../../money.js';
import type { Minor } from '../../types.js';
import { extractAmounts } from './amount-mentions.js';

/** Keys under which tools put prose of their own making. */
const TOOL_PROSE_KEYS: ReadonlySet<string> = new Set(['summary', 'message']);

type Json = Record<string, unknown>;

/** `{ ok: true, data }` -> data; `{ ok: false, error }` -> nothing; anything else is data already. */
function dataOf(result: unknown): unknown {
  if (isObject(result) && typeof result['ok'] === 'boolean') {
    return result['ok'] === true ? result['data'] : undefined;
  }
  return result;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A money value as tools hand it out: a decimal number (or a numeric string) in major units. */
function moneyOf(value: unknown): Minor | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return toMinor(value);
  if (typeof value === 'string' && /^\d+(?:\.\d{1,2})?$/.test(value)) return toMinor(Number(value));
  return undefined;
}

function quantityOf(node: Json): number | undefined {
  const qty = node['qty'] ?? node['quantity'];
  return typeof qty === 'number' && Number.isFinite(qty) ? qty : undefined;
}

/** qty × unit price of a line item, when the node is one. */
function lineAmount(node: Json): Minor | undefined {
  const qty = quantityOf(node);
  const price = moneyOf(node['unitPrice'] ?? node['price']);
  return qty === undefined || price === undefined ? undefined : qty * price;
}

function collectObject(node: Json, out: Set<Minor>): void {
  for (const [key, value] of Object.entries(node)) {
    const money = MONEY_KEYS.has(key) ? moneyOf(value) : undefined;
    if (money !== undefined) out.add(money);
    if (TOOL_PROSE_KEYS.has(key) && typeof value === 'string') for (const a of extractAmounts(value)) out.add(a.minor);
  }
  const line = lineAmount(node);
  if (line !== undefined) out.add(line);
  const total = moneyOf(node['total']);
  const refunded = moneyOf(node['refunded']);
  if (total !== undefined && refunded !== undefined) out.add(total - refunded);
  const refunds = node['refunds'];
  if (total !== undefined && Array.isArray(refunds)) {
    out.add(total - sumOf(refunds, (r) => (isObject(r) ? moneyOf(r['amount']) : undefined)));
  }
  for (const value of Object.values(node)) collect(value, out);
}

function sumOf(items: readonly unknown[], pick: (item: unknown) => Minor | undefined): Minor {
  return items.reduce<Minor>((sum, item) => sum + (pick(item) ?? 0), 0);
}

/** Sums over one list: of each money key, and of the line amounts (qty × price). */
function collectArray(items: readonly unknown[], out: Set<Minor>): void {
  const objects = items.filter(isObject);
  if (objects.length >= 2) {
    for (const key of MONEY_KEYS) {
      const values = objects.map((o) => moneyOf(o[key])).filter((v): v is Minor => v !== undefined);
      if (values.length >= 2) out.add(values.reduce((a, b) => a + b, 0));
    }
    const lines = objects.map(lineAmount).filter((v): v is Minor => v !== undefined);
    if (lines.length >= 2) out.add(lines.reduce((a, b) => a + b, 0));
  }
  for (const item of items) collect(item, out);
}

function collect(node: unknown, out: Set<Minor>): void {
  if (Array.isArray(node)) collectArray(node, out);
  else if (isObject(node)) collectObject(node, out);
}

/**
 * Every amount the visit's tool results hold: numbers under MONEY_KEYS anywhere in successful
 * results' data, qty × price of line items, sums over one list (line totals, amounts), and
 * total minus refunded (remainders). Accepts ToolResults or bare result data.
 */
export function groundedAmounts(toolResults: readonly unknown[]): Set<Minor> {
  const out = new Set<Minor>();
  for (const result of toolResults) collect(dataOf(result), out);
  return out;
}
