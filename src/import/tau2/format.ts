/**
 * tau2-bench's retail domain as its files hold it (`tasks.json`, `db.json` of
 * `data/tau2/domains/retail/`): only the fields the importer reads.
 */

export interface Tau2Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

export interface Tau2PaymentMethod {
  source: 'credit_card' | 'paypal' | 'gift_card' | string;
  id: string;
  brand?: string;
  last_four?: string;
  balance?: number;
}

export interface Tau2User {
  user_id: string;
  name: { first_name: string; last_name: string };
  address: Tau2Address;
  email: string;
  payment_methods: Record<string, Tau2PaymentMethod>;
  orders: string[];
}

export interface Tau2Variant {
  item_id: string;
  options: Record<string, string>;
  available: boolean;
  price: number;
}

export interface Tau2Product {
  name: string;
  product_id: string;
  variants: Record<string, Tau2Variant>;
}

export interface Tau2OrderItem {
  name: string;
  product_id: string;
  item_id: string;
  price: number;
  options: Record<string, string>;
}

export interface Tau2Payment {
  transaction_type: 'payment' | 'refund';
  amount: number;
  payment_method_id: string;
}

export interface Tau2Order {
  order_id: string;
  user_id: string;
  address: Tau2Address;
  items: Tau2OrderItem[];
  status: string;
  fulfillments: { tracking_id: string[]; item_ids: string[] }[];
  payment_history: Tau2Payment[];
}

export interface Tau2Db {
  products: Record<string, Tau2Product>;
  users: Record<string, Tau2User>;
  orders: Record<string, Tau2Order>;
}

export interface Tau2Action {
  action_id?: string;
  name: string;
  arguments: Record<string, unknown>;
}

export interface Tau2Instructions {
  task_instructions?: string | null;
  domain?: string;
  reason_for_call?: string | null;
  known_info?: string | null;
  unknown_info?: string | null;
}

export interface Tau2Task {
  id: string;
  user_scenario: { persona?: string | null; instructions: Tau2Instructions | string };
  evaluation_criteria?: { actions?: Tau2Action[] | null; communicate_info?: string[] | null } | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why the files are not tau2's retail format, or undefined when their shape is right. */
export function formatProblem(tasks: unknown, db: unknown): string | undefined {
  if (!Array.isArray(tasks)) return 'tasks.json is not a list of tasks';
  const bad = tasks.findIndex((t) => !isObject(t) || typeof t['id'] !== 'string' || !isObject(t['user_scenario']));
  if (bad >= 0) return `tasks.json: task ${bad + 1} has no string id or no user_scenario`;
  if (!isObject(db)) return 'db.json is not an object';
  for (const key of ['products', 'users', 'orders']) if (!isObject(db[key])) return `db.json has no ${key} object`;
  return undefined;
}
