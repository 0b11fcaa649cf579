// The contract's schemas as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), for the OpenAPI
// generator (cms/src/lib/openapi/generator.ts). Here so that it runs on the zod that built them.

import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Converts `schemas` (by name) in one pass: a schema that is one of `components` becomes a `$ref`
 * to `#/components/schemas/<its name>` wherever it is used. `io`: `input` describes what a caller
 * sends (before defaults and trimming), `output` what the CMS answers.
 */
export const toJsonSchemas = (
  components: Record<string, z.ZodType>,
  schemas: Record<string, z.ZodType>,
  io: 'input' | 'output',
): { components: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> } => {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const prefix = '~route~';
  for (const [id, schema] of Object.entries(schemas)) {
    if (!registry.has(schema)) registry.add(schema, { id: prefix + id });
  }
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas as Record<string, JsonSchema>;
  const clean = (schema: JsonSchema): JsonSchema => {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    return rest;
  };
  const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });
  return {
    components: Object.fromEntries(Object.keys(components).map((id) => [id, clean(converted[id])])),
    schemas: Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => {
        const own = registry.get(schema)!.id;
        return [id, own.startsWith(prefix) ? clean(converted[own]) : ref(own)];
      }),
    ),
  };
};
