/**
 * Shrinks a chosen picture on the device before it waits in IndexedDB (phones take 5-10 MB
 * photos; a profile picture needs far less). The compressor is loaded on first use, and runs on
 * the main thread: its worker mode would load its code from a CDN, which we never do. If it
 * fails, the original goes as long as the server would take it.
 */
import { refusalOnDevice, UPLOAD_POLICIES } from '../../../shared/uploads/policy';
import { uploadRefusalText, type UploadRefusalText } from '../../lib/api/upload-refusals';

const { maxBytes } = UPLOAD_POLICIES.reptilePhoto;

export class PhotoError extends Error {
  constructor(readonly text: UploadRefusalText) {
    super(text.key);
  }
}

export async function preparePhoto(file: File): Promise<Blob> {
  // The size is judged after shrinking: a large photo is what the shrinking is for.
  if (refusalOnDevice('reptilePhoto', file, Number.POSITIVE_INFINITY)) throw new PhotoError(uploadRefusalText('reptilePhoto', 'invalid-file-type'));
  try {
    const { default: compress } = await import('browser-image-compression');
    const out = await compress(file, { maxSizeMB: 0.5, maxWidthOrHeight: 1280, useWebWorker: false, fileType: 'image/webp', initialQuality: 0.85 });
    if (out.size <= maxBytes) return out;
  } catch {
    // Falls through to the original.
  }
  if (file.size > maxBytes) throw new PhotoError(uploadRefusalText('reptilePhoto', 'file-too-large'));
  return file;
}
