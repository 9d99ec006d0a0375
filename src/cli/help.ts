/** Pieces of help text made from the registries, so that the help names what the code accepts. */

/** Help lines are kept under this many characters. */
const HELP_WIDTH = 104;

/**
 * `a | b | c` over as many lines as it takes to stay within the width, the first line starting at
 * the column of `indent`; each line after it starts with `indent` and the `|` it broke at.
 */
export function alternatives(items: readonly string[], indent: string, width = HELP_WIDTH): string {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line === '') line = lines.length === 0 ? item : `| ${item}`;
    else if (indent.length + line.length + ` | ${item}`.length > width) {
      lines.push(line);
      line = `| ${item}`;
    } else line += ` | ${item}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}
