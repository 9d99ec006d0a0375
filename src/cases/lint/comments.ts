/**
 * An unquoted `#` after a space starts a YAML comment: `- My vase from order #A6601 arrived`
 * becomes "My vase from order". In the texts the desk plays and the graders read (what the customer
 * says, the reference replies, the expected reply texts), a comment glued to its text (`#A6601`)
 * cuts the text: an error. One after a space (`# note`) is likely meant, but still worth a look.
 */
import { type Document, isScalar, type Scalar, visit } from 'yaml';
import type { Finding } from '../finding.js';
import type { NodePath } from '../types.js';

/**
 * Paths whose plain text a comment would cut: conversation turns (a reactive turn's lines and the
 * texts its conditions look for), reference replies, expected reply texts.
 */
function isTextPath(path: NodePath): boolean {
  const [top, , key] = path;
  if (top === 'conversation') return path.length === 2 || path.at(-1) === 'say' || (key === 'otherwise' && path.length === 3) || path.includes('said') || path.includes('offered');
  if (top === 'reference') return key === 'reply' && path.length === 3;
  return top === 'expect' && path.includes('reply') && (path.includes('contains') || path.includes('notContains'));
}

function keyOf(node: unknown): string | number | undefined {
  if (isScalar(node)) return typeof node.value === 'number' ? node.value : String(node.value);
  return undefined;
}

export function commentsInText(doc: Document): Finding[] {
  const out: Finding[] = [];
  visit(doc, {
    Scalar(key, node, ancestry) {
      if (key === 'key' || node.type !== 'PLAIN' || typeof node.comment !== 'string') return;
      const path = pathOf(key, ancestry);
      if (path === undefined || !isTextPath(path)) return;
      out.push(findingFor(node, path));
    },
  });
  return out;
}

function findingFor(node: Scalar, path: NodePath): Finding {
  const comment = node.comment as string;
  const glued = comment.length > 0 && !/^\s/.test(comment);
  const shown = `"${String(node.value)}"`;
  if (glued) {
    return {
      code: 'TEXT_CUT_BY_COMMENT',
      path,
      at: 'value',
      message: `the text is cut at "#${comment.split(/\s/)[0]}": YAML reads ${shown} and the rest as a comment; put the whole text in quotes`,
    };
  }
  return {
    code: 'COMMENT_AFTER_TEXT',
    path,
    at: 'value',
    severity: 'warning',
    message: `YAML reads ${shown} and "#${comment}" as a comment; if the # belongs to the text, put the whole text in quotes`,
  };
}

/** The YAML path of a node from the visitor's ancestry: map keys and sequence indices. */
function pathOf(key: unknown, ancestry: readonly unknown[]): NodePath | undefined {
  const path: (string | number)[] = [];
  for (let i = 1; i < ancestry.length; i++) {
    const parent = ancestry[i - 1] as { items?: unknown[] };
    const node = ancestry[i] as { key?: unknown };
    if (Array.isArray(parent.items) && 'key' in (node ?? {}) && (node as { key?: unknown }).key !== undefined) {
      const k = keyOf(node.key);
      if (k === undefined) return undefined;
      path.push(k);
    } else if (Array.isArray(parent.items)) {
      path.push(parent.items.indexOf(node));
    }
  }
  if (typeof key === 'number') path.push(key);
  return path;
}
