/**
 * zod 4 -> JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) for the document. Requests are
 * converted as the handler's INPUT (`io: 'input'`: a default makes a field optional, a coercion or
 * transform shows what is sent), answers as the OUTPUT (what the handler is typed to answer).
 * A transform's output has no JSON Schema: `unrepresentable: 'any'` makes it `{}` rather than throw.
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Noise zod adds that says nothing to a reader: integers bounded by JavaScript's safe range, and
 * `additionalProperties: false` on answers (zod's output drops unknown keys, but our handlers'
 * answers are not parsed, so a reader may only rely on the fields listed, not on their absence).
 */
function tidy(json: JsonSchema, answer: boolean): void {
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (answer && json.additionalProperties === false) delete json.additionalProperties;
}

const common = (answer: boolean) => ({
  unrepresentable: 'any' as const,
  override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => tidy(jsonSchema, answer),
});

const strip = ({ $schema: _schema, $id: _id, ...rest }: JsonSchema): JsonSchema => rest;

/** A request body, query or path parameters, inline. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return strip(z.toJSONSchema(schema, { io: 'input', ...common(false) }) as JsonSchema);
}

/**
 * Every answer schema as a named component: `named` maps a component name to its schema, and a
 * schema nested in another is written as a `$ref` to its component, never twice.
 */
export function answerComponents(named: ReadonlyMap<string, z.ZodType>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', uri: (id) => `#/components/schemas/${id}`, ...common(true) });
  return Object.fromEntries([...named.keys()].map((id) => [id, strip(schemas[id] as JsonSchema)]));
}
