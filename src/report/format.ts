/** How numbers read in every report: rates, durations, tokens, money, hashes. */
import type { Usage } from '../desk/types.js';

/** `83.3%`, or `missing` ('' unless said) when nothing was judged. The one rate format of every report and check. */
export function pct(x: number | undefined, missing = ''): string {
  return x === undefined ? missing : `${(x * 100).toFixed(1)}%`;
}

/** `850 ms`, `12.3 s`, `2 min 05 s`. */
export function duration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** Seconds with three decimals, as JUnit wants them. */
export function seconds(ms: number | undefined): string {
  return ((ms ?? 0) / 1000).toFixed(3);
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1,234 in (200 cached) · 567 out`, or '' when no token was counted (the reference model). */
export function tokens(u: Usage | undefined): string {
  if (!u || u.inputTokens + u.outputTokens === 0) return '';
  const cached = u.cachedInputTokens > 0 ? ` (${count(u.cachedInputTokens)} cached)` : '';
  return `${count(u.inputTokens)} in${cached} · ${count(u.outputTokens)} out`;
}

/** `$0.0123`; '' when unknown: a model with no price is a blank, never zero. */
export function usd(x: number | undefined): string {
  if (x === undefined) return '';
  return x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(4)}`;
}

/** A value as one line of JSON (strings quoted), for expected/actual and tool arguments. */
export function jsonLine(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A value as indented JSON, for tool arguments and results in the HTML transcript. */
export function jsonBlock(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Shortens a long one-line text for a summary line; the full text stays in the HTML report. */
export function clip(text: string, max = 300): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
