/**
 * The shapes a secret takes in text: as it is, base64 (standard and URL-safe, at each of the three
 * byte alignments it can have inside longer encoded text), percent-encoded, and escaped for JSON
 * and HTML. Redaction looks for every run of MIN_RUN characters of any of them.
 */

/** A secret shown this far is redacted: a key's first 10 characters are as good as the key to a scraper. */
export const MIN_RUN = 8;

function base64Shapes(secret: string): string[] {
  const out: string[] = [];
  const bytes = Buffer.from(secret, 'utf8');
  // Inside longer text the secret starts at byte offset 0, 1 or 2 of a base64 group: encode it
  // behind 0-2 filler bytes and keep only the characters that depend on the secret alone.
  for (let shift = 0; shift < 3; shift += 1) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const skip = shift === 0 ? 0 : Math.ceil((shift * 8) / 6);
    for (const encoding of ['base64', 'base64url'] as const) {
      const text = padded.toString(encoding).replace(/=+$/, '');
      // The last character may mix in bits of whatever follows: leave it out unless it ends a group.
      const stable = bytes.length % 3 === (3 - shift) % 3 ? text : text.slice(0, -1);
      out.push(stable.slice(skip));
    }
  }
  return out;
}

function escapedShapes(secret: string): string[] {
  const html = secret.replace(/[&<>"'`=]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
  const uri = encodeURIComponent(secret);
  return [JSON.stringify(secret).slice(1, -1), html, uri, uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())];
}

/** Every distinct shape of the secret at least MIN_RUN characters long. */
export function shapesOf(secret: string): string[] {
  const shapes = new Set([secret, ...base64Shapes(secret), ...escapedShapes(secret)]);
  return [...shapes].filter((s) => s.length >= MIN_RUN);
}

/** Every run of exactly MIN_RUN characters of the shapes: any longer run contains one. */
export function windowsOf(shapes: readonly string[]): Set<string> {
  const windows = new Set<string>();
  for (const shape of shapes) for (let i = 0; i + MIN_RUN <= shape.length; i += 1) windows.add(shape.slice(i, i + MIN_RUN));
  return windows;
}

/** Length of the pieces the redactor looks for first: every window holds a whole aligned one (2 × CHUNK ≤ MIN_RUN). */
export const CHUNK = MIN_RUN / 2;

/**
 * The pieces of each shape at offsets 0, CHUNK, 2 × CHUNK ...: any MIN_RUN-character window of a
 * shape, starting at j, holds the piece that starts at the first multiple of CHUNK from j on.
 */
export function chunksOf(shapes: readonly string[]): Set<string> {
  const chunks = new Set<string>();
  for (const shape of shapes) for (let i = 0; i + CHUNK <= shape.length; i += CHUNK) chunks.add(shape.slice(i, i + CHUNK));
  return chunks;
}
