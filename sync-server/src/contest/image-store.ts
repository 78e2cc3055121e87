/**
 * Contest photos in the file storage, area `contest`, named <server-generated uuid>.webp. Nothing
 * about the upload is trusted: its type is read from the magic bytes (auth/images.ts, as for
 * avatars and reptile photos), and sharp decodes and re-encodes it, which drops EXIF and with it
 * the GPS position a phone writes into a photo (keepers photograph at home). A polyglot (an image
 * with a script appended) keeps only its pixels; a truncated or undecodable file is refused.
 */
import { randomUUID } from 'node:crypto';
import type { FileArea, FileStorage } from '../storage/files';
import { imageTooLarge, reencodeUpload, UploadRefused } from '../auth/images';
import { CONTEST_IMAGE_MAX_BYTES } from '../../../shared/contest/entries';
import { contestError } from './errors';

const AREA: FileArea = 'contest';
/** Large enough for a gallery on a desktop screen, small enough to keep a month's gallery light. */
const MAX_SIDE = 1600;
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

function checkedName(file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a contest image name: ${file}`);
  return file;
}

const REFUSALS = { 'invalid-image': () => contestError('invalid-image'), 'file-too-large': () => contestError('file-too-large'), 'invalid-file-type': () => contestError('invalid-file-type'), 'too-many-pixels': imageTooLarge } as const;

/** Checks the bytes, re-encodes to WEBP and stores it; resolves to the new file name. */
export async function saveContestImage(files: FileStorage, body: unknown): Promise<string> {
  let webp: Buffer;
  try {
    webp = await reencodeUpload(body, { maxBytes: CONTEST_IMAGE_MAX_BYTES, types: ['png', 'jpeg', 'webp'], maxSide: MAX_SIDE, quality: 82 });
  } catch (err) {
    if (err instanceof UploadRefused) throw REFUSALS[err.refusal]();
    throw err;
  }
  const file = `${randomUUID()}.webp`;
  await files.put(AREA, checkedName(file), webp);
  return file;
}

export const readContestImage = (files: FileStorage, file: string): Promise<Buffer | null> => files.get(AREA, checkedName(file));

export const deleteContestImage = (files: FileStorage, file: string): Promise<void> => files.delete(AREA, checkedName(file));
