/**
 * Triage: one model call per customer turn with a JSON-schema answer (intent, language, risk flags).
 * It picks which tools the resolver is offered.
 */
import { INTENTS, type Intent, RISK_FLAGS, type ToolName } from '../cases/types.js';
import { readJsonAnswer } from '../model/json-answer.js';
import type { ChatMessage, Model, ModelRequest, ModelResponse } from '../model/types.js';
import type { Store } from './store.js';
import { toolNames } from './tools/index.js';
import type { TriageOutput } from './types.js';

const TRIAGE_SCHEMA = {
  name: 'triage',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['intent', 'language', 'risk'],
    properties: {
      intent: { type: 'string', enum: [...INTENTS] },
      language: { type: 'string', description: 'BCP-47 tag of the language the customer writes in' },
      risk: { type: 'array', items: { type: 'string', enum: [...RISK_FLAGS] } },
    },
  },
} as const;

const ALWAYS: readonly ToolName[] = toolNames((t) => t.offered === 'always');
const FOR_A_CHANGE: readonly ToolName[] = toolNames((t) => t.offered === 'change');

/** Intents whose resolver may change an order. */
const WRITE_INTENTS: ReadonlySet<Intent> = new Set(['cancel_order', 'refund', 'change_address', 'exchange_items', 'modify_items', 'return_items', 'change_payment']);

/**
 * The tools offered for a turn (each tool's spec says which way, `offered`): reads and the hand-off
 * always; the two-phase write tools when the intent is a change, or when a proposal of this
 * customer awaits a yes (a bare "yes" is often not triaged as a change). A message suspected of
 * injection is never offered a write.
 */
export function toolsFor(triage: TriageOutput, store: Store): ToolName[] {
  const tools = [...ALWAYS];
  if (triage.risk.includes('injection_suspected')) return tools;
  const pending = [...store.proposals.values()].some(
    (p) => p.status === 'pending' && p.customer === store.session.customer,
  );
  if (WRITE_INTENTS.has(triage.intent) || pending) tools.push(...FOR_A_CHANGE);
  return tools;
}

/**
 * Parses the model's triage answer, tolerantly (a code fence, a `json` label, a sentence around
 * it, single quotes): what was repaired is said in `repaired`. Undefined output with a reason when
 * no valid answer can be read.
 */
export function parseTriage(response: ModelResponse): { output?: TriageOutput; error?: string; repaired?: string } {
  const read = readJsonAnswer(response.text);
  if ('error' in read) return { error: `triage ${read.error}` };
  const v = read.value as Partial<TriageOutput>;
  if (!INTENTS.includes(v.intent as Intent)) {
    return { error: `triage answer has no valid intent: ${JSON.stringify(read.value).slice(0, 80)}` };
  }
  const language = typeof v.language === 'string' && v.language.length > 0 ? v.language : 'en';
  const risk = Array.isArray(v.risk) ? v.risk.filter((r) => (RISK_FLAGS as readonly string[]).includes(r)) : [];
  const output = { intent: v.intent as Intent, language, risk };
  return read.repairs.length > 0 ? { output, repaired: read.repairs.join('; ') } : { output };
}

export interface TriageCall {
  output: TriageOutput;
  response: ModelResponse;
  /** The request as sent, for the trace. */
  request: ModelRequest;
  error?: string | undefined;
  /** How the answer was repaired to be read (e.g. `removed a code fence`), when it was. */
  repaired?: string;
}

/** Runs the triage call for the latest customer message. */
export async function triage(
  model: Model,
  system: string,
  history: readonly ChatMessage[],
  fallbackLanguage: string,
  signal?: AbortSignal,
): Promise<TriageCall> {
  const messages: ChatMessage[] = [{ role: 'system', content: system }, ...history];
  const request: ModelRequest = { purpose: 'triage', messages, responseSchema: { name: TRIAGE_SCHEMA.name, schema: TRIAGE_SCHEMA.schema } };
  const response = await model.complete(request, { signal });
  const parsed = parseTriage(response);
  if (parsed.output) return { output: parsed.output, response, request, ...(parsed.repaired ? { repaired: parsed.repaired } : {}) };
  // A broken triage answer must not stop the visit: production falls back to a safe default.
  return { output: { intent: 'other', language: fallbackLanguage, risk: [] }, response, request, error: parsed.error };
}
