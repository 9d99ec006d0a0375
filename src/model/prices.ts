/**
 * Cost of a model call from the config's price table (USD per million tokens).
 * A model with no price costs `undefined`: the report shows a blank, never a made-up zero.
 */
import type { Usage } from '../desk/types.js';
import type { SuitesConfig } from '../config/types.js';

export type PriceTable = NonNullable<SuitesConfig['prices']>;
type Price = PriceTable[string];

/** The price of a model: by its exact name, then without a `provider:` prefix. */
function priceOf(model: string, prices: PriceTable | undefined): Price | undefined {
  if (!prices) return undefined;
  const exact = prices[model];
  if (exact) return exact;
  const colon = model.indexOf(':');
  return colon >= 0 ? prices[model.slice(colon + 1)] : undefined;
}

/**
 * USD for one call. Cached input tokens are part of `inputTokens` (providers count them there);
 * they are billed at `cachedInput` when the table has it, else at the input price.
 */
export function costOf(model: string, usage: Usage, prices: PriceTable | undefined): number | undefined {
  const price = priceOf(model, prices);
  if (!price) return undefined;
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const fresh = usage.inputTokens - cached;
  const micro = fresh * price.input + cached * (price.cachedInput ?? price.input) + usage.outputTokens * price.output;
  return micro / 1_000_000;
}
