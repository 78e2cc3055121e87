/** `herptrack-ocr-<reptile>-<date>.csv`: the name in lower case, runs of anything but letters and digits as one dash. */
export function csvFileName(reptileName: string, today: string): string {
  const slug = reptileName.normalize('NFKC').toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `herptrack-ocr-${slug || 'reptile'}-${today}.csv`;
}
