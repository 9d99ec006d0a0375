/**
 * Safe YAML: one document, core-schema tags only, unique keys, a limit on alias expansion.
 * The yaml package's error codes are mapped onto ours; positions come from its LineCounter.
 */
import { type Document, isAlias, isMap, isPair, isSeq, LineCounter, parseDocument, visit, type YAMLError } from 'yaml';
import type { CaseCode } from '../errors.js';
import { SourceMap } from './source-map.js';

/** Aliases may repeat a block, not build a billion laughs. */
const MAX_ALIAS_COUNT = 50;

/** Lists and mappings inside each other: a case needs fewer than ten; more than this is a mistake or an attack. */
const MAX_DEPTH = 64;

const tooDeep = (): string =>
  `lists or mappings are nested more than ${MAX_DEPTH} levels deep here; a case needs only a few, so look for brackets that are never closed or a pasted blob of data`;

/** A problem already placed in the file (the file name is added by the caller). */
export interface Located {
  code: CaseCode;
  line: number;
  column: number;
  message: string;
  path?: string;
}

export interface ParsedSource {
  doc: Document;
  map: SourceMap;
  /** The plain data, when the YAML was sound enough to go on. */
  data?: unknown;
  problems: Located[];
}

interface YamlCode {
  code: CaseCode;
  /** Validation goes on after it: the structure is still sound. */
  recoverable?: boolean;
  message?: (text: string, offset: number) => string;
}

/** The yaml package's codes we name; any other is YAML_SYNTAX. */
const YAML_CODES: Record<string, YamlCode> = {
  TAB_AS_INDENT: { code: 'YAML_TAB_INDENT', message: () => 'a tab is used to indent this line; indent with spaces only' },
  BAD_INDENT: { code: 'YAML_BAD_INDENT' },
  DUPLICATE_KEY: {
    code: 'YAML_DUPLICATE_KEY',
    recoverable: true,
    message: (text, offset) => `${keyAt(text, offset)}: this key appears twice in the same mapping; keep only one`,
  },
  TAG_RESOLVE_FAILED: {
    code: 'YAML_CUSTOM_TAG',
    recoverable: true,
    message: (text, offset) => `the tag ${tagAt(text, offset)} is not allowed; case files use plain YAML values only`,
  },
  // The parser ran out of stack: nesting in the thousands.
  RESOURCE_EXHAUSTION: { code: 'YAML_TOO_DEEP', message: tooDeep },
  MULTIPLE_DOCS: {
    code: 'YAML_MULTI_DOCUMENT',
    recoverable: true,
    message: () => 'a second YAML document (after ---) starts here; write one case per file',
  },
};

/** The yaml package's messages for syntax mistakes, in words a case writer acts on. */
const SYNTAX_WORDS: readonly { match: RegExp; code?: CaseCode; message: string; opener?: string }[] = [
  { match: /All mapping items must start at the same column/, message: 'this line is not indented like the keys beside it; keys of one mapping start in the same column' },
  {
    match: /Sequence item without - indicator/,
    code: 'YAML_BAD_INDENT',
    message: 'this line is indented between a list item\'s "-" and its keys; indent it like the keys above it',
  },
  { match: /Flow sequence .* end with a \]/, opener: '[', message: 'this [ list ] is not closed, or its next line is not indented enough; end it with ]' },
  { match: /Flow map .* end with a \}/, opener: '{', message: 'this { mapping } is not closed, or its next line is not indented enough; end it with }' },
  { match: /Missing closing .?quote/, message: 'a quoted text is not closed; add the closing quote' },
  { match: /Nested mappings are not allowed in compact mappings/, message: 'a value holds ": " after a key on the same line; quote the value or put the nested key on its own line' },
];

export function parseYaml(text: string): ParsedSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    schema: 'core',
    // `!!binary`, `!!timestamp`, `!!set` ... are not core tags: they must be reported, not resolved.
    resolveKnownTags: false,
  });
  const map = new SourceMap(doc, lineCounter);
  const problems: Located[] = [];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const known = YAML_CODES[error.code];
    // After the first syntax error the parser's recovery invents more; only the first is the mistake.
    if (!known?.recoverable) return { doc, map, problems: [...problems, yamlProblem(error, known, text, map)] };
    problems.push(yamlProblem(error, known, text, map));
  }
  if (doc.contents === null) {
    problems.push({ code: 'FILE_EMPTY', line: 1, column: 1, message: 'the file holds no case (it is empty or only comments)' });
    return { doc, map, problems };
  }
  const deep = firstTooDeep(doc.contents);
  if (deep !== undefined) return { doc, map, problems: [...problems, { code: 'YAML_TOO_DEEP', ...map.offsetPosition(deep), message: tooDeep() }] };
  try {
    return { doc, map, problems, data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    problems.push({ code: 'YAML_ALIAS_LIMIT', ...firstAlias(doc, map), message: aliasMessage(error) });
    return { doc, map, problems };
  }
}

/**
 * Where the first node deeper than MAX_DEPTH starts, walked without recursion (the checks after
 * this one recurse, and would overflow the stack on what the parser accepted).
 */
function firstTooDeep(root: unknown): number | undefined {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_DEPTH) return node.range?.[0] ?? 0;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) stack.push([item.value, depth + 1], [item.key, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return undefined;
}

/** A Buffer's first byte that is not part of a well-formed UTF-8 sequence, or -1. */
function firstBadByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k += 1) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    // Overlong forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1] ?? 0;
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f)) return i;
    i += need + 1;
  }
  return -1;
}

// ignoreBOM keeps a byte order mark in the text, as Buffer#toString does: yaml skips it.
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A case file's text; a file that is not UTF-8 (a Latin-1 export, a UTF-16 save) is refused at
 * its first bad byte, rather than read with U+FFFD in place of what the writer meant.
 */
export function decodeSource(bytes: Buffer): { text: string } | { problem: Located } {
  try {
    return { text: STRICT_UTF8.decode(bytes) };
  } catch {
    const bad = Math.max(0, firstBadByte(bytes));
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    const line = bytes.subarray(0, lineStart).reduce((n, b) => (b === 0x0a ? n + 1 : n), 1);
    const column = bytes.subarray(lineStart, bad).toString('utf8').length + 1;
    const hex = `0x${bytes[bad]!.toString(16).padStart(2, '0').toUpperCase()}`;
    const message = `the file is not UTF-8: byte ${hex} here is not valid UTF-8 (saved as Latin-1 or Windows-1252?); save the file as UTF-8`;
    return { problem: { code: 'FILE_NOT_UTF8', line, column, message } };
  }
}

function yamlProblem(error: YAMLError, known: YamlCode | undefined, text: string, map: SourceMap): Located {
  const yamlMessage = error.message.split('\n')[0] ?? error.message;
  const words = SYNTAX_WORDS.find((w) => w.match.test(yamlMessage));
  // yaml notices an unclosed bracket on the next line; the mistake is the bracket itself.
  const opener = words?.opener === undefined ? -1 : text.lastIndexOf(words.opener, error.pos[0]);
  const offset = opener >= 0 ? opener : skipIndent(text, error.pos[0]);
  const code = words?.code ?? known?.code ?? 'YAML_SYNTAX';
  const message = known?.message?.(text, offset) ?? words?.message ?? yamlMessage;
  return { code, ...map.offsetPosition(offset), message };
}

/** From the start of a line to its first character, so the pointer lands on the mis-indented key. */
function skipIndent(text: string, offset: number): number {
  if (offset !== 0 && text[offset - 1] !== '\n') return offset;
  let at = offset;
  while (text[at] === ' ') at++;
  return text[at] === '\n' || at >= text.length ? offset : at;
}

function aliasMessage(error: unknown): string {
  const why = error instanceof Error ? error.message : String(error);
  return `aliases (*name) expand to too much data (${why}); write the values out or use fewer aliases`;
}

function firstAlias(doc: Document, map: SourceMap): { line: number; column: number } {
  let offset = 0;
  visit(doc, {
    Alias(_key, node) {
      if (isAlias(node) && node.range) offset = node.range[0];
      return visit.BREAK;
    },
  });
  return map.offsetPosition(offset);
}

function keyAt(text: string, offset: number): string {
  const match = /^["']?([^:"'\n]+)/.exec(text.slice(offset));
  return (match?.[1] ?? 'key').trim();
}

function tagAt(text: string, offset: number): string {
  return /^!\S*/.exec(text.slice(offset))?.[0] ?? 'tag';
}
