import { createInterface } from 'node:readline';
import { parseCase } from '../../cases/index.js';
import type { LoadedCase } from '../../cases/types.js';
import { type CustomerLine, customerLine, ScriptError } from '../../customer/script.js';
import { loadConfig } from '../../config/load.js';
import { loadPrompts } from '../../desk/prompts.js';
import type { TranscriptStep, TurnRecord } from '../../desk/types.js';
import { DeskSession } from '../../desk/visit.js';
import { EXIT, InvalidInputError, UsageError } from '../../errors.js';
import { REFERENCE_MODEL_ID } from '../../model/backends/reference.js';
import { createProvider, resolveModelSpec } from '../../model/registry.js';
import { ModelError } from '../../model/types.js';
import { parseFlags } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';

const USAGE = `Usage: agentdesk chat --case <file> [--model <spec>] [--base-url <url>] [--say <text>]...

Talks to the desk by hand in a case's world (its customers, products, orders, clock and faults),
printing each triage, tool call with its arguments and result, guard verdict and reply.
With the reference model (the default) it replays the case's own conversation; with a live model it
reads your lines from the terminal (an empty line or Ctrl-D ends), or plays the --say lines in order.`;

const clip = (text: string, n = 160): string => (text.length > n ? `${text.slice(0, n)}…` : text);

export function renderTurn(turn: TurnRecord, steps: readonly TranscriptStep[]): string {
  const out = [`\n[turn ${turn.index + 1}] customer${turn.branch ? ` (${turn.branch.name})` : ''}: ${turn.customer}`];
  for (const s of steps.filter((x) => x.turn === turn.index)) {
    if (s.kind === 'triage') {
      out.push(`  triage: ${s.output.intent} · ${s.output.language} · risk: ${s.output.risk.join(', ') || 'none'}${s.error ? ` (${s.error})` : ''}`);
      out.push(`  tools offered: ${s.toolsOffered.join(', ')}`);
    } else if (s.kind === 'tool_call') {
      out.push(`  → ${s.tool} ${clip(JSON.stringify(s.args))}`);
      out.push(`    ← ${s.result.ok ? `ok ${clip(JSON.stringify(s.result.data))}` : `error ${s.result.error.code}: ${s.result.error.message}`}`);
      if (s.guard) out.push(`    guard ${s.guard.guard}: ${s.guard.verdict}${s.guard.code ? ` ${s.guard.code}` : ''} — ${s.guard.message}`);
    } else if (s.kind === 'guard') {
      out.push(`  guard ${s.decision.guard}: ${s.decision.verdict}${s.decision.code ? ` ${s.decision.code}` : ''} — ${s.decision.message}`);
    } else if (s.kind === 'reply') {
      if (s.raw !== s.text) out.push(`  (the model wrote: ${clip(s.raw, 400)})`);
      out.push(`  agent: ${s.text}`);
    }
  }
  return `${out.join('\n')}\n`;
}

async function loadOne(file: string, io: CliIO): Promise<LoadedCase> {
  const path = isAbsolute(file) ? file : join(io.cwd, file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError('usage/case-file', `cannot read case file '${file}'`);
  }
  const parsed = parseCase(text, file);
  if (!parsed.case || parsed.problems.length > 0) throw new InvalidInputError(parsed.problems);
  return parsed.case;
}

/** The case's own conversation, each reactive turn answering the turn the desk just played. */
async function* script(c: LoadedCase, session: DeskSession): AsyncGenerator<CustomerLine> {
  for (const [index, turn] of c.data.conversation.entries()) yield customerLine(turn, index, index === 0 ? undefined : session.agentTurn(index - 1));
}

async function* lines(io: CliIO): AsyncGenerator<string> {
  if (!io.stdin) return;
  const rl = createInterface({ input: io.stdin, terminal: false });
  io.stdout('you> ');
  for await (const line of rl) {
    if (line.trim() === '') break;
    yield line;
    io.stdout('you> ');
  }
  rl.close();
}

export const command: Command = {
  name: 'chat',
  summary: "talk to the desk by hand in a case's world",
  usage: USAGE,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      case: { type: 'string' },
      model: { type: 'string' },
      'base-url': { type: 'string' },
      say: { type: 'string', multiple: true },
      config: { type: 'string' },
    });
    if (positionals.length > 0) throw new UsageError('usage/operands', `chat takes no operands, got ${positionals.join(' ')}`, 'Name the case with --case <file>.');
    if (!values.case) throw new UsageError('usage/missing-flag', '--case <file> is required');
    const c = await loadOne(values.case, io);
    const { config, problems } = await loadConfig(values.config, { cwd: io.cwd });
    if (problems.length > 0) throw new InvalidInputError(problems);
    const spec = resolveModelSpec(values.model, config, io.env);
    const provider = createProvider({ spec, ...(config.model ? { settings: config.model } : {}), env: io.env, ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}) });
    const session = new DeskSession({ given: c.data.given, model: provider.forTrial({ case: c, trial: 1 }), prompts: loadPrompts() });
    const world = session.store;
    io.stdout(`Case ${c.data.id}: ${c.data.title ?? ''}\nModel: ${provider.id} · session ${world.session.customer ?? 'not identified yet (started without a sign-in)'} · now ${world.nowIso()} · ${world.orders.size} order(s)\n`);
    const source = values.say
      ? (async function* (): AsyncGenerator<CustomerLine> { yield* (values.say ?? []).map((say) => ({ say, path: [] })); })()
      : spec === REFERENCE_MODEL_ID
        ? script(c, session)
        : (async function* (): AsyncGenerator<CustomerLine> { for await (const say of lines(io)) yield { say, path: [] }; })();
    try {
      for await (const line of source) {
        const turn = await session.turn(line.say, line.after, line.branch);
        io.stdout(renderTurn(turn, session.transcript.steps));
      }
    } catch (error) {
      if (error instanceof ScriptError) {
        io.stderr(`\nThe case's script stopped: ${error.message}\n`);
        return EXIT.runFailed;
      }
      if (!(error instanceof ModelError)) throw error;
      io.stderr(`\nThe model could not answer (${error.reason}): ${error.message}\n`);
      return EXIT.runFailed;
    } finally {
      await provider.close?.();
    }
    return EXIT.ok;
  },
};
