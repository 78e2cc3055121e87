/**
 * Contest photos in the file storage, area `contest`, named <server-generated uuid>.webp. Nothing
 * about the upload is trusted: it goes through the upload pipeline (auth/images.ts, policy
 * `contestEntry`), which reads its type from the magic bytes and decodes and re-encodes it, which
 * drops EXIF and with it the GPS position a phone writes into a photo (keepers photograph at home).
 * A polyglot (an image with a script appended) keeps only its pixels; a truncated or undecodable
 * file is refused.
 */
import { randomUUID } from 'node:crypto';
import type { FileArea, FileStorage } from '../storage/files';
import { processUpload } from '../auth/images';

const AREA: FileArea = 'contest';
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

function checkedName(file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a contest image name: ${file}`);
  return file;
}

/** Checks the bytes, re-encodes to WEBP and stores it; resolves to the new file name. Throws UploadRefused. */
export async function saveContestImage(files: FileStorage, body: unknown): Promise<string> {
  const webp = await processUpload('contestEntry', body);
  const file = `${randomUUID()}.webp`;
  await files.put(AREA, checkedName(file), webp);
  return file;
}

export const readContestImage = (files: FileStorage, file: string): Promise<Buffer | null> => files.get(AREA, checkedName(file));

export const deleteContestImage = (files: FileStorage, file: string): Promise<void> => files.delete(AREA, checkedName(file));
