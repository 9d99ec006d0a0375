import { foldWord } from '../../text/words.js';
import type { Product } from '../types.js';
import { failure, success } from './outcome.js';
import type { ToolSpec } from './types.js';
import { plain, productView } from './views.js';

/** Case- and accent-insensitive words, with a plural "s" dropped ("Mugs" finds "mug"). */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => {
    const folded = foldWord(w);
    return folded.length > 3 && folded.endsWith('s') ? folded.slice(0, -1) : folded;
  });
}

/** How many query words the product's sku, name, description or variants' option values hold (as a word or a word's start). */
function score(product: Product, query: readonly string[]): number {
  const options = (product.variants ?? []).flatMap((v) => Object.values(v.options)).join(' ');
  const haystack = words(`${product.sku} ${product.name} ${product.description ?? ''} ${options}`);
  return query.filter((q) => haystack.some((h) => h.startsWith(q))).length;
}

export const searchProducts: ToolSpec = {
  name: 'search_products',
  kind: 'read',
  summary: 'products matching words (query)',
  offered: 'always',
  identity: 'open',
  definition: {
    name: 'search_products',
    description:
      'Products of the store whose name, sku, description or variant options match the query words: price, stock, whether in stock and returnable, and each variant (item id, options such as colour and size, price, stock).',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', minLength: 1, description: 'Words to look for, e.g. "ceramic mug".' } },
      required: ['query'],
      additionalProperties: false,
    },
  },
  run(args, { store }) {
    const query = [...new Set(words(args['query'] as string))];
    if (query.length === 0) return failure('invalid_arguments', 'query must contain at least one word to look for.');
    const scored = [...store.products.values()].map((p) => ({ p, s: score(p, query) })).filter((x) => x.s > 0);
    // The best matches only: "blue mug" should not list every blue thing next to the mugs.
    const best = Math.max(0, ...scored.map((x) => x.s));
    const products = scored
      .filter((x) => x.s === best)
      .map((x) => x.p)
      .sort((a, b) => a.sku.localeCompare(b.sku));
    // The query is not echoed: a tool result counts as shown to the customer, so an echo would make
    // whatever the model typed (another customer's phone number) look like something a tool returned.
    return success(
      plain({
        count: products.length,
        products: products.map(productView),
        note: products.length === 0 ? 'No product matches these words.' : undefined,
      }),
    );
  },
};
