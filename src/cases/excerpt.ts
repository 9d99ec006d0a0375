/** The source line of a problem with a `^` under its column, as yaml's prettifyError shows it. */

/** The most of a line shown: a minified blob or a pasted line of data is cut to the part around the column. */
const WIDTH = 80;

/** Two lines: `  12 | status: shiped` and a pointer under the column; empty when the line does not exist. */
export function excerpt(text: string, line: number, column: number): string {
  const source = text.split(/\r?\n/)[line - 1];
  if (source === undefined) return '';
  const gutter = `${String(line).padStart(4)} | `;
  const { shown, at } = around(source.replace(/\t/g, ' '), Math.max(0, column - 1));
  return `${gutter}${shown}\n${' '.repeat(gutter.length + at)}^`;
}

/** The window of `WIDTH` characters of `line` around index `at`, with `…` where it was cut, and where `at` now is. */
function around(line: string, at: number): { shown: string; at: number } {
  if (line.length <= WIDTH) return { shown: line, at };
  const start = Math.max(0, Math.min(at - WIDTH / 2, line.length - WIDTH));
  const end = start + WIDTH;
  const before = start > 0 ? '…' : '';
  const after = end < line.length ? '…' : '';
  return { shown: `${before}${line.slice(start, end)}${after}`, at: at - start + before.length };
}
