/**
 * The checks a chosen image meets on the device, before anything is sent (the upload policy
 * `bugReportImage`: at most 5 a report, its types and size). The server judges the bytes again;
 * these only spare the keeper a wasted upload and say at once what is wrong.
 */
import { IMAGES_MAX } from '../../../shared/api/feedback';
import { refusalOnDevice } from '../../../shared/uploads/policy';

export type ImageRefusal = 'tooMany' | 'invalidType' | 'tooLarge';

export interface ImageCheck {
  accepted: File[];
  /** The names of the files refused, by reason (no reason: nothing refused for it). */
  refused: Partial<Record<ImageRefusal, string[]>>;
}

/** Which of `picked` may join the `already` attached ones; the rest with their reason, in order. */
export function checkImages(picked: readonly File[], already: number): ImageCheck {
  const accepted: File[] = [];
  const refused: ImageCheck['refused'] = {};
  const refuse = (reason: ImageRefusal, file: File) => {
    refused[reason] = [...(refused[reason] ?? []), file.name];
  };
  for (const file of picked) {
    const refusal = refusalOnDevice('bugReportImage', file);
    if (refusal === 'invalid-file-type') refuse('invalidType', file);
    else if (refusal === 'file-too-large') refuse('tooLarge', file);
    else if (already + accepted.length >= IMAGES_MAX) refuse('tooMany', file);
    else accepted.push(file);
  }
  return { accepted, refused };
}
