/**
 * Avatar images. The upload is trusted for nothing: its type is read from the magic bytes (PNG,
 * JPEG, WebP), its size and pixel count are capped, and it is decoded and re-encoded by sharp to a
 * 256x256 WebP (which also drops metadata such as GPS positions) under a random server-chosen
 * name. The limits every upload shares are in images.ts.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../storage/files';
import { HttpError } from '../errors';
import { detectImageType, imageTooLarge, isPixelLimitError, MAX_INPUT_PIXELS, withImageSlot } from './images';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

export const fileTooLarge = (): HttpError => new HttpError('file-too-large', 'The image must be 5 MB or smaller.');

export class AvatarStore {
  constructor(private readonly files: FileStorage) {}

  /** Checks and re-encodes the upload and stores it; returns the new file name. */
  async save(upload: Buffer): Promise<string> {
    if (upload.length > MAX_AVATAR_BYTES) throw fileTooLarge();
    if (!detectImageType(upload)) throw new HttpError('invalid-file-type', 'Please choose a PNG, JPEG or WebP image.');
    let webp: Buffer;
    try {
      webp = await withImageSlot(() => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer());
    } catch (err) {
      if (isPixelLimitError(err)) throw imageTooLarge();
      throw new HttpError('invalid-image', 'This image could not be read.');
    }
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await this.files.put('avatars', name, webp);
    return name;
  }

  async remove(name: string | null): Promise<void> {
    if (name && AVATAR_FILE_PATTERN.test(name)) await this.files.delete('avatars', name);
  }

  /** The stored avatar, or null (unknown or malformed name). */
  async read(name: string): Promise<Buffer | null> {
    return AVATAR_FILE_PATTERN.test(name) ? this.files.get('avatars', name) : null;
  }
}
