/**
 * Reptile photos in the file storage (storage/files.ts), area `reptiles`, named
 * <server-generated uuid>.webp. What is written here came out of the upload pipeline (auth/images.ts
 * `processUpload`, policy `reptilePhoto`): judged by its bytes, decoded and re-encoded (EXIF, GPS
 * included, dropped). The client's file name and type are never trusted.
 */
import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../storage/files';
import { UPLOAD_POLICIES } from '../../../shared/uploads/policy';

/** The policy's limit, for the tests that send one byte more. */
export const MAX_PHOTO_BYTES = UPLOAD_POLICIES.reptilePhoto.maxBytes;

const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

function photoName(file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a photo file name: ${file}`);
  return file;
}

/** Writes a processed photo (a WEBP) under a new name; resolves to that name. */
export async function storePhoto(files: FileStorage, webp: Buffer): Promise<string> {
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
