/**
 * The part of the case schema that describes each tool's arguments, made from the tools' own
 * argument schemas (src/desk/tools), so that an editor completes and explains `args` in a
 * reference call. `scripts/write-tool-args-schema.mjs` writes it into schema/golden-case.schema.json
 * and a test fails when the file and the tools disagree: the tools stay the one source.
 *
 * It checks nothing the tools do not: a reference call whose arguments the tool refuses was
 * already an error (REFERENCE_ARGS); the schema now reports it where the editor shows it.
 */
import type { ToolSpec } from '../desk/tools/types.js';

type Json = Record<string, unknown>;

/**
 * `$defs.toolArgs`: each tool's argument schema, as the tool validates it, titled for an editor.
 * An enum gets the value descriptions the schema already gives the same values elsewhere
 * (`described`, keyed by the values), e.g. the order statuses of `list_orders`.
 */
export function toolArgsDefs(tools: Readonly<Record<string, ToolSpec>>, described: ReadonlyMap<string, unknown> = new Map()): Json {
  return Object.fromEntries(
    Object.entries(tools).map(([name, tool]) => {
      const args = structuredClone(tool.definition.parameters) as { properties?: Record<string, Json> };
      for (const property of Object.values(args.properties ?? {})) {
        const descriptions = Array.isArray(property['enum']) ? described.get(JSON.stringify(property['enum'])) : undefined;
        if (descriptions !== undefined) property['enumDescriptions'] = descriptions;
      }
      return [name, { title: `${name} arguments`, description: `The arguments of ${name}, as the tool checks them. ${tool.definition.description}`, ...args }];
    }),
  );
}

/** Every enum of the schema that describes its values, by its values. */
function enumDescriptions(node: unknown, found = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(node)) for (const item of node) enumDescriptions(item, found);
  else if (typeof node === 'object' && node !== null) {
    const n = node as Json;
    if (Array.isArray(n['enum']) && Array.isArray(n['enumDescriptions'])) found.set(JSON.stringify(n['enum']), n['enumDescriptions']);
    for (const value of Object.values(n)) enumDescriptions(value, found);
  }
  return found;
}

/**
 * `allOf` of a reference call: for each tool, when `tool` names it, `args` must be what the tool
 * takes (and present when the tool requires an argument, as an absent `args` is no argument).
 */
export function toolArgsConditions(tools: Readonly<Record<string, ToolSpec>>): Json[] {
  return Object.entries(tools).map(([name, tool]) => {
    const required = (tool.definition.parameters as { required?: string[] }).required ?? [];
    return {
      if: { properties: { tool: { const: name } }, required: ['tool'] },
      then: { properties: { args: { $ref: `#/$defs/toolArgs/${name}` } }, ...(required.length > 0 ? { required: ['args'] } : {}) },
    };
  });
}

/** `$defs.toolName`: the tools' names, each described by its kind and summary. */
function toolNameDef(tools: Readonly<Record<string, ToolSpec>>): Json {
  const specs = Object.values(tools);
  return { enum: specs.map((t) => t.name), enumDescriptions: specs.map((t) => `${t.kind}: ${t.summary}`), description: 'One of the tools the agent has.' };
}

/** The case schema with its tool names and tool-argument parts made from `tools` (a new object; the input is not changed). */
export function withToolArgs(schema: Json, tools: Readonly<Record<string, ToolSpec>>): Json {
  const next = structuredClone(schema) as { $defs: Json & { referenceTurn: { properties: { calls: { items: Json } } } } };
  next.$defs.toolName = toolNameDef(tools);
  const { toolArgs: _old, ...rest } = next.$defs;
  next.$defs.toolArgs = toolArgsDefs(tools, enumDescriptions(rest));
  next.$defs.referenceTurn.properties.calls.items.allOf = toolArgsConditions(tools);
  return next;
}
