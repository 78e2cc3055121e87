/**
 * How many image uploads a server process takes in at once (issue 24: every upload body was read
 * whole into memory before it waited for one of the two decoding slots, so 40 parallel 5.8 MB
 * images from one account took a server from 151 MB to 1,027 MB). An upload is admitted after its
 * token is checked and before its body is read; it holds its place until its answer is sent.
 * The app uploads one image at a time, so a keeper never meets these; when full the server answers
 * at once, and the app says so and leaves the retry to the keeper.
 *
 * - `too-many-uploads` 429: this account already has UPLOADS_PER_ACCOUNT uploads in progress.
 * - `server-busy` 503: the process already takes in UPLOADS_PER_PROCESS uploads.
 * Both carry Retry-After (UPLOAD_RETRY_AFTER_SECONDS) and `retryAfter` in the body.
 */
export const UPLOADS_PER_ACCOUNT = 3;
export const UPLOADS_PER_PROCESS = 8;
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

export const UPLOAD_BUSY_CODES = ['too-many-uploads', 'server-busy'] as const;
export type UploadBusyCode = (typeof UPLOAD_BUSY_CODES)[number];
