/**
 * The report templates (`templates/*.hbs`, partials in `templates/partials/`), compiled once per
 * process on an isolated Handlebars instance so our helpers never leak into the prompt templates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Handlebars from 'handlebars';
import { packageRoot } from '../paths.js';
import { codeSpan, escapeMarkdown } from './escape.js';

export type TemplateName = 'report.md' | 'report.html' | 'junit.xml' | 'review.html' | 'review-modes.html';
/** Partials that are also rendered on their own (report.html, one case at a time). */
export type PartialName = 'case';

/** Our helpers by name: the compiler calls them directly instead of asking, at every `{{name}}`, whether it is one. */
const HELPERS = ['md', 'code', 'eq', 'join'] as const;

function registerHelpers(hbs: typeof Handlebars): void {
  // Markdown: text from cases and models goes through these two, which return already-escaped text.
  hbs.registerHelper('md', (text: unknown) => new hbs.SafeString(escapeMarkdown(String(text ?? ''))));
  hbs.registerHelper('code', (text: unknown) => new hbs.SafeString(codeSpan(String(text ?? ''))));
  hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  // Returns a plain string, which Handlebars then escapes for HTML and XML.
  hbs.registerHelper('join', (list: unknown, sep: unknown) => (Array.isArray(list) ? list.join(typeof sep === 'string' ? sep : ', ') : ''));
}

interface Compiled {
  hbs: typeof Handlebars;
  templates: Map<string, Handlebars.TemplateDelegate>;
}

function createInstance(dir: string): Compiled {
  const hbs = Handlebars.create();
  registerHelpers(hbs);
  const partials = join(dir, 'partials');
  for (const file of readdirSync(partials).filter((f) => f.endsWith('.hbs')).sort()) {
    hbs.registerPartial(basename(file, '.hbs'), readFileSync(join(partials, file), 'utf8'));
  }
  return { hbs, templates: new Map() };
}

// The one piece of module state: compiled templates per templates folder, filled on first use.
// Compiling is deterministic, so sharing the cache changes no output.
const cache = new Map<string, Compiled>();

function compiledTemplate(dir: string, key: string, file: string): Handlebars.TemplateDelegate {
  let compiled = cache.get(dir);
  if (!compiled) {
    compiled = createInstance(dir);
    cache.set(dir, compiled);
  }
  let template = compiled.templates.get(key);
  if (!template) {
    template = compiled.hbs.compile(readFileSync(join(dir, file), 'utf8'), {
      // A partial's lines are never re-indented: that would shift the JSON inside <pre>.
      preventIndent: true,
      // Partials are compiled with these too. A helper not in the list fails the compile.
      knownHelpers: Object.fromEntries(HELPERS.map((h) => [h, true])),
      knownHelpersOnly: true,
    });
    compiled.templates.set(key, template);
  }
  return template;
}

export function reportTemplate(name: TemplateName, dir = join(packageRoot(), 'templates')): Handlebars.TemplateDelegate {
  return compiledTemplate(dir, name, `${name}.hbs`);
}

/** A partial as a template of its own, on the same instance (its own partials and helpers resolve). */
export function partialTemplate(name: PartialName, dir = join(packageRoot(), 'templates')): Handlebars.TemplateDelegate {
  return compiledTemplate(dir, `partials/${name}`, join('partials', `${name}.hbs`));
}

/** A raw asset beside the partials (the HTML report's inline CSS and script), read as it is. */
export function assetText(file: string, dir = join(packageRoot(), 'templates')): string {
  return readFileSync(join(dir, 'partials', file), 'utf8');
}
