/**
 * What every image upload (avatars, reptile photos) shares: the type is read from the magic bytes,
 * the raw body is read only after the token was checked and only up to the size limit, and decoding
 * is bounded in pixels and in how many images are decoded at once, because a small file can hold a
 * huge image (issue 10: a 143 KB PNG of 7000 x 7000; eight at once took the server from 185 to
 * 421 MB).
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../errors';
import { registerUploadAdmission } from './upload-admission';

export type ImageType = 'png' | 'jpeg' | 'webp';

export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The most pixels we decode: 4096 x 4096 (16.8 MP). The app shrinks a reptile photo to 1280 px a
 * side before it uploads it (app/features/reptiles/prepare-photo.ts); when that fails, and for
 * avatars, it sends the original, and a phone's photo is 12 MP (4032 x 3024) or at most 16 MP,
 * which fits. Decoded, an image takes about 4 bytes a pixel: 67 MB at this limit, 196 MB for the
 * 7000 x 7000 PNG the probe sent. sharp reads the size from the header and refuses before decoding.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;

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

export const imageTooLarge = (): HttpError =>
  new HttpError('invalid-image', 'This image has too many pixels: at most 4096 x 4096. Please choose a smaller one.');

/** sharp's answer to an image over limitInputPixels. */
export const isPixelLimitError = (err: unknown): boolean => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * A content-type parser for raw image bodies, for a plugin scope of its own: any content type (the
 * bytes decide), the whole body as a Buffer, refused with `tooLarge` as soon as it passes
 * `maxBytes`. Routes using it check the token in `onRequest`, so no stranger's body is read; and
 * every upload of the scope is admitted first (upload-admission.ts: a few per account and per
 * process), so bodies waiting for a decoding slot cannot pile up in memory (issue 24).
 */
export function acceptRawImages(app: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
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
      if (size > maxBytes) finish(tooLarge());
      else chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err) => finish(err));
  });
}

/** Why an uploaded image was refused (each caller answers in its own words and status). */
export type UploadRefusal = 'invalid-image' | 'file-too-large' | 'invalid-file-type' | 'too-many-pixels';

export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal);
    this.name = 'UploadRefused';
  }
}

/**
 * The upload pipeline the contest and bug reports share: the size, the type by its magic bytes,
 * then sharp decodes it (bounded in pixels and concurrency), turns it upright and re-encodes it to
 * WEBP at most `maxSide` a side, which drops EXIF (a phone's GPS position) and anything appended
 * to the pixels. Throws UploadRefused.
 */
export async function reencodeUpload(body: unknown, opts: { maxBytes: number; types: readonly ImageType[]; maxSide: number; quality: number }): Promise<Buffer> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new UploadRefused('invalid-image');
  if (body.length > opts.maxBytes) throw new UploadRefused('file-too-large');
  const type = detectImageType(body);
  if (!type || !opts.types.includes(type)) throw new UploadRefused('invalid-file-type');
  try {
    return await withImageSlot(() => sharp(body, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(opts.maxSide, opts.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: opts.quality })
      .toBuffer());
  } catch (err) {
    throw new UploadRefused(isPixelLimitError(err) ? 'too-many-pixels' : 'invalid-image');
  }
}
