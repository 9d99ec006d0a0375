/**
 * The real yaml-language-server (the engine of VS Code's and most editors' YAML support), spoken to
 * over LSP on stdio as an editor does: what a case writer's editor completes and flags.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Position {
  line: number;
  character: number;
}

export interface CompletionItem {
  label: string;
  documentation?: string | { kind: string; value: string };
}

export interface Diagnostic {
  range: { start: Position };
  message: string;
}

export interface LanguageServer {
  /** Opens a document (its uri a file:// path, for `$schema=` relative paths to resolve) and waits for its diagnostics. */
  open(path: string, text: string): Promise<Diagnostic[]>;
  complete(path: string, at: Position): Promise<CompletionItem[]>;
  close(): void;
}

const SETTINGS = { validate: true, completion: true, hover: true, schemas: {} };

export async function startYamlLanguageServer(root: string): Promise<LanguageServer> {
  const bin = join(dirname(createRequire(import.meta.url).resolve('yaml-language-server/package.json')), 'bin', 'yaml-language-server');
  const child: ChildProcess = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = Buffer.alloc(0);
  let nextId = 0;
  const replies = new Map<number, (result: unknown) => void>();
  const diagnostics = new Map<string, (d: Diagnostic[]) => void>();

  const send = (message: object) => {
    const text = JSON.stringify({ jsonrpc: '2.0', ...message });
    child.stdin!.write(`Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
  };
  const request = (method: string, params: object) =>
    new Promise<unknown>((resolve) => {
      nextId += 1;
      replies.set(nextId, resolve);
      send({ id: nextId, method, params });
    });
  const receive = (message: { id?: number; method?: string; params?: any; result?: unknown }) => {
    if (message.method === 'workspace/configuration') return send({ id: message.id, result: message.params.items.map(() => SETTINGS) });
    if (message.method !== undefined && message.id !== undefined) return send({ id: message.id, result: null });
    if (message.method === 'textDocument/publishDiagnostics') return diagnostics.get(message.params.uri)?.(message.params.diagnostics);
    if (message.id !== undefined) replies.get(message.id)?.(message.result);
  };
  child.stdout!.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString())?.[1]);
      if (buffer.length < end + 4 + length) return;
      receive(JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString()));
      buffer = buffer.subarray(end + 4 + length);
    }
  });

  const uri = (path: string) => `file://${path}`;
  await request('initialize', {
    processId: process.pid,
    rootUri: uri(root),
    capabilities: { textDocument: { completion: { completionItem: { documentationFormat: ['plaintext'] } } }, workspace: { configuration: true } },
  });
  send({ method: 'initialized', params: {} });
  send({ method: 'workspace/didChangeConfiguration', params: { settings: { yaml: SETTINGS } } });
  return {
    open: (path, text) =>
      new Promise((resolve) => {
        diagnostics.set(uri(path), resolve);
        send({ method: 'textDocument/didOpen', params: { textDocument: { uri: uri(path), languageId: 'yaml', version: 1, text } } });
      }),
    complete: async (path, at) => {
      const result = (await request('textDocument/completion', { textDocument: { uri: uri(path) }, position: at })) as { items?: CompletionItem[] } | CompletionItem[];
      return Array.isArray(result) ? result : (result.items ?? []);
    },
    close: () => child.kill(),
  };
}
