/**
 * The OpenAPI 3.1 document of the API, built from the route declarations the app registered
 * (`declaredRoutes(app)`, ../routes/declare.ts) alone. The
 * output is deterministic (paths sorted, methods in a fixed order, components named the same way
 * every time), so two builds of one version are byte-identical and a diff shows a real change.
 *
 * Added by the builder, not written per route: a 401 on every route that needs a token, a 403 on
 * moderator and admin routes, a 400 on every route that reads a body or a query, and the bearer
 * security requirement; every refusal answers the one `ErrorBody`.
 */
import type { z } from 'zod';
import { NESTED_MODELS, SCHEMA_NAMES } from './registry';
import { answerComponents, inputSchema, type JsonSchema } from './json-schema';
import { TAGS, type Access, type Answer, type RouteDeclaration } from './route-doc';

export const OPENAPI_VERSION = '3.1.1';
const METHOD_ORDER = ['get', 'put', 'post', 'patch', 'delete'] as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const ACCESS: Record<Access, string> = {
  public: 'Anyone: no token needed.',
  user: 'Any signed-in keeper (bearer access token).',
  moderator: 'Moderators and admins.',
  admin: 'Admins only.',
};

interface Operation {
  method: (typeof METHOD_ORDER)[number];
  path: string;
  fastifyPath: string;
  doc: RouteDeclaration;
  operationId: string;
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const pascal = (text: string) => words(text).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/** `POST /api/bug-reports/:id/comments` -> `postBugReportsByIdComments`. */
function operationIdOf(method: string, fastifyPath: string): string {
  const segments = fastifyPath.replace(/^\/api\//, '/').split('/').filter(Boolean)
    .map((s) => (s.startsWith(':') ? `By${pascal(s.slice(1))}` : pascal(s)));
  return method + segments.join('');
}

function operationsOf(routes: readonly RouteDeclaration[]): Operation[] {
  const ops = routes.map((doc) => {
    const method = doc.method.toLowerCase() as Operation['method'];
    return { method, fastifyPath: doc.path, path: doc.path.replace(/:(\w+)/g, '{$1}'), doc, operationId: operationIdOf(method, doc.path) };
  });
  return ops.sort((a, b) => (a.path === b.path ? METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) : a.path < b.path ? -1 : 1));
}

/**
 * The models of the document: every JSON answer and the shared schemas nested in several, each
 * under its exported name, or its operation's when it has none (an inline `z.array(...)`).
 */
function nameModels(ops: Operation[]): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  const name = (schema: z.ZodType, fallback: string) => {
    if (names.has(schema)) return;
    const shared = SCHEMA_NAMES.get(schema);
    const chosen = shared && !taken.has(shared) ? shared : fallback;
    names.set(schema, chosen);
    taken.add(chosen);
  };
  for (const schema of NESTED_MODELS) name(schema, SCHEMA_NAMES.get(schema) ?? 'Model');
  for (const op of ops) {
    for (const [status, answer] of Object.entries(op.doc.responses) as [string, Answer][]) {
      if (typeof answer === 'object' && !('media' in answer)) name(answer, `${pascal(op.operationId)}${Number(status) < 300 ? 'Response' : status}`);
    }
  }
  return names;
}

function parametersOf(op: Operation): JsonSchema[] {
  const params = op.doc.params ? inputSchema(op.doc.params) : {};
  const pathProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = [...op.fastifyPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const path = inPath.map((name) => ({ name, in: 'path', required: true, schema: pathProps[name] ?? { type: 'string' } }));
  if (!op.doc.query) return path;
  const query = inputSchema(op.doc.query);
  const required = new Set((query.required ?? []) as string[]);
  const props = (query.properties ?? {}) as Record<string, JsonSchema>;
  return [...path, ...Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBodyOf(doc: RouteDeclaration): JsonSchema | undefined {
  if (doc.bodyType === 'image') {
    return { required: true, description: 'The image\'s bytes; any content type is accepted, the bytes decide.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (!doc.body) return undefined;
  return { required: true, content: { 'application/json': { schema: inputSchema(doc.body) } } };
}

/** Refusals every route of its kind can answer, unless its entry says more about them. */
function implied(doc: RouteDeclaration): Record<number, string> {
  const extra: Record<number, string> = {};
  if (doc.body || doc.query) extra[400] = 'The request does not match its schema (`invalid-request`, `invalid-json`).';
  if (doc.access !== 'public') extra[401] = 'No valid access token (`auth-required`).';
  if (doc.access === 'moderator') extra[403] = 'Not a moderator or an admin (`forbidden`).';
  if (doc.access === 'admin') extra[403] = 'Not an admin (`forbidden`).';
  return extra;
}

function responsesOf(doc: RouteDeclaration, names: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const all: Record<number, Answer> = { ...implied(doc), ...doc.responses };
  const out: Record<string, JsonSchema> = {};
  for (const status of Object.keys(all).map(Number).sort((a, b) => a - b)) {
    const answer = all[status]!;
    if (typeof answer === 'string') {
      out[status] = status >= 400 ? { description: answer, content: { 'application/json': { schema: ref('ErrorBody') } } } : { description: answer };
    } else if ('media' in answer) {
      out[status] = { description: answer.description, content: { [answer.media]: { schema: { type: 'string', format: 'binary' } } } };
    } else {
      out[status] = { description: status < 300 ? 'OK' : 'Refused', content: { 'application/json': { schema: ref(names.get(answer)!) } } };
    }
  }
  return out;
}

function operationOf(op: Operation, names: Map<z.ZodType, string>): JsonSchema {
  const { doc } = op;
  const parameters = parametersOf(op);
  const requestBody = requestBodyOf(doc);
  return {
    operationId: op.operationId,
    summary: doc.summary,
    description: [doc.description, `**Access:** ${ACCESS[doc.access]}`].filter(Boolean).join('\n\n'),
    tags: [...doc.tags],
    'x-access': doc.access,
    security: doc.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(doc, names),
  };
}

export function buildOpenApiDocument(opts: { version: string }, routes: readonly RouteDeclaration[]): JsonSchema {
  const ops = operationsOf(routes);
  const names = nameModels(ops);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of ops) (paths[op.path] ??= {})[op.method] = operationOf(op, names);
  const used = new Set(ops.flatMap((op) => op.doc.tags));
  const byName = new Map([...names].map(([schema, name]) => [name, schema]));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'HerpTrack API',
      version: opts.version,
      description: 'The API of the HerpTrack server. Times are epoch milliseconds; every refusal answers `{ error: <code>, message }`. '
        + 'Requests are validated by the handlers with the shared zod schemas this document is generated from.',
    },
    tags: (Object.keys(TAGS) as (keyof typeof TAGS)[]).filter((t) => used.has(t)).map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /api/auth/login or /api/auth/refresh.' },
      },
      schemas: Object.fromEntries(Object.entries(answerComponents(byName)).sort(([a], [b]) => (a < b ? -1 : 1))),
    },
  };
}
