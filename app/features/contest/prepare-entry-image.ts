/**
 * Checks a chosen photo on the device and shrinks it before it is sent: the server keeps at most
 * 1600 px a side anyway, and a phone's photo is often over the 5 MB limit (or over the server's
 * 4096 x 4096 pixels) although it would make a fine entry. Shrinking on a canvas also drops the
 * photo's EXIF, GPS included, before it leaves the phone (the server strips it again). The
 * compressor loads on first use; if it fails, the original goes when the server would take it.
 */
import { refusalOnDevice, UPLOAD_POLICIES } from '../../../shared/uploads/policy';
import { uploadRefusalText, type UploadRefusalText } from '../../lib/api/upload-refusals';

const MAX_SIDE = 2048;
/** A picture the browser cannot decode may leave the compressor waiting forever: then the original goes. */
const SHRINK_TIMEOUT_MS = 15_000;

const { maxBytes } = UPLOAD_POLICIES.contestEntry;

export class EntryImageError extends Error {
  constructor(readonly text: UploadRefusalText) {
    super(text.key);
  }
}

/** The refusal a file meets before any work: not of the policy's types, or over its size. */
export function checkEntryFile(file: File): EntryImageError | null {
  const refusal = refusalOnDevice('contestEntry', file);
  return refusal ? new EntryImageError(uploadRefusalText('contestEntry', refusal)) : null;
}

export async function prepareEntryImage(file: File): Promise<Blob> {
  const refused = checkEntryFile(file);
  if (refused) throw refused;
  try {
    const { default: compress } = await import('browser-image-compression');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const out = await Promise.race([
      compress(file, { maxSizeMB: 4, maxWidthOrHeight: MAX_SIDE, useWebWorker: false, fileType: 'image/webp', initialQuality: 0.9 }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('shrinking timed out')), SHRINK_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    if (out.size > 0 && out.size <= maxBytes) return out;
  } catch {
    // Falls through to the original, already checked above.
  }
  return file;
}
