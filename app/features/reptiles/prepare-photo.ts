/**
 * Shrinks a chosen picture on the device before it waits in IndexedDB (phones take 5-10 MB
 * photos; a profile picture needs far less). The compressor is loaded on first use, and runs on
 * the main thread: its worker mode would load its code from a CDN, which we never do. If it
 * fails, the original goes as long as the server would take it.
 */
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/photo';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export class PhotoError extends Error {
  constructor(readonly key: 'errors.photoType' | 'errors.photoTooLarge') {
    super(key);
  }
}

export async function preparePhoto(file: File): Promise<Blob> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) throw new PhotoError('errors.photoType');
  try {
    const { default: compress } = await import('browser-image-compression');
    const out = await compress(file, { maxSizeMB: 0.5, maxWidthOrHeight: 1280, useWebWorker: false, fileType: 'image/webp', initialQuality: 0.85 });
    if (out.size <= MAX_PHOTO_BYTES) return out;
  } catch {
    // Falls through to the original.
  }
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoError('errors.photoTooLarge');
  return file;
}
