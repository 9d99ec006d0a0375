/** The source line of a problem with a `^` under its column, as yaml's prettifyError shows it. */

/** Two lines: `  12 | status: shiped` and a pointer under the column; empty when the line does not exist. */
export function excerpt(text: string, line: number, column: number): string {
  const source = text.split(/\r?\n/)[line - 1];
  if (source === undefined) return '';
  const gutter = `${String(line).padStart(4)} | `;
  const shown = source.replace(/\t/g, ' ');
  const pointer = `${' '.repeat(gutter.length + Math.max(0, column - 1))}^`;
  return `${gutter}${shown}\n${pointer}`;
}
