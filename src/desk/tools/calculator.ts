/**
 * calculator: arithmetic for the agent, so a total of several items, a share of a price or what
 * remains after a refund is computed, not guessed. The grammar is four operators, parentheses,
 * unary signs and decimal numbers, read by a small recursive-descent parser (no eval).
 *
 * Grounding: the result is a tool result, so a reply may state it. It has no currency of its own;
 * it counts in the store's currencies, as a product's price does: USD and the currencies of the
 * world's orders. The operands are what the model typed and vouch for nothing: a reply that states
 * one needs a tool that returned it. The calculator vouches for the arithmetic, not for its inputs;
 * every expression is in the transcript for a reviewer to read, and an expression that is a single
 * number (nothing to calculate) is refused, so it cannot simply echo a figure. Its figures are
 * evidence of an amount only: another customer's phone number typed into it is still theirs, for
 * the reply guard and for own-data-only.
 */
import { CALCULATED_KEY } from '../../text/calculation.js';
import { fromMinor, hasCents } from '../../text/money.js';
import { failure, success } from './outcome.js';
import type { ToolSpec } from './types.js';

/** A mistake in the expression, with what to do about it. */
class ExpressionError extends Error {}

/** Results at or above this are not amounts of a store (and would lose cents as doubles). */
const TOO_LARGE = 1e12;

/** Characters a model might reach for, with what to write instead. */
const HINTS: Readonly<Record<string, string>> = Object.freeze({
  ',': 'use a point for decimals and no thousands separators',
  '%': 'write a percentage as a factor (0.15 * 80)',
  x: 'use * to multiply',
  '×': 'use * to multiply',
  '÷': 'use / to divide',
});

type Token = { kind: 'number'; value: number; at: number } | { kind: 'op'; op: string; at: number } | { kind: 'end'; at: number };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  const pattern = /\s+|([\d.]+)|([-+*/()])|(.)/gsu;
  for (const m of text.matchAll(pattern)) {
    const at = m.index + 1;
    if (m[1] !== undefined) {
      if (!/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(m[1])) throw new ExpressionError(`"${m[1]}" at position ${at} is not a number (write 12.5 or 0.5)`);
      if (out.at(-1)?.kind === 'number') throw new ExpressionError(`two numbers with no operator between them (position ${at})`);
      out.push({ kind: 'number', value: Number(m[1]), at });
    } else if (m[2] !== undefined) out.push({ kind: 'op', op: m[2], at });
    else if (m[3] !== undefined) {
      const hint = HINTS[m[3].toLowerCase()] ?? 'only numbers, + - * / and parentheses are allowed';
      throw new ExpressionError(`"${m[3]}" at position ${at} is not allowed: ${hint}`);
    }
  }
  if (out.length === 0) throw new ExpressionError('the expression is empty');
  return [...out, { kind: 'end', at: text.length + 1 }];
}

/** expr := term (("+" | "-") term)* ; term := unary (("*" | "/") unary)* ; unary := ("+" | "-") unary | "(" expr ")" | number */
class Parser {
  private i = 0;
  /** Binary operations done: none means the expression is a number, with nothing to calculate. */
  operations = 0;

  constructor(private readonly list: readonly Token[]) {}

  parse(): number {
    const value = this.expr();
    const next = this.peek();
    if (next.kind !== 'end') throw new ExpressionError(next.kind === 'op' && next.op === ')' ? `a ")" with no "(" (position ${next.at})` : `an operator is missing before position ${next.at}`);
    return value;
  }

  private peek(): Token {
    return this.list[this.i] as Token;
  }

  private take(...ops: string[]): string | undefined {
    const t = this.peek();
    if (t.kind !== 'op' || !ops.includes(t.op)) return undefined;
    this.i += 1;
    return t.op;
  }

  private expr(): number {
    let value = this.term();
    for (let op = this.take('+', '-'); op !== undefined; op = this.take('+', '-')) {
      this.operations += 1;
      value = op === '+' ? value + this.term() : value - this.term();
    }
    return value;
  }

  private term(): number {
    let value = this.unary();
    for (let op = this.take('*', '/'); op !== undefined; op = this.take('*', '/')) {
      this.operations += 1;
      const right = this.unary();
      if (op === '/' && right === 0) throw new ExpressionError('division by zero');
      value = op === '*' ? value * right : value / right;
    }
    return value;
  }

  private unary(): number {
    const sign = this.take('+', '-');
    if (sign !== undefined) return sign === '-' ? -this.unary() : this.unary();
    const t = this.peek();
    this.i += 1;
    if (t.kind === 'number') return t.value;
    if (t.kind === 'op' && t.op === '(') {
      const value = this.expr();
      if (this.take(')') === undefined) throw new ExpressionError(`a "(" is not closed (position ${t.at})`);
      return value;
    }
    throw new ExpressionError(t.kind === 'end' ? 'the expression ends where a number is expected' : `a number is expected at position ${t.at}, not "${t.op}"`);
  }
}

/**
 * Minor units, rounded half away from zero (1.005 -> 101, -2.345 -> -235). The value is first
 * taken to 15 significant digits, so binary noise (1.005 * 100 = 100.49999999999999) does not
 * decide the cent.
 */
function toCents(value: number): number {
  const scaled = Number((value * 100).toPrecision(15));
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) + 0;
}

/** The value of an arithmetic expression, in minor units (cents), or why it has none. */
export function calculate(expression: string): { minor: number; exact: number } | { problem: string } {
  try {
    const parser = new Parser(tokens(expression));
    const exact = parser.parse();
    if (parser.operations === 0) return { problem: 'there is nothing to calculate: the expression is a single number' };
    if (!Number.isFinite(exact) || Math.abs(exact) >= TOO_LARGE) return { problem: 'the result is too large to be an amount' };
    return { minor: toCents(exact), exact };
  } catch (error) {
    if (error instanceof ExpressionError) return { problem: error.message };
    throw error;
  }
}

export const calculator: ToolSpec = {
  name: 'calculator',
  kind: 'read',
  summary: 'arithmetic on amounts, rounded to the cent (expression)',
  offered: 'always',
  definition: {
    name: 'calculator',
    description:
      'Arithmetic for amounts: a total of several items, a share of a price, what remains after a refund. Numbers with a decimal point, + - * / and parentheses; the result is rounded to 2 decimals, as the store shows money. Use it instead of working amounts out yourself.',
    parameters: {
      type: 'object',
      properties: {
        expression: { type: 'string', minLength: 1, maxLength: 200, description: 'The arithmetic, e.g. "3 * 12.50 + 2 * 8.00" or "(60 - 15) / 2".' },
      },
      required: ['expression'],
      additionalProperties: false,
    },
  },
  run(args) {
    const expression = (args['expression'] as string).trim();
    const value = calculate(expression);
    if ('problem' in value) return failure('invalid_arguments', `Cannot calculate "${expression}": ${value.problem}.`);
    const result = fromMinor(value.minor);
    return success({ expression, [CALCULATED_KEY]: result, ...(!hasCents(value.exact) ? { note: 'Rounded to 2 decimals, as the store shows money.' } : {}) });
  },
};
