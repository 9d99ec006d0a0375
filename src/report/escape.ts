/** Escaping for text that came from cases and models, per output language. */

/**
 * Markdown text that renders as itself: no HTML, no links, no emphasis, no table breaks, no
 * LaTeX. One line, because a newline could end a list item or a table row.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .replace(/[\\`*[\]<>|~&$]/g, '\\$&')
      // An underscore inside a word (`execute_action`) is never emphasis in GFM: leave it readable.
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
  );
}

/** An inline code span that holds any text, with a fence longer than any backtick run inside. */
export function codeSpan(text: string): string {
  const one = text.replace(/\s*[\r\n]+\s*/g, ' ');
  if (one === '') return '';
  const longest = Math.max(0, ...(one.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${one}${pad}${fence}`;
}

/** Characters XML 1.0 cannot hold at all, even escaped (control characters, lone surrogates). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function stripNonXml(text: string): string {
  return text.replace(NOT_XML, '\uFFFD');
}

/**
 * GitHub workflow-command escaping (`::error ...::message`): a newline in a model's reply must not
 * start a command of its own.
 */
export function escapeCommandData(text: string): string {
  return text
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(NOT_ONE_LINE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

// Every control character (C0 with newline and tab, DEL, C1), the line and paragraph separators
// and the bidirectional overrides: none of them may move the cursor, start a line or reorder text.
// eslint-disable-next-line no-control-regex
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/**
 * Untrusted text (case text, categories, model output, provider messages, tool names) as one
 * printable line for a terminal or a CI log: controls shown as `\n`, `\u001b`, ...
 */
export function oneLine(text: string): string {
  return text.replace(NOT_ONE_LINE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
