/**
 * The one mapping of an image upload's refusal to words, for every screen that uploads (avatar,
 * reptile photo, contest entry, bug report image, message picture): the refusal's key in
 * `common:uploadRefused` and the kind's numbers from its policy (shared/uploads/policy.ts), so
 * the words state the very limit the picker and the server apply. The same words serve the
 * picker's own check before sending and the server's answer after.
 */
import { isUploadErrorCode, maxMegabytes, uploadPolicy, type ImageType, type UploadErrorCode, type UploadKind } from '../../../shared/uploads/policy';
import { ApiError } from './client';

const TYPE_NAMES: Record<ImageType, string> = { png: 'PNG', jpeg: 'JPG', webp: 'WEBP' };

/**
 * The sentences name the types as "a {{first}} or {{last}}"; a kind of one type takes the
 * `_single` variant ("a {{last}}") through i18next's context.
 */
export type UploadRefusalValues = {
  size: number;
  first: string;
  last: string;
  context?: 'single';
};

export type UploadRefusalText = {
  key: `common:uploadRefused.${UploadErrorCode}`;
  values: UploadRefusalValues;
};

/** The numbers every refusal of `kind` may state. */
export function uploadRefusalValues(kind: UploadKind): UploadRefusalValues {
  const names = uploadPolicy(kind).types.map((t) => TYPE_NAMES[t]);
  const values = { size: maxMegabytes(kind), first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' };
  return names.length === 1 ? { ...values, context: 'single' } : values;
}

export const uploadRefusalText = (kind: UploadKind, code: UploadErrorCode): UploadRefusalText =>
  ({ key: `common:uploadRefused.${code}`, values: uploadRefusalValues(kind) });

/** The words of a server's upload refusal (invalid-file-type, file-too-large, invalid-image); null for any other error. */
export const uploadErrorText = (kind: UploadKind, err: unknown): UploadRefusalText | null =>
  (err instanceof ApiError && isUploadErrorCode(err.code) ? uploadRefusalText(kind, err.code) : null);
