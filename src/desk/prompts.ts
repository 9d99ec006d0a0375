/**
 * System prompts are Handlebars templates under templates/prompts/, versioned by content hash so a
 * run records exactly which prompt it used.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { packageRoot } from '../paths.js';
import { formatMoney } from '../text/money.js';

const PROMPT_NAMES = ['triage', 'resolver'] as const;
type PromptName = (typeof PROMPT_NAMES)[number];

export interface Prompts {
  render(name: PromptName, context: object): string;
  /** sha256 of each template's text, first 12 hex digits. */
  hashes: Record<PromptName, string>;
  /** One string naming the prompt version: the hash of all templates. */
  version: string;
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Loads and compiles the prompt templates once; pass the result to every visit of a run. */
export function loadPrompts(dir = join(packageRoot(), 'templates', 'prompts')): Prompts {
  const hbs = Handlebars.create();
  hbs.registerHelper('money', (minor: number) => formatMoney(minor));
  hbs.registerHelper('join', (list: unknown) => (Array.isArray(list) ? list.join(', ') : ''));
  const compiled = {} as Record<PromptName, Handlebars.TemplateDelegate>;
  const hashes = {} as Record<PromptName, string>;
  for (const name of PROMPT_NAMES) {
    const text = readFileSync(join(dir, `${name}.hbs`), 'utf8');
    compiled[name] = hbs.compile(text, { noEscape: true, strict: false });
    hashes[name] = sha(text);
  }
  return {
    render: (name, context) => compiled[name](context),
    hashes,
    version: sha(PROMPT_NAMES.map((n) => hashes[n]).join(':')),
  };
}
