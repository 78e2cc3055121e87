/**
 * `route(app, declaration, handler)`: each route is declared once (method, path, access, request
 * and answer schemas, docs) and both its handling and its OpenAPI entry come from that declaration
 * (decision 0031). The helper
 * - registers the route with the guard its `access` names (`app.authenticate`, `app.requireRole`);
 * - parses path parameters, query and JSON body with the declared zod schemas before the handler
 *   runs, so a handler only ever sees what its declaration says it takes: a query or body that fails
 *   answers 400 `invalid-request` with `fields` (parseBody), a path parameter that fails answers the
 *   declaration's `notFound` (an id that cannot exist names nothing);
 * - records the declaration for the app it was registered on (`declaredRoutes`), which the document
 *   is built from: what is documented is what was registered.
 * Fastify neither validates nor serialises with the schemas (decision 0016): answers are sent as
 * the handler returns them, and refusals are our own error bodies.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { RouteDeclaration } from '../openapi/route-doc';
import { fieldErrors, invalidRequest } from '../auth/validate';

/** What `route()` needs beyond the document: how a failed path parameter or body is refused, and Fastify options. */
export interface Declaration extends RouteDeclaration {
  /** The refusal of a path parameter that fails `params` (the route's own not-found); required with `params`. */
  notFound?: () => Error;
  /** A body that fails `body` is refused with this instead of `invalid-request` (sign-up's failed CAPTCHA, sync's `invalid-batch`). */
  refuse?: (error: z.ZodError) => Error | undefined;
  /**
   * Where the access check runs. `preHandler` by default; `onRequest` for uploads (the default with
   * `bodyType: 'image'`: a stranger is turned away before any of the body is read); `handler` when
   * the handler checks it itself (GET /notifications answers a browser navigation before that).
   */
  guard?: 'onRequest' | 'preHandler' | 'handler';
  /** Per-route Fastify options: a body limit, the rate limit's config, a response schema (health only). */
  options?: { bodyLimit?: number; config?: FastifyContextConfig; schema?: FastifySchema };
}

type Out<S, Else> = S extends z.ZodType ? z.output<S> : Else;

/** What a handler receives: the request parsed by its declaration's schemas, and Fastify's request and reply. */
export interface Parsed<D extends Declaration> {
  params: Out<D['params'], Record<string, string>>;
  query: Out<D['query'], undefined>;
  /** The parsed JSON body; an image route's raw body as its content-type parser left it. */
  body: D['bodyType'] extends 'image' ? unknown : Out<D['body'], undefined>;
  req: FastifyRequest;
  reply: FastifyReply;
}

const declared = new WeakMap<object, RouteDeclaration[]>();

/** The declarations of every route registered on this app (any of its plugin scopes), in registration order. */
export function declaredRoutes(app: FastifyInstance): readonly RouteDeclaration[] {
  return declared.get(app.server) ?? [];
}

function guardOf(app: FastifyInstance, access: RouteDeclaration['access']): preHandlerAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'user') return app.authenticate;
  return access === 'moderator' ? app.requireRole('moderator', 'admin') : app.requireRole('admin');
}

/** As parseBody: a failure answers `invalid-request` with the `fields` the app translates, unless the declaration refuses it otherwise. */
function parseWith<S extends z.ZodType>(schema: S, value: unknown, refuse?: Declaration['refuse']): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw refuse?.(result.error) ?? invalidRequest(fieldErrors(result.error));
}

export function route<const D extends Declaration>(app: FastifyInstance, declaration: D, handler: (input: Parsed<D>) => Promise<unknown>): void {
  const { notFound, refuse, guard, options, ...doc } = declaration;
  if (doc.params && !notFound) throw new Error(`${doc.method} ${doc.path} declares path parameters without their notFound refusal.`);
  const check = guardOf(app, doc.access);
  const where = guard ?? (doc.bodyType === 'image' ? 'onRequest' : 'preHandler');
  app.route({
    method: doc.method,
    url: doc.path,
    ...options,
    ...(check && where !== 'handler' ? { [where]: check } : {}),
    handler: async (req, reply) => {
      let params: unknown = req.params;
      if (doc.params) {
        const parsed = doc.params.safeParse(req.params);
        if (!parsed.success) throw notFound!();
        params = parsed.data;
      }
      const query = doc.query ? parseWith(doc.query, req.query) : undefined;
      const body = doc.bodyType === 'image' ? req.body : doc.body ? parseWith(doc.body, req.body, refuse) : undefined;
      return handler({ params, query, body, req, reply } as Parsed<D>);
    },
  });
  const list = declared.get(app.server) ?? [];
  declared.set(app.server, list);
  list.push(doc);
}
