/**
 * The grader's own reading of a calculator call: it computes the expression the model sent, exactly
 * (fractions of big integers, no floating point) and rounds to the cent half away from zero, and
 * never reads what the desk's calculator answered. A desk calculator that computes wrong therefore
 * grounds nothing the reply states from it. An expression with no operation (a bare number) grounds
 * nothing: it is a figure the model typed, not arithmetic.
 */
import type { Minor } from '../../../desk/types.js';

/** n / d with d > 0. */
interface Fraction {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

function fraction(n: bigint, d: bigint): Fraction | undefined {
  if (d === 0n) return undefined;
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

function decimal(text: string): Fraction | undefined {
  const [whole = '', cents = ''] = text.split('.');
  return fraction(BigInt(`${whole}${cents}` || '0'), 10n ** BigInt(cents.length));
}

const BINARY: Readonly<Record<string, { rank: number; apply: (a: Fraction, b: Fraction) => Fraction | undefined }>> = {
  '+': { rank: 1, apply: (a, b) => fraction(a.n * b.d + b.n * a.d, a.d * b.d) },
  '-': { rank: 1, apply: (a, b) => fraction(a.n * b.d - b.n * a.d, a.d * b.d) },
  '*': { rank: 2, apply: (a, b) => fraction(a.n * b.n, a.d * b.d) },
  '/': { rank: 2, apply: (a, b) => fraction(a.n * b.d, a.d * b.n) },
};

/** Shunting-yard to reverse Polish notation; `neg` is a unary minus, `pos` a unary plus. */
function postfix(expression: string): string[] | undefined {
  const tokens = expression.match(/\d+(?:\.\d+)?|\.\d+|[-+*/()]|\S/g) ?? [];
  const out: string[] = [];
  const ops: string[] = [];
  let operand = true; // where an operand (or a unary sign, or "(") is expected
  for (const t of tokens) {
    if (/^[\d.]/.test(t)) {
      if (!operand || !/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t)) return undefined;
      out.push(t);
      operand = false;
    } else if (operand && (t === '-' || t === '+')) ops.push(t === '-' ? 'neg' : 'pos');
    else if (operand && t === '(') ops.push(t);
    else if (!operand && t === ')') {
      while (ops.length > 0 && ops.at(-1) !== '(') out.push(ops.pop() as string);
      if (ops.pop() !== '(') return undefined;
    } else if (!operand && BINARY[t] !== undefined) {
      // Unary signs bind tighter than any binary operator; binary ones are left-associative.
      while (ops.length > 0 && ops.at(-1) !== '(' && (BINARY[ops.at(-1) as string]?.rank ?? 3) >= BINARY[t].rank) out.push(ops.pop() as string);
      ops.push(t);
      operand = true;
    } else return undefined;
  }
  if (operand) return undefined;
  while (ops.length > 0) {
    const op = ops.pop() as string;
    if (op === '(') return undefined;
    out.push(op);
  }
  return out;
}

/** One step of the postfix evaluation: false when the expression has no value. */
function step(t: string, stack: Fraction[]): boolean {
  if (/^[\d.]/.test(t)) {
    const value = decimal(t);
    if (value !== undefined) stack.push(value);
    return value !== undefined;
  }
  if (t === 'neg' || t === 'pos') {
    const value = stack.pop();
    if (value !== undefined) stack.push(t === 'neg' ? { n: -value.n, d: value.d } : value);
    return value !== undefined;
  }
  const b = stack.pop();
  const a = stack.pop();
  const value = a && b ? BINARY[t]?.apply(a, b) : undefined;
  if (value !== undefined) stack.push(value);
  return value !== undefined;
}

/**
 * What a calculator call computed, in minor units, by the grader's reckoning: undefined when the
 * expression is not arithmetic of numbers, + - * / and parentheses, divides by zero or does no
 * operation at all.
 */
export function calculatedMinor(expression: string): Minor | undefined {
  const rpn = postfix(expression);
  if (rpn === undefined || !rpn.some((t) => BINARY[t] !== undefined)) return undefined;
  const stack: Fraction[] = [];
  if (!rpn.every((t) => step(t, stack))) return undefined;
  const [result] = stack;
  if (result === undefined || stack.length !== 1) return undefined;
  // Cents, half away from zero: (2|n|·100 + d) / 2d, truncated, with n's sign.
  const cents = (2n * abs(result.n) * 100n + result.d) / (2n * result.d);
  const minor = Number(result.n < 0n ? -cents : cents);
  return Number.isSafeInteger(minor) ? minor : undefined;
}
