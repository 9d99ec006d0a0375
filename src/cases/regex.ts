/** `matches` entries: `/pattern/flags` or a bare pattern. Shared by the lint and the reply scorer. */

const SLASHED = /^\/(.*)\/([a-z]*)$/s;

/** The RegExp an entry stands for; throws a SyntaxError when it does not compile. */
export function parseRegex(entry: string): RegExp {
  const slashed = SLASHED.exec(entry);
  return slashed ? new RegExp(slashed[1] ?? '', slashed[2]) : new RegExp(entry);
}
