/** Reptile profile pictures: the largest upload the server accepts (spec: photos under 5 MB). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
