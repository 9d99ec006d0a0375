/**
 * The tool registry and the tool boundary. Each tool's spec says what it is (kind) and when triage
 * offers it; triage, the graders and the audit derive their sets from the specs (`toolNames`), and
 * `ToolName` is this map's keys. Adding a tool is its file and a line here (then `npm run
 * schema:tools` writes it into the case schema and the graders' tool kinds; a sync test fails
 * until you do).
 */
import type { FaultCode } from '../../cases/types.js';
import type { ToolDefinition } from '../../model/types.js';
import { calculator } from './calculator.js';
import { escalateToHuman } from './escalate-to-human.js';
import { executeAction } from './execute-action.js';
import { findCustomerByEmail } from './find-customer-by-email.js';
import { findCustomerByNameZip } from './find-customer-by-name-zip.js';
import { getCustomer } from './get-customer.js';
import { getOrder } from './get-order.js';
import { getProduct } from './get-product.js';
import { listOrders } from './list-orders.js';
import { unidentified } from '../guards/identity.js';
import { failure, refused } from './outcome.js';
import { proposeAction } from './propose-action.js';
import { searchProducts } from './search-products.js';
import { trackShipment } from './track-shipment.js';
import type { ToolContext, ToolOutcome, ToolSpec } from './types.js';
import { compileValidators } from './validate.js';

export type { ToolContext, ToolOutcome, ToolSpec } from './types.js';

export const TOOLS = Object.freeze({
  find_customer_by_email: findCustomerByEmail,
  find_customer_by_name_zip: findCustomerByNameZip,
  get_customer: getCustomer,
  list_orders: listOrders,
  get_order: getOrder,
  track_shipment: trackShipment,
  search_products: searchProducts,
  get_product: getProduct,
  calculator,
  propose_action: proposeAction,
  execute_action: executeAction,
  escalate_to_human: escalateToHuman,
} satisfies Record<string, ToolSpec>);

/** A tool's name: a key of the registry. */
export type ToolName = keyof typeof TOOLS;

/** Every tool's name, in registry order. */
export const TOOL_NAMES: readonly ToolName[] = Object.freeze(Object.keys(TOOLS) as ToolName[]);

const VALIDATORS = compileValidators(TOOLS);

/** Frozen through and through, so one copy serves every request of every trial; a change throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const DEFINITIONS: Readonly<Record<ToolName, ToolDefinition>> = Object.freeze(
  Object.fromEntries(Object.entries(TOOLS).map(([name, spec]) => [name, deepFreeze(structuredClone(spec.definition))])) as Record<ToolName, ToolDefinition>,
);

/**
 * The definitions offered to the model, shared and frozen: a structured clone of each for every
 * customer turn was ~2.6 % of a run's CPU.
 */
export function toolDefinitions(names: readonly ToolName[]): ToolDefinition[] {
  return names.map((name) => DEFINITIONS[name]);
}

function isToolName(name: string): name is ToolName {
  return Object.hasOwn(TOOLS, name);
}

/** How an injected fault answers, like a real service would. */
const FAULTS: Readonly<Record<FaultCode, (tool: ToolName) => ToolOutcome>> = Object.freeze({
  timeout: (tool: ToolName) => failure('timeout', `${tool} timed out. Try again.`, true),
  unavailable: (tool: ToolName) => failure('unavailable', `${tool} is temporarily unavailable. Try again shortly.`, true),
  not_found: (tool: ToolName) => failure('not_found', `${tool} found nothing for this request.`),
});

/** Would the tool take these arguments? undefined when it would (or there is no such tool: UNKNOWN_TOOL says so). */
export function argumentsProblem(name: string, args: unknown): string | undefined {
  if (!isToolName(name)) return undefined;
  const checked = VALIDATORS[name](args);
  return checked.ok ? undefined : checked.message;
}

/**
 * The tool boundary: unknown tool -> invalid_arguments; a tool that needs an identified customer
 * before there is one -> forbidden (the identity guard: the desk refuses before any service is
 * asked); fault injection (store.takeFault) -> timeout/unavailable (retryable) or not_found;
 * argument validation against the tool's JSON schema -> invalid_arguments naming the field; then
 * the tool with its guards. Never throws.
 */
export function runTool(name: string, args: unknown, ctx: ToolContext): ToolOutcome {
  if (!isToolName(name)) {
    const known = Object.keys(TOOLS).join(', ');
    return refused('arguments', name, 'invalid_arguments', `There is no tool named "${name}". Tools: ${known}.`);
  }
  const early = unidentified(ctx.store, name, TOOLS[name].identity);
  if (early) return early;
  const fault = ctx.store.takeFault(name);
  if (fault !== undefined) return FAULTS[fault](name);
  const checked = VALIDATORS[name](args);
  if (!checked.ok) return refused('arguments', name, 'invalid_arguments', `Invalid arguments for ${name}: ${checked.message}.`);
  try {
    return TOOLS[name].run(checked.args, ctx);
  } catch (error) {
    // A bug in a tool must not crash the visit; the model sees a service error and the transcript keeps the cause.
    const message = error instanceof Error ? error.message : String(error);
    return failure('unavailable', `${name} failed unexpectedly (${message}).`);
  }
}

/** The tools whose spec matches, in registry order. */
export function toolNames(where: (spec: ToolSpec) => boolean): ToolName[] {
  return Object.values(TOOLS)
    .filter(where)
    .map((spec) => spec.name);
}
