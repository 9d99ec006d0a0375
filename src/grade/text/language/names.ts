/**
 * The names a visit's world holds, which say nothing about the language of a reply that quotes
 * them: products, customers, addresses, carriers, tracking numbers and every record id. The
 * world before and after the visit holds everything a tool could have returned.
 */
import type { Visit, WorldSnapshot } from '../../../desk/types.js';

function snapshotNames(world: WorldSnapshot): string[] {
  const out: string[] = [];
  for (const p of Object.values(world.products)) out.push(p.name, p.sku);
  for (const c of Object.values(world.customers)) {
    out.push(c.name, c.id, ...c.name.split(/\s+/).filter((w) => w.length >= 3));
    if (c.email) out.push(c.email);
    if (c.phone) out.push(c.phone);
  }
  for (const o of Object.values(world.orders)) {
    out.push(o.id);
    const s = o.shipping;
    if (s?.address) out.push(s.address, ...s.address.split(/\s*,\s*/));
    if (s?.carrier) out.push(s.carrier);
    if (s?.tracking) out.push(s.tracking);
  }
  for (const p of Object.values(world.proposals)) {
    out.push(p.id);
    if (p.address) out.push(p.address, ...p.address.split(/\s*,\s*/));
  }
  for (const id of [...Object.keys(world.refunds), ...Object.keys(world.tickets)]) out.push(id);
  return out;
}

/** Every name of the world before and after the visit, each once. */
export function worldNames(visit: Pick<Visit, 'initial' | 'final'>): string[] {
  return [...new Set([...snapshotNames(visit.initial), ...snapshotNames(visit.final)])].filter((n) => n.trim() !== '');
}
