/**
 * The parts of schema/suites.schema.json taken from the registries: the reporter names (with each
 * one's `about`) and the gate's dimension minimums (one per scorer). `npm run schema:tools` writes
 * them into the file and the sync tests fail when the file and the registries disagree, so adding
 * a reporter or a scorer touches no schema by hand.
 */
type Json = Record<string, unknown>;

export interface SuitesRegistries {
  reporters: Readonly<Record<string, { about: string }>>;
  dimensions: readonly string[];
}

/** The suites schema with its reporter names and dimension minimums made from the registries (a new object). */
export function withRegistries(schema: Json, registries: SuitesRegistries): Json {
  const next = structuredClone(schema) as {
    properties: { reporters: { items: { else: Json } } };
    $defs: { suite: { properties: { gate: { properties: { dimensions: { properties: Json } } } } } };
  };
  const names = next.properties.reporters.items.else;
  names['enum'] = Object.keys(registries.reporters);
  names['enumDescriptions'] = Object.values(registries.reporters).map((r) => r.about);
  next.$defs.suite.properties.gate.properties.dimensions.properties = Object.fromEntries(
    registries.dimensions.map((d) => [d, { type: 'number', minimum: 0, maximum: 1, description: `Minimum score of the ${d} dimension, 0..1.` }]),
  );
  return next;
}
