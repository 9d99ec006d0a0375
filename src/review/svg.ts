/**
 * The modes view's charts as inline SVG, drawn here so the page fetches nothing. Every text is
 * escaped (a mode name is a reviewer's free text).
 */
import Handlebars from 'handlebars';
import type { ParetoRow } from './modes.js';
import { pct } from '../report/format.js';

const esc = (text: string | number): string => Handlebars.escapeExpression(String(text));
const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const W = 720;
const H = 280;
// Room on the left and below for mode names, slanted so long ones fit.
const M = { top: 20, right: 44, bottom: 96, left: 120 };

/** Bars of counts (left axis) and the cumulative share as a line (right axis, 0–100%). */
export function paretoSvg(rows: readonly ParetoRow[]): string {
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const band = plotW / Math.max(1, rows.length);
  const x = (i: number) => M.left + i * band;
  const yCount = (n: number) => M.top + plotH - (n / max) * plotH;
  const yShare = (s: number) => M.top + plotH - s * plotH;
  const bars = rows.map((r, i) => {
    const bx = x(i) + band * 0.15;
    const bw = band * 0.7;
    const label = `<text class="axis-label" x="${x(i) + band / 2}" y="${M.top + plotH + 14}" text-anchor="end" transform="rotate(-30 ${x(i) + band / 2} ${M.top + plotH + 14})">${esc(clip(r.mode, 22))}</text>`;
    return `<g class="bar" data-mode="${esc(r.mode)}"><title>${esc(r.mode)}: ${r.count} (${pct(r.share)}, cumulative ${pct(r.cumulative)})</title><rect x="${bx}" y="${yCount(r.count)}" width="${bw}" height="${yCount(0) - yCount(r.count)}"/><text class="count" x="${x(i) + band / 2}" y="${yCount(r.count) - 4}" text-anchor="middle">${r.count}</text>${label}</g>`;
  });
  const points = rows.map((r, i) => `${x(i) + band / 2},${yShare(r.cumulative)}`).join(' ');
  const dots = rows.map((r, i) => `<circle cx="${x(i) + band / 2}" cy="${yShare(r.cumulative)}" r="3"><title>cumulative ${pct(r.cumulative)}</title></circle>`);
  const axes = [
    `<line class="axis" x1="${M.left}" y1="${yCount(0)}" x2="${W - M.right}" y2="${yCount(0)}"/>`,
    `<text class="tick" x="${M.left - 6}" y="${yCount(max) + 4}" text-anchor="end">${max}</text>`,
    `<text class="tick" x="${M.left - 6}" y="${yCount(0) + 4}" text-anchor="end">0</text>`,
    `<text class="tick" x="${W - M.right + 6}" y="${yShare(1) + 4}">100%</text>`,
    `<text class="tick" x="${W - M.right + 6}" y="${yShare(0.5) + 4}">50%</text>`,
    `<line class="grid" x1="${M.left}" y1="${yShare(0.8)}" x2="${W - M.right}" y2="${yShare(0.8)}"/><text class="tick" x="${W - M.right + 6}" y="${yShare(0.8) + 4}">80%</text>`,
  ];
  return `<svg class="chart pareto" role="img" aria-label="Pareto of failure modes" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg">${axes.join('')}${bars.join('')}<polyline class="cumulative" points="${points}"/>${dots.join('')}</svg>`;
}

/** New modes per batch as bars: the curve flattening to zero is saturation (for now). */
export function saturationSvg(counts: readonly number[], batch: number): string {
  const h = 200;
  const m = { top: 16, right: 12, bottom: 30, left: 36 };
  const plotW = W - m.left - m.right;
  const plotH = h - m.top - m.bottom;
  const max = Math.max(1, ...counts);
  const band = plotW / Math.max(1, counts.length);
  const y = (n: number) => m.top + plotH - (n / max) * plotH;
  const bars = counts.map((n, i) => {
    const cx = m.left + i * band + band / 2;
    const from = i * batch + 1;
    return `<g class="batch"><title>judgements ${from}–${from + batch - 1}: ${n} new mode(s)</title><rect x="${m.left + i * band + band * 0.2}" y="${y(n)}" width="${band * 0.6}" height="${y(0) - y(n)}"/><text class="count" x="${cx}" y="${y(n) - 4}" text-anchor="middle">${n}</text><text class="axis-label" x="${cx}" y="${y(0) + 16}" text-anchor="middle">${i + 1}</text></g>`;
  });
  const axis = `<line class="axis" x1="${m.left}" y1="${y(0)}" x2="${W - m.right}" y2="${y(0)}"/><text class="tick" x="${m.left - 6}" y="${y(max) + 4}" text-anchor="end">${max}</text><text class="tick" x="${m.left - 6}" y="${y(0) + 4}" text-anchor="end">0</text>`;
  return `<svg class="chart saturation" role="img" aria-label="New modes per batch" viewBox="0 0 ${W} ${h}" width="${W}" height="${h}" xmlns="http://www.w3.org/2000/svg">${axis}${bars.join('')}</svg>`;
}
