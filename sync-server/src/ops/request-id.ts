/**
 * A request id on every log line of a request. Fastify's request logger (`request.log`) carries
 * `reqId` already; services hold the app's logger (`app.log`: the mailer, refresh tokens,
 * background tasks), so the id is also kept in an AsyncLocalStorage for the request's length and
 * the logger's mixin adds it to their lines. The id is the `x-request-id` of our own proxy (a
 * load balancer's, to follow one request through both logs) when it is a plain token and the
 * request came from an address TRUST_PROXY names; anyone else's is ignored (issue 24: a client
 * could write its own ids into our logs and answers). Otherwise a new UUID. It is answered in the
 * `x-request-id` header either way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Fastify's label for the id on its request logger's lines. */
export const REQUEST_ID_LABEL = 'reqId';

/** Letters, digits and `._:-`, at most 128: no spaces, quotes or control characters reach a log line. */
const PLAIN_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

/** proxy-addr's names for address ranges, as Fastify's `trustProxy` accepts them. */
const RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const family = (address: string): 'ipv4' | 'ipv6' => (isIPv6(address) ? 'ipv6' : 'ipv4');
/** `::ffff:10.0.0.1` is the IPv4 address it wraps. */
const unmapped = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Whether a peer address is one of the proxies `trustProxy` names (`true`: any). */
export function trustedProxy(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false || trustProxy.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((e) => RANGES[e.toLowerCase()] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const ip = unmapped(address);
    if (bits === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, Number(bits), family(ip));
  }
  return (address) => {
    if (!address) return false;
    const ip = unmapped(address);
    return list.check(ip, family(ip));
  };
}

/**
 * Fastify's `genReqId`: the id our proxy sent when it is a plain token and the request came
 * through the proxy (its peer is one TRUST_PROXY names), else a new one.
 */
export function requestIdGenerator(trustProxy: boolean | string[]): (req: IncomingMessage) => string {
  const throughProxy = trustedProxy(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && PLAIN_TOKEN.test(given) && throughProxy(req.socket.remoteAddress) ? given : randomUUID();
  };
}

/**
 * The logger's mixin: the id of the request being handled, on lines that lack it (a request's own
 * logger already binds it, and a key twice would make the line's JSON ambiguous).
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings: () => Record<string, unknown> }): Record<string, string> {
  const id = current.getStore();
  if (id === undefined || REQUEST_ID_LABEL in logger.bindings()) return {};
  return { [REQUEST_ID_LABEL]: id };
}

/**
 * Answers the id, and keeps it in scope while the request is handled: what runs after `done`
 * (body, handler, background tasks it starts) inherits it, a body arriving after the headers
 * included (tested). Register before any route.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    current.run(request.id, done);
  });
}
