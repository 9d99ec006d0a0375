/**
 * The simulated customer (tau2 style): after a case's scripted opening, a user model says each next
 * customer line from the case's `user.instructions`, one JSON answer per turn:
 * `{ message, done, confirms? }`. It knows the instructions and, of the world, only what a customer
 * knows of the orders the instructions name (what they bought): never the store's internals (status,
 * notes, other customers). Any failure of the user model is `user_model_error`, never the agent's:
 * the trial is unjudged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { CaseGiven, CaseUser } from '../cases/types.js';
import { USER_DEFAULTS } from '../cases/types.js';
import { readJsonAnswer } from '../model/json-answer.js';
import { type ChatMessage, type Model, ModelError, type ModelRequest, type ModelResponse } from '../model/types.js';
import { packageRoot } from '../paths.js';

/** The answer the user model is asked for. Not strict: `confirms` may be left out. */
export const CUSTOMER_TURN_SCHEMA = {
  name: 'customer_turn',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['message', 'done'],
    properties: {
      message: { type: 'string', description: "the customer's next message to the agent" },
      done: { type: 'boolean', description: 'true when the customer ends the chat' },
      confirms: { type: 'boolean', description: 'whether this message consents to the change the agent just proposed' },
    },
  },
} as const;

/** One line of the chat so far, as the simulated customer reads it. */
export interface ChatLine {
  by: 'customer' | 'agent';
  text: string;
}

/** What the user model said for one turn. */
export interface SimulatedLine {
  message: string;
  done: boolean;
  confirms?: boolean;
  /** What the JSON reading repaired, when it had to. */
  repaired?: string;
  request: ModelRequest;
  response: ModelResponse;
}

export interface SimulatorOptions {
  model: Model;
  user: CaseUser;
  given: CaseGiven;
  /** The system prompt's template (templates/prompts/customer.hbs unless a test passes its own). */
  template?: string;
}

/** A case's simulated customer for one trial. */
export interface Simulator {
  readonly modelId: string;
  readonly opening: number;
  readonly maxTurns: number;
  next(chat: readonly ChatLine[], signal?: AbortSignal): Promise<SimulatedLine>;
}

export function customerTemplate(): string {
  return readFileSync(join(packageRoot(), 'templates', 'prompts', 'customer.hbs'), 'utf8');
}

/**
 * What the customer knows of the world: of each order the instructions name by id, what they bought.
 * Nothing the instructions do not name, and nothing a customer would not know.
 */
export function customerFacts(instructions: string, given: CaseGiven): string[] {
  const words = new Set(instructions.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
  const products = new Map((given.products ?? []).map((p) => [p.sku, p.name]));
  return (given.orders ?? [])
    .filter((o) => words.has(o.id.toLowerCase()))
    .map((o) => `order ${o.id}: ${o.items.map((i) => `${i.qty} × ${products.get(i.sku) ?? i.sku}`).join(', ')}`);
}

/** The user model's messages: the agent's replies are its `user` turns, the customer's lines its own. */
export function simulatorMessages(system: string, chat: readonly ChatLine[]): ChatMessage[] {
  const turns: ChatMessage[] = chat.map((l) => (l.by === 'agent' ? { role: 'user', content: l.text } : { role: 'assistant', content: l.text }));
  // Opening with no scripted line: the chat window has just opened.
  if (turns.length === 0 || turns[0]?.role === 'assistant') turns.unshift({ role: 'user', content: '(The chat opens. Write your first message.)' });
  return [{ role: 'system', content: system }, ...turns];
}

function failed(message: string): ModelError {
  return new ModelError('user_model_error', `the user model (simulated customer): ${message}`);
}

/** Reads the user model's answer tolerantly (as triage does); an answer with no line is an error. */
export function readCustomerTurn(text: string | null): { message: string; done: boolean; confirms?: boolean; repaired?: string } {
  const read = readJsonAnswer(text);
  if ('error' in read) throw failed(read.error);
  const { message, done, confirms } = read.value;
  if (typeof done !== 'boolean') throw failed(`answer has no boolean "done": ${JSON.stringify(read.value).slice(0, 80)}`);
  if (typeof message !== 'string' || (!done && message.trim() === '')) throw failed(`answer has no "message": ${JSON.stringify(read.value).slice(0, 80)}`);
  if (confirms !== undefined && confirms !== null && typeof confirms !== 'boolean') throw failed(`"confirms" is not true or false: ${JSON.stringify(confirms)}`);
  return {
    message: message.trim(),
    done,
    ...(typeof confirms === 'boolean' ? { confirms } : {}),
    ...(read.repairs.length > 0 ? { repaired: read.repairs.join('; ') } : {}),
  };
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const { model, user, given } = options;
  const hbs = Handlebars.create();
  const system = hbs.compile(options.template ?? customerTemplate(), { noEscape: true, strict: false })({
    instructions: user.instructions.trim(),
    facts: customerFacts(user.instructions, given),
  });
  return {
    modelId: model.id,
    opening: user.opening ?? USER_DEFAULTS.opening,
    maxTurns: user.maxTurns ?? USER_DEFAULTS.maxTurns,
    async next(chat, signal) {
      const request: ModelRequest = { purpose: 'user', messages: simulatorMessages(system, chat), responseSchema: CUSTOMER_TURN_SCHEMA };
      let response: ModelResponse;
      try {
        response = await model.complete(request, signal ? { signal } : {});
      } catch (error) {
        // A replay without this exchange is stale like any other (the instructions changed), not an outage.
        if (error instanceof ModelError && error.reason === 'no_recording') throw error;
        if (error instanceof ModelError) throw failed(`${error.reason}: ${error.message}`);
        throw error;
      }
      return { ...readCustomerTurn(response.text), request, response };
    },
  };
}
