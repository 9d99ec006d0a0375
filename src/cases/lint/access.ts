/** Lint runs on data the schema may have rejected, so it reads it without trusting its shape. */

export type Data = Record<string, unknown>;

export function record(value: unknown): Data | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The value at a path of keys, or undefined. */
export function dig(value: unknown, ...keys: string[]): unknown {
  let node = value;
  for (const key of keys) node = record(node)?.[key];
  return node;
}

/** Ids of a given collection, e.g. `idsOf(data, 'orders', 'id')`. */
export function idsOf(data: Data, collection: string, key: string): Set<string> {
  return new Set(list(dig(data, 'given', collection)).flatMap((item) => text(record(item)?.[key]) ?? []));
}

/** `expect.reply` as a list of blocks with their YAML paths (one block or several). */
export function replyBlocks(data: Data): { block: Data; path: (string | number)[] }[] {
  const reply = dig(data, 'expect', 'reply');
  if (Array.isArray(reply)) return reply.flatMap((block, i) => (record(block) ? [{ block: block as Data, path: ['expect', 'reply', i] }] : []));
  const block = record(reply);
  return block ? [{ block, path: ['expect', 'reply'] }] : [];
}

/** The `tools` blocks of `expect` (`tools` and each `anyOf` entry) with their YAML paths. */
export function toolsBlocks(data: Data): { block: Data; path: (string | number)[] }[] {
  const blocks: { block: Data; path: (string | number)[] }[] = [];
  const tools = record(dig(data, 'expect', 'tools'));
  if (tools) blocks.push({ block: tools, path: ['expect', 'tools'] });
  list(dig(data, 'expect', 'anyOf')).forEach((block, i) => {
    const entry = record(block);
    if (entry) blocks.push({ block: entry, path: ['expect', 'anyOf', i] });
  });
  return blocks;
}
