/**
 * Contest photos in the file storage, area `contest`, named <server-generated uuid>.webp. Nothing
 * about the upload is trusted: its type is read from the magic bytes (auth/images.ts, as for
 * avatars and reptile photos), and sharp decodes and re-encodes it, which drops EXIF and with it
 * the GPS position a phone writes into a photo (keepers photograph at home). A polyglot (an image
 * with a script appended) keeps only its pixels; a truncated or undecodable file is refused.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileArea, FileStorage } from '../storage/files';
import { detectImageType, imageTooLarge, isPixelLimitError, MAX_INPUT_PIXELS, withImageSlot } from '../auth/images';
import { CONTEST_IMAGE_MAX_BYTES } from '../../../shared/contest/entries';
import { contestError } from './errors';

// storage/files.ts lists the areas; 'contest' is asked to be added there (issue 13 report).
const AREA: FileArea = 'contest';
/** Large enough for a gallery on a desktop screen, small enough to keep a month's gallery light. */
const MAX_SIDE = 1600;
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

function checkedName(file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a contest image name: ${file}`);
  return file;
}

/** Checks the bytes, re-encodes to WEBP and stores it; resolves to the new file name. */
export async function saveContestImage(files: FileStorage, body: unknown): Promise<string> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw contestError('invalid-image');
  if (body.length > CONTEST_IMAGE_MAX_BYTES) throw contestError('file-too-large');
  if (!detectImageType(body)) throw contestError('invalid-file-type');
  let webp: Buffer;
  try {
    webp = await withImageSlot(() => sharp(body, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer());
  } catch (err) {
    if (isPixelLimitError(err)) throw imageTooLarge();
    throw contestError('invalid-image');
  }
  const file = `${randomUUID()}.webp`;
  await files.put(AREA, checkedName(file), webp);
  return file;
}

export const readContestImage = (files: FileStorage, file: string): Promise<Buffer | null> => files.get(AREA, checkedName(file));

export const deleteContestImage = (files: FileStorage, file: string): Promise<void> => files.delete(AREA, checkedName(file));
