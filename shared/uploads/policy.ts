/**
 * What each kind of image upload takes, written once: the file pickers read it for their `accept`
 * and their check before sending, the server (sync-server/src/auth/images.ts `processUpload`) for
 * its checks and its re-encoding. The server never trusts the picker: it reads the type from the
 * magic bytes, and decodes at most `maxPixels` (sharp reads the size from the header and refuses
 * before decoding: about 4 bytes a pixel decoded, 67 MB at 4096 x 4096; issue 10's 143 KB PNG of
 * 7000 x 7000 would take 196 MB). What is kept is always a WEBP of at most `output.side` a side,
 * upright, without EXIF (a phone writes its GPS position there) or anything appended to the pixels.
 *
 * A new kind is one entry here, one call of `processUpload(kind, …)` and `acceptRawImages(app,
 * kind)` on its route, and `acceptOf(kind)` / `refusalOnDevice(kind, file)` in its picker.
 */

/** The image types an upload may be, by the name the server's byte sniffer gives them. */
export const IMAGE_MIME = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageType = keyof typeof IMAGE_MIME;

/** File name endings of each type, for a picker's `accept` and a file whose browser gave no type. */
const EXTENSIONS: Record<ImageType, readonly string[]> = { png: ['.png'], jpeg: ['.jpg', '.jpeg'], webp: ['.webp'] };
/** MIME names some browsers give instead of the standard one. */
const MIME_ALIASES: Record<string, ImageType> = { 'image/jpg': 'jpeg', 'image/pjpeg': 'jpeg' };

const MB = 1024 * 1024;

/**
 * The most pixels the server decodes: 4096 x 4096 (16.8 MP). A phone's photo is 12 MP (4032 x 3024)
 * or at most 16 MP, which fits; the app shrinks reptile photos and contest entries before sending.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;

export interface UploadPolicy {
  /** Accepted types, in the order the keeper reads them in the refusal. */
  readonly types: readonly ImageType[];
  /** The largest upload, as sent. */
  readonly maxBytes: number;
  /** The most pixels decoded (width x height), checked from the header before decoding. */
  readonly maxPixels: number;
  /**
   * What is kept: `inside` shrinks to at most `side` a side and never enlarges; `cover` crops to a
   * `side` x `side` square (enlarging a smaller picture).
   */
  readonly output: { readonly side: number; readonly fit: 'inside' | 'cover'; readonly quality: number };
  /** How many one keeper may hold, where that is limited: on one report, and uploaded but not yet sent. */
  readonly count?: { readonly perItem: number; readonly staged: number };
}

/** One line per kind; the sides are what each is shown at (a comment says where). */
export const UPLOAD_POLICIES = {
  /** Profile pictures, shown at most 96 px (2x on dense screens: 192). */
  avatar: { types: ['png', 'jpeg', 'webp'], maxBytes: 5 * MB, maxPixels: MAX_INPUT_PIXELS, output: { side: 256, fit: 'cover', quality: 82 } },
  /** A reptile's profile picture (spec: photos under 5 MB); the app sends it at most 1280 px. */
  reptilePhoto: { types: ['png', 'jpeg', 'webp'], maxBytes: 5 * MB, maxPixels: MAX_INPUT_PIXELS, output: { side: 1024, fit: 'inside', quality: 80 } },
  /** Spec section 9: a contest image under 5 MB; large enough for a gallery on a desktop screen. */
  contestEntry: { types: ['jpeg', 'png', 'webp'], maxBytes: 5 * MB, maxPixels: MAX_INPUT_PIXELS, output: { side: 1600, fit: 'inside', quality: 82 } },
  /**
   * A bug report's screenshot (spec section 5: PNG, JPG or JPEG, at most 10 MB, 5 a report), large
   * enough to read its text on a desktop screen. 15 may wait unsent: a report being written on two
   * devices; more is someone filling the disk (issue 24).
   */
  bugReportImage: { types: ['png', 'jpeg'], maxBytes: 10 * MB, maxPixels: MAX_INPUT_PIXELS, output: { side: 2400, fit: 'inside', quality: 85 }, count: { perItem: 5, staged: 15 } },
  /** The picture of an admin's message, shown in the inbox at most 240 px wide. */
  messageImage: { types: ['png', 'jpeg', 'webp'], maxBytes: 5 * MB, maxPixels: MAX_INPUT_PIXELS, output: { side: 1200, fit: 'inside', quality: 82 } },
} as const satisfies Record<string, UploadPolicy>;

export type UploadKind = keyof typeof UPLOAD_POLICIES;
export const UPLOAD_KINDS = Object.keys(UPLOAD_POLICIES) as UploadKind[];

export const uploadPolicy = (kind: UploadKind): UploadPolicy => UPLOAD_POLICIES[kind];

/** The size limit in whole megabytes, as the refusals state it. */
export const maxMegabytes = (kind: UploadKind): number => UPLOAD_POLICIES[kind].maxBytes / MB;

/** A file picker's `accept`: the kind's MIME types, then their file name endings. */
export const acceptOf = (kind: UploadKind): string => {
  const { types } = uploadPolicy(kind);
  return [...types.map((t) => IMAGE_MIME[t]), ...types.flatMap((t) => EXTENSIONS[t])].join(',');
};

/**
 * Why the server answered an upload no (`processUpload`). `too-many-pixels` is answered on the
 * wire as `invalid-image` (the message says the limit), so the app knows three codes.
 */
export const UPLOAD_REFUSALS = ['invalid-file-type', 'file-too-large', 'invalid-image', 'too-many-pixels'] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];
export const UPLOAD_ERROR_CODES = ['invalid-file-type', 'file-too-large', 'invalid-image'] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export const isUploadErrorCode = (code: string): code is UploadErrorCode => (UPLOAD_ERROR_CODES as readonly string[]).includes(code);

/** The type a picked file claims, by its MIME type or, when the browser gave none, by its name. */
function claimedType(file: { type: string; name: string }): ImageType | null {
  const mime = file.type.toLowerCase();
  if (mime) return (Object.keys(IMAGE_MIME) as ImageType[]).find((t) => IMAGE_MIME[t] === mime) ?? MIME_ALIASES[mime] ?? null;
  const name = file.name.toLowerCase();
  return (Object.keys(EXTENSIONS) as ImageType[]).find((t) => EXTENSIONS[t].some((ext) => name.endsWith(ext))) ?? null;
}

/**
 * The refusal a picked file meets on the device, before anything is sent: its claimed type, then
 * its size (`maxBytes`: the caller passes a larger one when it shrinks the file first). The server
 * judges the bytes again; this only says at once what is wrong.
 */
export function refusalOnDevice(kind: UploadKind, file: { type: string; name: string; size: number }, maxBytes = uploadPolicy(kind).maxBytes): UploadErrorCode | null {
  const type = claimedType(file);
  if (!type || !uploadPolicy(kind).types.includes(type)) return 'invalid-file-type';
  if (file.size > maxBytes) return 'file-too-large';
  return null;
}
