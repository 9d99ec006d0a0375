/**
 * How tau2's ids become the desk's. tau2 writes order ids with a leading `#` (`#W2378156`); a `#`
 * starts a YAML comment and reads like markup in a reply, so an order is `W2378156` here: the `#`
 * dropped, nothing else changed, so the mapping is one to one. Users, payment methods, products
 * (skus) and items keep their tau2 ids.
 */
export const orderId = (tau2: string): string => tau2.replace(/^#/, '');

/** The case id of a task: `tau2-retail-<task id>`, its id in kebab case. */
export function caseIdOf(taskId: string): string {
  const kebab = taskId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `tau2-retail-${kebab || 'task'}`;
}

/** An option name in camelCase, as the case format wants it (`backrest height` → `backrestHeight`). */
export function optionName(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return /^[A-Za-z]/.test(joined) ? joined : `option${joined}`;
}
