/**
 * The checks a chosen image meets on the device, before anything is sent (spec section 5: at
 * most 5 a report, PNG, JPG or JPEG, each at most 10 MB). The server judges the bytes again;
 * these only spare the keeper a wasted upload and say at once what is wrong.
 */
import { IMAGE_MAX_BYTES, IMAGES_MAX } from '../../../shared/api/feedback';

const TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const EXTENSIONS = /\.(png|jpe?g)$/i;

export type ImageRefusal = 'tooMany' | 'invalidType' | 'tooLarge';

export interface ImageCheck {
  accepted: File[];
  /** The names of the files refused, by reason (no reason: nothing refused for it). */
  refused: Partial<Record<ImageRefusal, string[]>>;
}

/** A file whose browser gave no type is judged by its name. */
const isAllowedType = (file: File): boolean => (file.type ? TYPES.includes(file.type.toLowerCase()) : EXTENSIONS.test(file.name));

/** Which of `picked` may join the `already` attached ones; the rest with their reason, in order. */
export function checkImages(picked: readonly File[], already: number): ImageCheck {
  const accepted: File[] = [];
  const refused: ImageCheck['refused'] = {};
  const refuse = (reason: ImageRefusal, file: File) => {
    refused[reason] = [...(refused[reason] ?? []), file.name];
  };
  for (const file of picked) {
    if (!isAllowedType(file)) refuse('invalidType', file);
    else if (file.size > IMAGE_MAX_BYTES) refuse('tooLarge', file);
    else if (already + accepted.length >= IMAGES_MAX) refuse('tooMany', file);
    else accepted.push(file);
  }
  return { accepted, refused };
}
