import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
export const VALID = join(FIXTURES, 'valid');
export const INVALID = join(FIXTURES, 'invalid');

/** A fresh folder holding the given files (path -> text). */
export async function folderWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'agentdesk-cases-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** A small valid case; `patch` replaces exact lines to make one mistake. */
export function caseText(id = 'small-case', patch: Record<string, string> = {}): string {
  let text = `id: ${id}
category: tracking
given:
  session: { customer: c-ana }
  customers:
    - { id: c-ana, name: Ana }
  products:
    - { sku: MUG-01, name: Mug, price: 12.50 }
  orders:
    - id: A1
      customer: c-ana
      status: shipped
      placedAt: 2026-01-01T09:00:00Z
      items: [{ sku: MUG-01, qty: 1, price: 12.50 }]
conversation:
  - where is A1?
expect:
  intent: order_status
`;
  for (const [from, to] of Object.entries(patch)) {
    if (!text.includes(from)) throw new Error(`caseText: no ${from}`);
    text = text.replace(from, to);
  }
  return text;
}

/** Problems reduced to what tests assert: code, line, column. */
export function where(problems: readonly { code: string; line: number; column: number }[]): [string, number, number][] {
  return problems.map((p) => [p.code, p.line, p.column]);
}
