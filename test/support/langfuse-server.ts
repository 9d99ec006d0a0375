/**
 * A loopback stand-in for the parts of the Langfuse public API the v5 SDK talks to:
 * OTLP/HTTP JSON traces, datasets (v2), dataset items, dataset run items, score ingestion,
 * projects and health. It records every request, checks the Basic auth, keeps the state a
 * real server would (datasets, items upserted by id, run items, scores, spans) and can be
 * switched to failure modes: `down` (the port refuses connections), `error500`, `hang`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type ServerMode = 'ok' | 'down' | 'error500' | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (OTLP bodies too), `undefined` when empty. */
  body: unknown;
  /** The body as received (after gunzip), for secret-leak checks. */
  raw: string;
  authorized: boolean;
}

export interface StoredDataset {
  id: string;
  name: string;
  description?: string | undefined;
  metadata?: unknown;
}

export interface StoredItem {
  id: string;
  datasetName: string;
  input?: unknown;
  expectedOutput?: unknown;
  metadata?: unknown;
  status: string;
  /** How many times the item was written (create + upserts). */
  writes: number;
}

export interface StoredRunItem {
  id: string;
  runName: string;
  runDescription?: string | undefined;
  metadata?: unknown;
  datasetItemId: string;
  traceId?: string | undefined;
  observationId?: string | undefined;
}

export interface StoredRun {
  name: string;
  datasetName: string;
  description?: string;
  metadata?: unknown;
}

/** A span as decoded from OTLP JSON, attributes flattened to plain values. */
export interface DecodedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string | undefined;
  name: string;
  scope: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
  /** The resource attributes of the batch it came in (service.name, service.version). */
  resource: Record<string, unknown>;
}

export interface LangfuseTestServer {
  readonly url: string;
  readonly publicKey: string;
  readonly secretKey: string;
  readonly requests: RecordedRequest[];
  readonly datasets: Map<string, StoredDataset>;
  readonly items: Map<string, StoredItem>;
  readonly runs: Map<string, StoredRun>;
  readonly runItems: StoredRunItem[];
  /** Bodies of accepted `score-create` events. */
  readonly scores: Record<string, unknown>[];
  readonly spans: DecodedSpan[];
  /** Spans grouped by trace id. */
  traces(): Map<string, DecodedSpan[]>;
  /** Requests whose path starts with `prefix`. */
  requestsTo(prefix: string): RecordedRequest[];
  setMode(mode: ServerMode): Promise<void>;
  /** Delays the answers to paths starting with `prefix` by `ms` (a slow but working Langfuse). */
  setDelay(ms: number, prefix?: string): void;
  close(): Promise<void>;
}

export interface ServerOptions {
  publicKey?: string;
  secretKey?: string;
}

type Handler = (req: RecordedRequest, state: State) => { status: number; body: unknown };

interface State {
  datasets: Map<string, StoredDataset>;
  items: Map<string, StoredItem>;
  runs: Map<string, StoredRun>;
  runItems: StoredRunItem[];
  scores: Record<string, unknown>[];
  spans: DecodedSpan[];
  nextId: number;
}

const PROJECT = { id: 'project-test', name: 'agentdesk-test', metadata: {} };

function newId(state: State, prefix: string): string {
  state.nextId += 1;
  return `${prefix}-${state.nextId}`;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const notFound = (what: string) => ({ status: 404, body: { message: `${what} not found` } });

function createDataset(req: RecordedRequest, state: State) {
  const body = asRecord(req.body);
  const name = body['name'];
  if (typeof name !== 'string' || name === '') return { status: 400, body: { message: 'name required' } };
  const existing = state.datasets.get(name);
  const dataset: StoredDataset = {
    id: existing?.id ?? newId(state, 'dataset'),
    name,
    description: body['description'] as string | undefined,
    metadata: body['metadata'],
  };
  state.datasets.set(name, dataset);
  return { status: 200, body: { ...dataset, projectId: PROJECT.id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() } };
}

function getDataset(req: RecordedRequest, state: State) {
  const name = decodeURIComponent(req.path.slice('/api/public/v2/datasets/'.length));
  const dataset = state.datasets.get(name);
  return dataset ? { status: 200, body: { ...dataset, projectId: PROJECT.id } } : notFound('dataset');
}

function itemView(item: StoredItem, state: State) {
  const { writes: _writes, ...rest } = item;
  return { ...rest, datasetId: state.datasets.get(item.datasetName)?.id, sourceTraceId: null, sourceObservationId: null };
}

function upsertItem(req: RecordedRequest, state: State) {
  const body = asRecord(req.body);
  const datasetName = body['datasetName'];
  if (typeof datasetName !== 'string' || !state.datasets.has(datasetName)) return notFound('dataset');
  const id = typeof body['id'] === 'string' ? body['id'] : newId(state, 'item');
  const existing = state.items.get(id);
  if (existing && existing.datasetName !== datasetName) {
    return { status: 400, body: { message: 'item id belongs to another dataset' } };
  }
  const item: StoredItem = {
    id,
    datasetName,
    input: body['input'],
    expectedOutput: body['expectedOutput'],
    metadata: body['metadata'],
    status: typeof body['status'] === 'string' ? body['status'] : 'ACTIVE',
    writes: (existing?.writes ?? 0) + 1,
  };
  state.items.set(id, item);
  return { status: 200, body: itemView(item, state) };
}

function getItem(req: RecordedRequest, state: State) {
  const id = decodeURIComponent(req.path.slice('/api/public/dataset-items/'.length));
  const item = state.items.get(id);
  return item ? { status: 200, body: itemView(item, state) } : notFound('dataset item');
}

function listItems(req: RecordedRequest, state: State) {
  const page = Number(req.query['page'] ?? 1);
  const limit = Number(req.query['limit'] ?? 50);
  const all = [...state.items.values()].filter((i) => !req.query['datasetName'] || i.datasetName === req.query['datasetName']);
  const data = all.slice((page - 1) * limit, page * limit).map((i) => itemView(i, state));
  return { status: 200, body: { data, meta: { page, limit, totalItems: all.length, totalPages: Math.ceil(all.length / limit) } } };
}

function createRunItem(req: RecordedRequest, state: State) {
  const body = asRecord(req.body);
  const item = state.items.get(String(body['datasetItemId']));
  if (!item) return notFound('dataset item');
  if (typeof body['runName'] !== 'string') return { status: 400, body: { message: 'runName required' } };
  const runName = body['runName'];
  const run = state.runs.get(runName) ?? { name: runName, datasetName: item.datasetName };
  if (body['runDescription'] !== undefined) run.description = String(body['runDescription']);
  if (body['metadata'] !== undefined) run.metadata = body['metadata'];
  state.runs.set(runName, run);
  const runItem: StoredRunItem = {
    id: newId(state, 'run-item'),
    runName,
    runDescription: body['runDescription'] as string | undefined,
    metadata: body['metadata'],
    datasetItemId: item.id,
    traceId: body['traceId'] as string | undefined,
    observationId: body['observationId'] as string | undefined,
  };
  state.runItems.push(runItem);
  return { status: 200, body: { ...runItem, datasetRunId: `run:${runName}`, datasetRunName: runName } };
}

/** `POST /api/public/ingestion`: 207 with a status per event, as the real server answers. */
function ingest(req: RecordedRequest, state: State) {
  const batch = asRecord(req.body)['batch'];
  if (!Array.isArray(batch)) return { status: 400, body: { message: 'batch required' } };
  const successes: { id: string; status: number }[] = [];
  const errors: { id: string; status: number; message: string }[] = [];
  for (const raw of batch) {
    const event = asRecord(raw);
    const id = String(event['id']);
    const body = asRecord(event['body']);
    const valid = event['type'] === 'score-create' && typeof body['name'] === 'string' && body['value'] !== undefined;
    if (valid && (typeof body['traceId'] === 'string' || typeof body['datasetRunId'] === 'string')) {
      state.scores.push(body);
      successes.push({ id, status: 201 });
    } else {
      errors.push({ id, status: 400, message: 'invalid score event' });
    }
  }
  return { status: 207, body: { successes, errors } };
}

function decodeValue(value: unknown): unknown {
  const v = asRecord(value);
  if ('stringValue' in v) return v['stringValue'];
  if ('boolValue' in v) return v['boolValue'];
  if ('intValue' in v) return Number(v['intValue']);
  if ('doubleValue' in v) return Number(v['doubleValue']);
  if ('arrayValue' in v) return ((asRecord(v['arrayValue'])['values'] as unknown[]) ?? []).map(decodeValue);
  return undefined;
}

function decodeAttributes(list: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of Array.isArray(list) ? list : []) {
    const entry = asRecord(kv);
    out[String(entry['key'])] = decodeValue(entry['value']);
  }
  return out;
}

const nanosToMs = (value: unknown) => Number(BigInt(String(value ?? 0)) / 1_000_000n);

/** OTLP/HTTP JSON: resourceSpans > scopeSpans > spans, ids in hex. */
function exportTraces(req: RecordedRequest, state: State) {
  if (!String(req.headers['content-type'] ?? '').includes('application/json')) {
    return { status: 415, body: { message: 'only OTLP JSON is decoded here' } };
  }
  for (const rs of (asRecord(req.body)['resourceSpans'] as unknown[]) ?? []) {
    const resource = decodeAttributes(asRecord(asRecord(rs)['resource'])['attributes']);
    for (const ss of (asRecord(rs)['scopeSpans'] as unknown[]) ?? []) {
      const scope = String(asRecord(asRecord(ss)['scope'])['name'] ?? '');
      for (const raw of (asRecord(ss)['spans'] as unknown[]) ?? []) {
        const span = asRecord(raw);
        state.spans.push({
          traceId: String(span['traceId']),
          spanId: String(span['spanId']),
          parentSpanId: span['parentSpanId'] ? String(span['parentSpanId']) : undefined,
          name: String(span['name']),
          scope,
          startMs: nanosToMs(span['startTimeUnixNano']),
          endMs: nanosToMs(span['endTimeUnixNano']),
          attributes: decodeAttributes(span['attributes']),
          resource,
        });
      }
    }
  }
  return { status: 200, body: {} };
}

interface Route {
  method: string;
  match(path: string): boolean;
  handle: Handler;
}

const exact = (p: string) => (path: string) => path === p;
const under = (p: string) => (path: string) => path.startsWith(p) && path.length > p.length;

const ROUTES: Route[] = [
  { method: 'GET', match: exact('/api/public/health'), handle: () => ({ status: 200, body: { status: 'OK', version: 'test' } }) },
  { method: 'GET', match: exact('/api/public/projects'), handle: () => ({ status: 200, body: { data: [PROJECT] } }) },
  { method: 'POST', match: exact('/api/public/v2/datasets'), handle: createDataset },
  { method: 'GET', match: under('/api/public/v2/datasets/'), handle: getDataset },
  { method: 'POST', match: exact('/api/public/dataset-items'), handle: upsertItem },
  { method: 'GET', match: exact('/api/public/dataset-items'), handle: listItems },
  { method: 'GET', match: under('/api/public/dataset-items/'), handle: getItem },
  { method: 'POST', match: exact('/api/public/dataset-run-items'), handle: createRunItem },
  { method: 'POST', match: exact('/api/public/ingestion'), handle: ingest },
  { method: 'POST', match: exact('/api/public/otel/v1/traces'), handle: exportTraces },
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', reject);
    req.on('end', () => {
      const buf = Buffer.concat(chunks);
      resolve((req.headers['content-encoding'] === 'gzip' ? gunzipSync(buf) : buf).toString('utf8'));
    });
  });
}

function parseJson(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startLangfuseServer(options: ServerOptions = {}): Promise<LangfuseTestServer> {
  const publicKey = options.publicKey ?? 'pk-lf-test';
  const secretKey = options.secretKey ?? 'sk-lf-test-secret';
  const expectedAuth = `Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString('base64')}`;
  const state: State = { datasets: new Map(), items: new Map(), runs: new Map(), runItems: [], scores: [], spans: [], nextId: 0 };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let mode: ServerMode = 'ok';
  let delay = { ms: 0, prefix: '/' };
  let port = 0;
  let server: Server | undefined;

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body: parseJson(raw),
      raw,
      authorized: req.headers['authorization'] === expectedAuth,
    };
    requests.push(recorded);
    if (mode === 'hang') return; // never answers; the socket stays open until the client gives up
    if (delay.ms > 0 && recorded.path.startsWith(delay.prefix)) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    if (mode === 'error500') return send(res, 500, { message: 'internal error' });
    if (recorded.path === '/api/public/health') return send(res, 200, { status: 'OK', version: 'test' });
    if (!recorded.authorized) return send(res, 401, { message: 'Invalid credentials' });
    const route = ROUTES.find((r) => r.method === recorded.method && r.match(recorded.path));
    if (!route) return send(res, 404, { message: `no route ${recorded.method} ${recorded.path}` });
    const answer = route.handle(recorded, state);
    send(res, answer.status, answer.body);
  }

  function listen(): Promise<void> {
    server = createServer((req, res) => void onRequest(req, res).catch(() => send(res, 500, { message: 'test server error' })));
    server.on('connection', (s: Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    const s = server;
    return new Promise((resolve) => s.listen(port, '127.0.0.1', () => {
      port = (s.address() as AddressInfo).port;
      resolve();
    }));
  }

  function stop(): Promise<void> {
    const s = server;
    server = undefined;
    if (!s) return Promise.resolve();
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => s.close(() => resolve()));
  }

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    publicKey,
    secretKey,
    requests,
    datasets: state.datasets,
    items: state.items,
    runs: state.runs,
    runItems: state.runItems,
    scores: state.scores,
    spans: state.spans,
    traces() {
      const out = new Map<string, DecodedSpan[]>();
      for (const span of state.spans) out.set(span.traceId, [...(out.get(span.traceId) ?? []), span]);
      return out;
    },
    requestsTo: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    async setMode(next) {
      if (next === 'down' && server) await stop();
      if (next !== 'down' && !server) await listen();
      mode = next;
    },
    setDelay(ms, prefix = '/') {
      delay = { ms, prefix };
    },
    close: stop,
  };
}
