/**
 * Reptile photos in the file storage (storage/files.ts), area `reptiles`, named
 * <server-generated uuid>.webp. The client's
 * file name and type are never trusted: the bytes must start like PNG, JPEG or WEBP (checked with
 * detectImageType from auth/images.ts, as avatars are), and sharp decodes and re-encodes them
 * (which also drops EXIF, GPS included) before anything is kept.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../storage/files';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/photo';
import { MAX_INPUT_PIXELS, withImageSlot } from '../auth/images';

export { MAX_PHOTO_BYTES };

const MAX_SIDE = 1024;
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

function photoName(file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a photo file name: ${file}`);
  return file;
}

/**
 * Re-encodes to WEBP (at most 1024 px a side) and writes it; resolves to the new file name. Images
 * over MAX_INPUT_PIXELS are refused before decoding, and decoding waits for a free image slot.
 */
export async function savePhoto(files: FileStorage, input: Buffer): Promise<string> {
  const webp = await withImageSlot(() => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer());
  const file = `${randomUUID()}.webp`;
  await files.put('reptiles', photoName(file), webp);
  return file;
}

export async function deletePhotoFile(files: FileStorage, file: string): Promise<void> {
  await files.delete('reptiles', photoName(file));
}

export async function readPhotoFile(files: FileStorage, file: string): Promise<Buffer | null> {
  return files.get('reptiles', photoName(file));
}
