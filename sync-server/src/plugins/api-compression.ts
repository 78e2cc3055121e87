import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * JSON answers of the API, compressed by the request's Accept-Encoding (issue 26: a breeder's
 * first sync was 10.1 MB of JSON sent as is; gzip makes it 1.2 MB).
 *
 * Why an onSend hook on node:zlib and not @fastify/compress: the built app's files are already
 * compressed at build time and served with their variants (static-app.ts); a global compress
 * plugin would decide again for every answer (files, photos, the landing page) while only the
 * API's JSON needs it, and its per-route opt-outs would be one more thing to keep in step. This
 * hook touches nothing but a serialised JSON body under /api/, and adds no dependency. A large
 * answer (a pull page) is compressed on libuv's pool, not the event loop; a small one (a push's
 * answer, 3 KB for 100 mutations) in place, where the pool's round trip would cost more than the
 * work (on this machine 80 against 170 µs for a 3 KB answer).
 *
 * Levels, measured on a 500-row pull page of feedings (162 KB of JSON; issue 26, a shared 2-core
 * machine, best of two runs): brotli quality 4 about 3 ms for 22.5 KB (7.2x), quality 5 4.6 ms
 * for the same size, quality 11 (zlib's default) 266 ms for 18.9 KB; gzip level 6 1.4 ms for
 * 28.4 KB (5.7x). Quality 4 sends a fifth fewer bytes than gzip for a few ms of a page that
 * takes tens of ms to read from the database; every browser that can sync takes brotli.
 */
const MIN_BYTES = 1024;
/** From this size the work goes to libuv's pool (a few hundred µs of the event loop and more). */
const ASYNC_BYTES = 64 * 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Coding = 'br' | 'gzip';

const isApi = (url: string | undefined): boolean => /^\/api(?:[/?#]|$)/.test(url ?? '');

/** The coding to answer in: brotli before gzip when both are taken, none when neither is (q=0 refuses). */
export function chooseCoding(acceptEncoding: string | undefined): Coding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined) ?? 1);
    weights.set(token, Number.isNaN(q) ? 0 : q);
  }
  const weight = (coding: Coding) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Adds Accept-Encoding to the answer's Vary, keeping what another hook put there. */
function varyOnEncoding(current: unknown): string {
  const list = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(list)) return list;
  return list ? `${list}, Accept-Encoding` : 'Accept-Encoding';
}

export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.raw.url) || request.method === 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Small answers cost more to compress (and to inflate) than their bytes cost to send.
    if (body.length < MIN_BYTES) return payload;
    void reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    const coding = chooseCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = body.length < ASYNC_BYTES
      ? (coding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP))
      : (coding === 'br' ? await brotli(body, BROTLI) : await gzipAsync(body, GZIP));
    // Fastify sets Content-Length from the payload it is handed back; any earlier one is the plain body's.
    void reply.removeHeader('content-length');
    void reply.header('content-encoding', coding);
    return compressed;
  });
}
