/**
 * A simulated customer for live runs (a case's `user:` block, issue 15): two scripted models on the
 * loopback OpenAI-compatible server, the agent (answering from the case's reference) and the
 * customer (answering per request with `{ message, done, confirms? }`), through `agentdesk eval`
 * in-process. No network but loopback.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli, loadCases, memoryIO, type RunResults } from '../../src/index.js';
import { type Answer, type ChatRequest, type OpenAIServer, referenceResponder, type Responder, startOpenAIServer } from '../support/openai-server.js';
import { KEY } from '../model/helpers.js';

const root = join(import.meta.dirname, '..', '..');
const USER_KEY = 'sk-user-Yw42LoopbackCustomer00';
const CASE = 'golden/cancellation/cancel-simulated-customer-en.yaml';

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `agentdesk-${name}-`));

/** The customer's answer: the JSON line the user model is asked for. */
const says = (line: { message: string; done: boolean; confirms?: boolean }): Answer => ({ text: JSON.stringify(line) });

/** A customer that answers by how many lines it has said so far (its own lines are the assistant messages). */
function customer(lines: Answer[]): Responder {
  return ({ request }: ChatRequest) => {
    if (request.purpose !== 'user') throw new Error(`the customer's server got a ${request.purpose} request`);
    const said = request.messages.filter((m) => m.role === 'assistant').length;
    return lines[Math.min(said - 1, lines.length - 1)] ?? says({ message: '', done: true });
  };
}

/** A work folder holding the case(s) and a suites config with these extra keys. */
function workFolder(config: Record<string, unknown> = {}, files: string[] = [CASE]): string {
  const work = tmp('sim');
  for (const file of files) cpSync(join(root, file), join(work, 'cases', file.split('/').at(-1)!));
  const suites = { version: 1, defaultSuite: 'all', suites: { all: { select: {}, gate: { minPassRate: 1, maxUnjudgedRate: 0.5 } } }, ...config };
  writeFileSync(join(work, 'suites.yaml'), stringify(suites));
  return work;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

async function evalIn(work: string, args: string[], env: Record<string, string> = {}) {
  const out = tmp('sim-run');
  const io = memoryIO({ cwd: work, env: { AGENTDESK_API_KEY: KEY, AGENTDESK_USER_API_KEY: USER_KEY, ...env } });
  const code = await cli(['eval', 'cases', '--config', 'suites.yaml', '--out', out, '--reporter', 'json', '--reporter', 'md', '--reporter', 'terminal', '--no-langfuse', ...args], io);
  const file = join(out, 'results.json');
  const results = statSync(file, { throwIfNoEntry: false }) ? (JSON.parse(readFileSync(file, 'utf8')) as RunResults) : undefined;
  return { code, io, out, results };
}

describe('a simulated customer (user:) on a live run', () => {
  let agent: OpenAIServer;
  let user: OpenAIServer;
  const live = () => ['--model', 'openai:agent', '--base-url', agent.url, '--user-model', 'openai:customer'];
  const userEnv = () => ({ AGENTDESK_USER_BASE_URL: user.url });

  beforeAll(async () => {
    const { cases, problems } = await loadCases([CASE], { cwd: root });
    expect(problems).toEqual([]);
    agent = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
    user = await startOpenAIServer({ apiKey: USER_KEY });
  });
  afterAll(async () => {
    await Promise.all([agent.close(), user.close()]);
  });

  it('plays the scripted opening, then the user model until it is done; records both, and replays both offline', async () => {
    agent.reset();
    user.reset();
    user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: true }), says({ message: 'Thanks, bye!', done: true })]));
    const work = workFolder();
    const recordings = join(work, 'recordings');
    const run = await evalIn(work, [...live(), '--record', recordings, '--gate'], userEnv());
    expect(run.code, run.io.err).toBe(0);
    const trial = run.results!.trials[0]!;
    expect(trial.verdict).toBe('pass');
    expect(trial.customer).toMatchObject({
      simulated: true,
      model: 'openai:customer',
      opening: 1,
      ended: 'done',
      closing: 'Thanks, bye!',
      turns: [
        { turn: 1, by: 'scripted', say: 'Hi, please cancel order A2001, I picked the wrong colour by mistake.' },
        { turn: 2, by: 'simulated', say: 'Yes, go ahead.', confirms: true },
      ],
    });
    expect(run.results!.meta.user?.id).toBe('openai:customer');
    // The user model was asked twice (turn 2, then its goodbye), with the instructions and never the key of the agent.
    expect(user.requests).toHaveLength(2);
    expect(JSON.stringify(user.requests[0]!.body)).toContain('wrong colour');
    expect(user.requests.every((r) => r.headers['authorization'] === `Bearer ${USER_KEY}`)).toBe(true);
    // The reply checks of turn 2 are of a scripted turn the simulator replaced: not applicable, not passed.
    const turn2 = trial.assertions.filter((a) => a.assertion.startsWith('reply[1]'));
    expect(turn2.length).toBeGreaterThan(0);
    expect(turn2.every((a) => a.verdict === 'unjudged' && a.reason === 'not_applicable')).toBe(true);
    expect(trial.assertions.filter((a) => a.assertion.startsWith('reply[0]')).every((a) => a.verdict === 'pass')).toBe(true);
    // report.md and the terminal say who said what, the user model's lines marked.
    const md = readFileSync(join(run.out, 'report.md'), 'utf8');
    expect(md).toContain('## Simulated customers');
    expect(md).toMatch(/turn 1 \\?\[scripted\\?\] .*please cancel order A2001/);
    expect(md).toMatch(/turn 2 \\?\[simulated\\?\] .*Yes, go ahead.*confirms: yes/);
    expect(run.io.out).toContain('turn 2 [simulated] "Yes, go ahead." (confirms: yes)');
    expect(run.io.out).toContain('ended by the customer: "Thanks, bye!"');

    const sent = { agent: agent.requests.length, user: user.requests.length };
    const replayed = await evalIn(work, ['--model', `replay:${recordings}`, '--user-model', `replay:${recordings}`, '--gate']);
    expect(replayed.code, replayed.io.err).toBe(0);
    expect({ agent: agent.requests.length, user: user.requests.length }).toEqual(sent);
    expect(replayed.results!.trials.map((t) => [t.verdict, t.customer?.turns.map((x) => x.by)])).toEqual([['pass', ['scripted', 'simulated']]]);
    for (const file of [...filesUnder(recordings), ...filesUnder(run.out), ...filesUnder(replayed.out)]) {
      const text = readFileSync(file, 'utf8');
      expect(text.includes(KEY) || text.includes(USER_KEY), file).toBe(false);
    }

    // A changed instruction makes the customer's recordings stale: no_recording, never a fail.
    const file = join(work, 'cases', 'cancel-simulated-customer-en.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Never ask about any other order.', 'Be brief.'));
    const stale = await evalIn(work, ['--model', `replay:${recordings}`, '--user-model', `replay:${recordings}`]);
    expect(stale.results!.trials[0]).toMatchObject({ verdict: 'unjudged', reason: 'no_recording' });
  });

  it('says in report.html who said each customer line, its consent label and how the visit ended', async () => {
    user.reset();
    user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: true }), says({ message: 'Thanks, bye!', done: true })]));
    const run = await evalIn(workFolder(), [...live(), '--reporter', 'html'], userEnv());
    expect(run.code, run.io.err).toBe(0);
    const html = readFileSync(join(run.out, 'report.html'), 'utf8');
    const trial = html.slice(html.indexOf('id="case-cancel-simulated-customer-en"'));
    // The trial says who played the customer, line by line, as report.md does.
    expect(trial).toContain('Simulated customer');
    expect(trial).toContain('openai:customer');
    expect(trial).toContain('turn 1 [scripted] &quot;Hi, please cancel order A2001, I picked the wrong colour by mistake.&quot;');
    expect(trial).toContain('turn 2 [simulated] &quot;Yes, go ahead.&quot; (confirms: yes)');
    expect(trial).toContain('ended by the customer: &quot;Thanks, bye!&quot;');
    // Each customer step of the transcript is marked too ("Customer" itself is redacted here: USER_KEY holds the word).
    expect(trial).toMatch(/<div class="who">[^<]* <span class="speaker scripted">\[scripted\]<\/span> <time>/);
    expect(trial).toMatch(/<div class="who">[^<]* <span class="speaker simulated">\[simulated\]<\/span> <span class="muted">customer · confirms: yes<\/span>/);
  });

  it('leaves report.html of a scripted visit without speakers', async () => {
    const run = await evalIn(workFolder(), ['--model', 'reference', '--reporter', 'html']);
    const html = readFileSync(join(run.out, 'report.html'), 'utf8');
    expect(html).not.toContain('[scripted]');
    expect(html).not.toContain('Simulated customer');
  });

  describe('a replay of recordings that hold the customer\'s calls, with no user model given', () => {
    /** A live run with the user model, recorded into <work>/recordings. */
    async function recorded(config: Record<string, unknown> = {}) {
      agent.reset();
      user.reset();
      user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: true }), says({ message: 'Thanks, bye!', done: true })]));
      const work = workFolder(config);
      const run = await evalIn(work, [...live(), '--record', 'recordings'], userEnv());
      expect(run.code, run.io.err).toBe(0);
      return { work, sent: { agent: agent.requests.length, user: user.requests.length } };
    }
    const bothSides = (results: RunResults | undefined) => results!.trials.map((t) => [t.verdict, t.customer?.turns.map((x) => x.by)]);

    it('replays the customer from the same folder with --model replay:<dir>, and says so', async () => {
      const { work, sent } = await recorded();
      const replayed = await evalIn(work, ['--model', 'replay:recordings', '--gate']);
      expect(replayed.code, replayed.io.err).toBe(0);
      expect(bothSides(replayed.results)).toEqual([['pass', ['scripted', 'simulated']]]);
      expect({ agent: agent.requests.length, user: user.requests.length }).toEqual(sent);
      expect(replayed.results!.meta.user).toMatchObject({ id: 'replay:recordings', from: 'recordings' });
      expect(replayed.io.err).toMatch(/note: .*user model replay:recordings.*customer/);
      expect(replayed.results!.warnings.join('\n')).toMatch(/user model replay:recordings/);
    });

    it('replays the customer from the team recordings (run.recordings) on eval --gate with no model configured', async () => {
      const { work, sent } = await recorded({ run: { recordings: 'recordings' } });
      const gate = await evalIn(work, ['--gate']);
      expect(gate.code, gate.io.err).toBe(0);
      expect(gate.io.out).toContain('GATE PASSED');
      expect(gate.results!.meta.model.id).toBe('replay:recordings');
      expect(gate.results!.meta.user).toMatchObject({ id: 'replay:recordings', from: 'recordings' });
      expect(bothSides(gate.results)).toEqual([['pass', ['scripted', 'simulated']]]);
      expect(gate.results!.recordings?.stale).toEqual([]);
      expect({ agent: agent.requests.length, user: user.requests.length }).toEqual(sent);
    });

    it('still lets --user-model or the config\'s user.model choose the customer', async () => {
      const { work } = await recorded({ run: { recordings: 'recordings' } });
      user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: true }), says({ message: 'Thanks, bye!', done: true })]));
      const flag = await evalIn(work, ['--user-model', 'openai:customer'], userEnv());
      expect(flag.results!.meta.user).toMatchObject({ id: 'openai:customer', from: 'flag' });
      writeFileSync(join(work, 'suites.yaml'), readFileSync(join(work, 'suites.yaml'), 'utf8') + stringify({ user: { model: 'openai:customer' } }));
      const config = await evalIn(work, [], userEnv());
      expect(config.results!.meta.user).toMatchObject({ id: 'openai:customer', from: 'config' });
    });

    it('plays the script, with no user model, when the folder holds no customer\'s calls', async () => {
      agent.reset();
      const work = workFolder();
      const run = await evalIn(work, ['--model', 'openai:agent', '--base-url', agent.url, '--record', 'recordings']);
      expect(run.code, run.io.err).toBe(0);
      const replayed = await evalIn(work, ['--model', 'replay:recordings']);
      expect(replayed.results!.meta.user).toBeUndefined();
      expect(replayed.results!.trials[0]).toMatchObject({ verdict: 'pass' });
      expect(replayed.results!.trials[0]!.customer).toBeUndefined();
    });
  });

  it('takes the user model\'s confirms as the consent label confirmed-writes reads', async () => {
    user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: false }), says({ message: '', done: true })]));
    const run = await evalIn(workFolder(), live(), userEnv());
    const trial = run.results!.trials[0]!;
    expect(trial.verdict).toBe('fail');
    const check = trial.assertions.find((a) => a.assertion === 'confirmed-writes');
    expect(check?.verdict).toBe('fail');
    expect(check?.message).toMatch(/confirms: false/);
  });

  it('ends the visit at maxTurns when the customer never says it is done', async () => {
    user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: true }), says({ message: 'And one more thing?', done: false })]));
    const work = workFolder();
    const file = join(work, 'cases', 'cancel-simulated-customer-en.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('maxTurns: 4', 'maxTurns: 2'));
    const run = await evalIn(work, live(), userEnv());
    const trial = run.results!.trials[0]!;
    expect(trial.customer).toMatchObject({ ended: 'max_turns', turns: [{ by: 'scripted' }, { by: 'simulated' }] });
    expect(user.requests.length).toBeGreaterThan(0);
    expect(trial.verdict).toBe('pass');
  });

  it.each([
    ['garbage', () => user.setResponder(() => ({ text: 'I would say yes, I guess' }))],
    ['a line with no done flag', () => user.setResponder(() => ({ text: '{"message": "yes"}' }))],
    ['500s past the retries', () => {
      user.setResponder(customer([says({ message: 'Yes, go ahead.', done: false, confirms: true })]));
      user.script(...Array.from({ length: 6 }, () => ({ kind: 'status' as const, status: 500 })));
    }],
  ])('makes the trial unjudged user_model_error, never a fail of the agent, when the simulator answers %s', async (_name, arrange) => {
    user.reset();
    arrange();
    const run = await evalIn(workFolder({ user: { maxRetries: 1, timeoutMs: 2000 } }), live(), userEnv());
    expect(run.results!.trials[0]).toMatchObject({ verdict: 'unjudged', reason: 'user_model_error' });
    user.reset();
  });

  it('plays the scripted conversation, and says so, on a live run with no user model', async () => {
    user.reset();
    const run = await evalIn(workFolder(), ['--model', 'openai:agent', '--base-url', agent.url]);
    expect(run.results!.trials[0]).toMatchObject({ verdict: 'pass' });
    expect(run.results!.trials[0]!.customer).toBeUndefined();
    expect(run.io.err).toMatch(/no user model configured/);
    expect(user.requests).toHaveLength(0);
  });

  it('ignores user: on the offline reference run', async () => {
    const run = await evalIn(workFolder(), ['--model', 'reference', '--user-model', 'openai:customer'], userEnv());
    expect(run.results!.trials[0]).toMatchObject({ verdict: 'pass' });
    expect(run.results!.trials[0]!.customer).toBeUndefined();
  });

  it('refuses a user model that is the model under test unless the config says so (exit 2, usage/user-model)', async () => {
    const same = ['--model', 'openai:agent', '--base-url', agent.url, '--user-model', 'openai:agent'];
    const refused = await evalIn(workFolder(), same, { AGENTDESK_USER_BASE_URL: agent.url });
    expect(refused.code).toBe(2);
    expect(refused.io.err).toContain('usage/user-model');
    const allowed = await evalIn(workFolder({ user: { allowModelUnderTest: true } }), same, { AGENTDESK_USER_BASE_URL: agent.url, AGENTDESK_USER_API_KEY: KEY });
    // The agent's server cannot answer as a customer: the point is only that the run was not refused.
    expect(allowed.code).not.toBe(2);
  });
});
