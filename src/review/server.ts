/**
 * The review server: 127.0.0.1 only, our own pages and a small JSON API over the annotation
 * files. A request must name this server as its Host (no DNS rebinding) and a write must come
 * as JSON from a page of this origin (no cross-site form can post here).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UsageError } from '../errors.js';
import { type Annotations, AnnotationWriter, HUMAN_VERDICTS, type HumanVerdict, type Judgement, readAnnotations, trialKey } from './annotations.js';
import { ExportError, exportCase } from './export.js';
import { currentJudgements, modesInUse } from './modes.js';
import { modesPage, trialsPage } from './page.js';
import { type ReviewRun, reviewTrials } from './runs.js';
import { sample, STRATEGIES, type Strategy } from './sample.js';

export interface ReviewOptions {
  runs: ReviewRun[];
  reviewer: string;
  /** Folder of the annotation files: <reviews>/<run-id>/<reviewer>.jsonl. */
  reviews: string;
  cwd: string;
  /** 0 picks a free port. */
  port: number;
  /** The clock of judgements (tests pass their own). */
  now?: () => Date;
}

export interface ReviewServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The port is taken, or cannot be listened on: the review cannot be carried out (exit 3). */
export class ListenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListenError';
  }
}

const MAX_BODY = 64 * 1024;
const MAX_NOTE = 4000;
const MAX_MODE = 200;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, type: string, body: string, csp?: string): void {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': csp ?? "default-src 'none'; frame-ancestors 'none'",
  });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, 'application/json', JSON.stringify(value));

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'send JSON (Content-Type: application/json)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'request too large');
    chunks.push(chunk as Buffer);
  }
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'send a JSON object');
  return value as Record<string, unknown>;
}

const text = (v: unknown, name: string, max: number): string => {
  if (v === undefined) return '';
  if (typeof v !== 'string') throw new HttpError(400, `${name} must be text`);
  if (v.length > max) throw new HttpError(400, `${name} is longer than ${max} characters`);
  return v;
};

/** The handlers, over one set of runs and one reviewer. */
function handlers(o: ReviewOptions) {
  const trials = reviewTrials(o.runs);
  const byKey = new Map(trials.map((t) => [t.key, t]));
  const runIds = o.runs.map((r) => r.results.meta.runId);
  const writer = new AnnotationWriter(o.reviews);
  const page = trialsPage(trials, o.reviewer);
  const now = o.now ?? (() => new Date());
  const read = (): Promise<Annotations> => readAnnotations(o.reviews, runIds);

  const trialOf = (b: Record<string, unknown>) => {
    const t = byKey.get(trialKey({ runId: String(b['runId']), caseId: String(b['caseId']), trial: Number(b['trial']) }));
    if (!t) throw new HttpError(404, 'no such trial in this review');
    return t;
  };

  const state = async () => {
    const current = currentJudgements(await read());
    const mine = current.filter((c) => c.reviewer === o.reviewer);
    // Other reviewers' judgements, shown beside one's own (never edited here: each writes their own file).
    const others: Record<string, { reviewer: string; verdict: string; note: string; mode: string }[]> = {};
    for (const c of current.filter((x) => x.reviewer !== o.reviewer)) (others[trialKey(c)] ??= []).push({ reviewer: c.reviewer, verdict: c.verdict, note: c.note, mode: c.mode });
    return { reviewer: o.reviewer, judgements: Object.fromEntries(mine.map((c) => [trialKey(c), c])), others, modes: modesInUse(current) };
  };

  return {
    page: () => page,
    modes: async (batch: number) => modesPage(trials, await read(), o.reviewer, batch, o.runs),
    state,
    async judge(b: Record<string, unknown>) {
      const t = trialOf(b);
      if (!HUMAN_VERDICTS.includes(b['verdict'] as HumanVerdict)) throw new HttpError(400, `verdict must be one of ${HUMAN_VERDICTS.join(', ')}`);
      const j: Judgement = {
        kind: 'judgement',
        runId: t.runId,
        caseId: t.caseId,
        trial: t.trial,
        reviewer: o.reviewer,
        verdict: b['verdict'] as HumanVerdict,
        note: text(b['note'], 'note', MAX_NOTE),
        mode: text(b['mode'], 'mode', MAX_MODE).trim(),
        time: now().toISOString(),
      };
      await writer.append(j);
      return { judgement: j, modes: (await state()).modes, file: writer.fileOf(j) };
    },
    async rename(b: Record<string, unknown>) {
      const from = text(b['from'], 'from', MAX_MODE).trim();
      const to = text(b['to'], 'to', MAX_MODE).trim();
      if (!from || !to) throw new HttpError(400, 'name the mode and what it becomes');
      const time = now().toISOString();
      // One line in each run's file: each run's reviews stay whole on their own.
      for (const runId of runIds) await writer.append({ kind: 'rename', runId, reviewer: o.reviewer, from, to, time });
      return { from, to };
    },
    async export(b: Record<string, unknown>) {
      const t = trialOf(b);
      const mine = (await state()).judgements[t.key];
      return exportCase(o.runs, { runId: t.runId, caseId: t.caseId, trial: t.trial }, mine, o.cwd);
    },
    sample(q: URLSearchParams) {
      const strategy = (q.get('strategy') ?? 'all') as Strategy;
      if (!STRATEGIES.includes(strategy)) throw new HttpError(400, `strategy must be one of ${STRATEGIES.join(', ')}`);
      const n = Number(q.get('n') ?? trials.length);
      const seed = Number(q.get('seed') ?? 1);
      if (!Number.isInteger(n) || n < 1 || !Number.isInteger(seed) || seed < 0) throw new HttpError(400, 'n must be a whole number from 1, seed from 0');
      return { keys: sample(trials, { strategy, n, seed }) };
    },
  };
}

type Handlers = ReturnType<typeof handlers>;

async function route(h: Handlers, req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'GET' && url.pathname === '/') {
    const { html, csp } = h.page();
    return send(res, 200, 'text/html', html, csp);
  }
  if (req.method === 'GET' && url.pathname === '/modes') {
    const batch = Number(url.searchParams.get('batch') ?? 10);
    if (!Number.isInteger(batch) || batch < 1 || batch > 100000) throw new HttpError(400, 'batch must be a whole number from 1');
    const { html, csp } = await h.modes(batch);
    return send(res, 200, 'text/html', html, csp);
  }
  if (req.method === 'GET' && url.pathname === '/api/state') return json(res, 200, await h.state());
  if (req.method === 'GET' && url.pathname === '/api/sample') return json(res, 200, h.sample(url.searchParams));
  if (req.method === 'POST') {
    // A write comes from our own page: a browser names the page's origin on every POST.
    if (req.headers.origin !== undefined && req.headers.origin !== origin) throw new HttpError(403, 'writes are accepted from this review page only');
    const b = await bodyOf(req);
    if (url.pathname === '/api/judgements') return json(res, 200, await h.judge(b));
    if (url.pathname === '/api/renames') return json(res, 200, await h.rename(b));
    if (url.pathname === '/api/export') return json(res, 200, await h.export(b));
  }
  throw new HttpError(404, 'not found');
}

function failure(error: unknown): [number, string] {
  if (error instanceof HttpError) return [error.status, error.message];
  if (error instanceof SyntaxError) return [400, `not JSON: ${error.message}`];
  if (error instanceof UsageError || error instanceof ExportError) return [error instanceof UsageError ? 400 : 409, error.message];
  return [500, (error as Error).message ?? String(error)];
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      const why = e.code === 'EADDRINUSE' ? 'is in use' : e.code === 'EACCES' ? 'may not be listened on by this user' : `cannot be listened on (${e.code ?? e.message})`;
      reject(new ListenError(`port ${port} on 127.0.0.1 ${why}; choose another with --port N (--port 0 picks a free one)`));
    });
    // Loopback only: the page shows transcripts and writes files, for this machine's user alone.
    server.listen(port, '127.0.0.1', () => resolvePort((server.address() as AddressInfo).port));
  });
}

export async function startReviewServer(o: ReviewOptions): Promise<ReviewServer> {
  const h = handlers(o);
  let origin = '';
  const hosts = new Set<string>();
  const server = createServer((req, res) => {
    if (!hosts.has(req.headers.host ?? '')) return send(res, 421, 'text/plain', 'this server answers to 127.0.0.1 and localhost only\n');
    route(h, req, res, `http://${req.headers.host}`).catch((error: unknown) => {
      const [status, message] = failure(error);
      if (!res.headersSent) json(res, status, { error: message });
    });
  });
  const port = await listen(server, o.port);
  origin = `http://127.0.0.1:${port}`;
  hosts.add(`127.0.0.1:${port}`).add(`localhost:${port}`);
  return {
    url: `${origin}/`,
    port,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
