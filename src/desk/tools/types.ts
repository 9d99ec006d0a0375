/**
 * The tool contract: each tool is a small object in a registry (TOOLS), run at one boundary
 * (runTool) that validates arguments and injects faults before the tool and its guards run.
 */
import type { ToolName } from '../../cases/types.js';
import type { ToolDefinition } from '../../model/types.js';
import type { IdentityNeed } from '../guards/identity.js';
import type { DeskRules } from '../guards/rules.js';
import type { Store } from '../store.js';
import type { GuardDecision, ToolResult } from '../types.js';

export interface ConversationState {
  /** Customer turn texts so far; index = 0-based turn; the current turn is the last. */
  customerTurns: string[];
  /** Proposal ids that a delivered, unrewritten reply has shown to the customer (the resolver adds them at the end of a turn). */
  shownProposals: Set<string>;
}

export interface ToolContext {
  store: Store;
  conversation: ConversationState;
  rules: DeskRules;
}

export interface ToolOutcome {
  result: ToolResult;
  /** The guard decision this call produced, recorded in the transcript (never shown to the model). */
  guard?: GuardDecision;
}

/** read: changes nothing; prepare: records a proposal for the customer to confirm; write: changes the world. */
export type ToolKind = 'read' | 'prepare' | 'write';

export interface ToolSpec {
  name: ToolName;
  kind: ToolKind;
  /** What it does in a few words, with its arguments: the case schema's description of its name (`npm run schema:tools`). */
  summary: string;
  /**
   * When triage offers it: `always` (the reads and the hand-off), or `change`: only on a turn whose
   * intent is a change or while a proposal awaits the customer's yes, and never on a turn suspected
   * of injection.
   */
  offered: 'always' | 'change';
  /**
   * What it needs of the session (the identity guard, src/desk/guards/identity.ts): `customer`
   * (the default: it reads or changes a customer's records, so it is refused until the customer is
   * identified), `open` (nothing personal: the catalogue) or `identifies` (it identifies the customer).
   */
  identity?: IdentityNeed;
  definition: ToolDefinition;
  /** Runs with arguments already validated against definition.parameters. */
  run(args: Record<string, unknown>, ctx: ToolContext): ToolOutcome;
}
