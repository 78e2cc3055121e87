/**
 * Reptile photos on disk: DATA_DIR/uploads/reptiles/<server-generated uuid>.webp. The client's
 * file name and type are never trusted: the bytes must start like PNG, JPEG or WEBP (checked with
 * detectImageType from auth/images.ts, as avatars are), and sharp decodes and re-encodes them
 * (which also drops EXIF, GPS included) before anything is kept.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/photo';
import { MAX_INPUT_PIXELS, withImageSlot } from '../auth/images';

export { MAX_PHOTO_BYTES };

const MAX_SIDE = 1024;
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

export const photoDir = (dataDir: string): string => join(dataDir, 'uploads', 'reptiles');

export function photoPath(dataDir: string, file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a photo file name: ${file}`);
  return join(photoDir(dataDir), file);
}

/**
 * Re-encodes to WEBP (at most 1024 px a side) and writes it; resolves to the new file name. Images
 * over MAX_INPUT_PIXELS are refused before decoding, and decoding waits for a free image slot.
 */
export async function savePhoto(dataDir: string, input: Buffer): Promise<string> {
  const webp = await withImageSlot(() => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer());
  mkdirSync(photoDir(dataDir), { recursive: true });
  const file = `${randomUUID()}.webp`;
  const path = photoPath(dataDir, file);
  writeFileSync(`${path}.tmp`, webp);
  renameSync(`${path}.tmp`, path);
  return file;
}

export function deletePhotoFile(dataDir: string, file: string): void {
  try {
    unlinkSync(photoPath(dataDir, file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
