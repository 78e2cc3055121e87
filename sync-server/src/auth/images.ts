/**
 * The one image upload pipeline, for every kind (avatars, reptile photos, contest entries, bug
 * report and message images), each kind's limits read from its policy (shared/uploads/policy.ts):
 * the type is read from the magic bytes, the raw body is read only after the token was checked and
 * only up to the size limit, and decoding is bounded in pixels and in how many images are decoded
 * at once, because a small file can hold a huge image (issue 10: a 143 KB PNG of 7000 x 7000;
 * eight at once took the server from 185 to 421 MB). Every refusal is an UploadRefused, answered
 * through the one mapping below.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ErrorCode } from '../../../shared/api/errors';
import { maxMegabytes, uploadPolicy, type ImageType, type UploadKind, type UploadRefusal } from '../../../shared/uploads/policy';
import { HttpError } from '../errors';
import { registerUploadAdmission } from './upload-admission';

/** Read by the API document (openapi/route-doc.ts); the policy holds it. */
export { MAX_INPUT_PIXELS } from '../../../shared/uploads/policy';

export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Images decoded at the same time; the others wait their turn (at most ~135 MB of pixels). */
export const IMAGE_CONCURRENCY = 2;

let active = 0;
const waiting: (() => void)[] = [];

/** Runs `work` (a sharp pipeline) when one of the IMAGE_CONCURRENCY slots is free. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= IMAGE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else active++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `active` stays counted for it.
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}

/** sharp's answer to an image over limitInputPixels. */
const isPixelLimitError = (err: unknown): boolean => err instanceof Error && /pixel limit/i.test(err.message);

const TYPE_NAMES: Record<ImageType, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };
const listed = (names: readonly string[]): string => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);

/**
 * The one mapping of an upload's refusal to its HTTP answer, for every kind: the code (its status
 * is the code's, shared/api/errors.ts) and an English message stating the kind's limit. Too many
 * pixels is `invalid-image` on the wire: the app says "could not be read", the message says why.
 */
function refusalAnswer(kind: UploadKind, refusal: UploadRefusal): { code: ErrorCode; message: string } {
  const policy = uploadPolicy(kind);
  switch (refusal) {
    case 'invalid-file-type': return { code: refusal, message: `Please choose a ${listed(policy.types.map((t) => TYPE_NAMES[t]))} image.` };
    case 'file-too-large': return { code: refusal, message: `The image must be ${maxMegabytes(kind)} MB or smaller.` };
    case 'invalid-image': return { code: refusal, message: 'This image could not be read.' };
    case 'too-many-pixels': {
      const side = Math.sqrt(policy.maxPixels);
      const most = Number.isInteger(side) ? `${side} x ${side}` : `${(policy.maxPixels / 1e6).toFixed(1)} megapixels`;
      return { code: 'invalid-image', message: `This image has too many pixels: at most ${most}. Please choose a smaller one.` };
    }
  }
}

/** An upload refused for what it is (type, size, pixels, unreadable): an HttpError like any other. */
export class UploadRefused extends HttpError {
  constructor(readonly kind: UploadKind, readonly refusal: UploadRefusal) {
    const { code, message } = refusalAnswer(kind, refusal);
    super(code, message);
    this.name = 'UploadRefused';
  }
}

/**
 * A content-type parser for raw image bodies of one upload kind, for a plugin scope of its own:
 * any content type (the bytes decide), the whole body as a Buffer, refused as `file-too-large` as
 * soon as it passes the kind's maxBytes. Routes using it check the token in `onRequest`, so no
 * stranger's body is read; and every upload of the scope is admitted first (upload-admission.ts:
 * a few per account and per process), so bodies waiting for a decoding slot cannot pile up in
 * memory (issue 24).
 */
export function acceptRawImages(app: FastifyInstance, kind: UploadKind): void {
  const { maxBytes } = uploadPolicy(kind);
  registerUploadAdmission(app);
  app.addContentTypeParser('*', (_req, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(err, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(new UploadRefused(kind, 'file-too-large'));
      else chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err) => finish(err));
  });
}

/**
 * The one upload pipeline, for every kind (shared/uploads/policy.ts): the size, the type by its
 * magic bytes, then sharp decodes it (refused from the header over maxPixels, and waiting for one
 * of the IMAGE_CONCURRENCY slots), turns it upright and re-encodes it to WEBP as the policy's
 * `output` says, which drops EXIF (a phone's GPS position) and anything appended to the pixels.
 * An empty or missing body is `invalid-image`. Throws UploadRefused; resolves to the WEBP to keep.
 */
export async function processUpload(kind: UploadKind, body: unknown): Promise<Buffer> {
  const policy = uploadPolicy(kind);
  if (!Buffer.isBuffer(body) || body.length === 0) throw new UploadRefused(kind, 'invalid-image');
  if (body.length > policy.maxBytes) throw new UploadRefused(kind, 'file-too-large');
  const type = detectImageType(body);
  if (!type || !policy.types.includes(type)) throw new UploadRefused(kind, 'invalid-file-type');
  const { side, fit, quality } = policy.output;
  try {
    return await withImageSlot(() => sharp(body, { failOn: 'error', limitInputPixels: policy.maxPixels })
      .rotate()
      .resize(side, side, { fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality })
      .toBuffer());
  } catch (err) {
    throw new UploadRefused(kind, isPixelLimitError(err) ? 'too-many-pixels' : 'invalid-image');
  }
}
