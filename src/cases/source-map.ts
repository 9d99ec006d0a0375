/**
 * The way back from a YAML path to a line and column: walks the parsed Document, so positions
 * cost nothing until someone asks (the engine asks only for failing assertions).
 */
import { type Document, isAlias, isMap, isScalar, isSeq, type LineCounter, type Node } from 'yaml';
import type { NodePath, SourcePosition } from './types.js';

/** Where on a map entry to point: its key (`status:`) or its value (`shiped`). */
export type Anchor = 'key' | 'value';

interface Step {
  key?: Node;
  value: unknown;
}

export class SourceMap {
  constructor(
    private readonly doc: Document,
    private readonly lineCounter: LineCounter,
  ) {}

  /**
   * Position of the node at `path`, or of its nearest existing ancestor. With `at: 'key'` (the default)
   * a map entry points at its key, the line a reader looks for; with `at: 'value'` at its value,
   * unless the value is empty.
   */
  position(path: NodePath, at: Anchor = 'key'): SourcePosition {
    const steps = this.walk(path);
    const found = steps.length === path.length + 1;
    const last = steps[steps.length - 1] as Step;
    const preferValue = found && at === 'value' && !isEmpty(last.value);
    const node = preferValue || last.key === undefined ? last.value : last.key;
    return this.offsetPosition(rangeStart(node));
  }

  offsetPosition(offset: number): SourcePosition {
    const { line, col } = this.lineCounter.linePos(offset);
    return { line, column: col };
  }

  /** The steps from the root to the deepest node of `path` that exists. */
  private walk(path: NodePath): Step[] {
    const steps: Step[] = [{ value: this.doc.contents }];
    let current: unknown = this.doc.contents;
    for (const part of path) {
      if (isAlias(current)) current = current.resolve(this.doc);
      const next = child(current, part);
      if (next === undefined) break;
      steps.push(next);
      current = next.value;
    }
    return steps;
  }
}

function child(node: unknown, part: string | number): Step | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => keyText(p.key) === String(part));
    return pair ? { key: pair.key as Node, value: pair.value } : undefined;
  }
  if (isSeq(node) && typeof part === 'number') {
    return part < node.items.length ? { value: node.items[part] } : undefined;
  }
  return undefined;
}

function keyText(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

function isEmpty(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null && node.source === '');
}

function rangeStart(node: unknown): number {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range ? range[0] : 0;
}
