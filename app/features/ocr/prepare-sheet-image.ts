/**
 * Shrinks a photographed log sheet on the device before it is read. The compressor is the one the
 * reptile photos and contest entries use (browser-image-compression, loaded on first use, on the
 * main thread: its worker mode would fetch its code from a CDN); only the settings differ, and
 * they must: a profile picture may be 1280 px of lossy WebP, but text needs its pixels. Drawing
 * the photo on a canvas also turns it upright (a phone stores portrait shots sideways with an
 * EXIF flag the reader would ignore) and caps the pixels the reader has to go through.
 */

/** The longest side the reader gets: an A4 sheet at about 200 dpi, 30+ px per handwritten line. */
const MAX_SIDE = 2400;
/**
 * What the reader accepts after compression (the original, when compression failed). A 10 MB
 * JPEG is a 40+ megapixel photo: decoding it takes the reader's worker hundreds of MB on a phone.
 */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
/** A file the browser cannot decode may leave the compressor waiting forever: then the original goes. */
const SHRINK_TIMEOUT_MS = 15_000;

export type SheetImageRefusal = { kind: 'notImage' } | { kind: 'tooBig'; bytes: number };

export class SheetImageError extends Error {
  constructor(readonly refusal: SheetImageRefusal) {
    super(refusal.kind);
  }
}

export interface SheetImage {
  image: Blob;
  /** Compression failed and the original is read (the screen says so). */
  compressionFailed: boolean;
}

export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}

export async function prepareSheetImage(file: File): Promise<SheetImage> {
  if (!isImageFile(file)) throw new SheetImageError({ kind: 'notImage' });
  const compressed = await shrink(file);
  const image = compressed ?? file;
  if (image.size > MAX_SHEET_BYTES) throw new SheetImageError({ kind: 'tooBig', bytes: image.size });
  return { image, compressionFailed: compressed === null };
}

/** The shrunk, upright JPEG; null when the compressor failed or gave nothing. */
async function shrink(file: File): Promise<Blob | null> {
  try {
    const { default: compress } = await import('browser-image-compression');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const out = await Promise.race([
      // Two rounds at most: each further round lowers the JPEG quality, and text blurs first.
      compress(file, { maxSizeMB: 3, maxWidthOrHeight: MAX_SIDE, maxIteration: 2, useWebWorker: false, fileType: 'image/jpeg', initialQuality: 0.92 }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('shrinking timed out')), SHRINK_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return out.size > 0 ? out : null;
  } catch {
    return null;
  }
}
