/**
 * Avatar images: the upload pipeline (images.ts `processUpload`, policy `avatar` of
 * shared/uploads/policy.ts: PNG, JPEG or WebP by their bytes, 5 MB, cropped to a 256 x 256 WebP
 * without metadata) and the file under a random server-chosen name.
 */
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../storage/files';
import { processUpload } from './images';

export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

export class AvatarStore {
  constructor(private readonly files: FileStorage) {}

  /** Checks and re-encodes the upload and stores it; returns the new file name. Throws UploadRefused. */
  async save(upload: unknown): Promise<string> {
    const webp = await processUpload('avatar', upload);
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
