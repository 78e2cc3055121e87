/**
 * The CSV export as one ZIP archive: nine downloads started from one click are blocked or
 * dropped by browsers, one archive is not. fflate loads on the first CSV export only, so neither
 * the settings screen nor a reptile's page carries it.
 */
export interface CsvFile {
  name: string;
  text: string;
}

export async function csvArchive(files: readonly CsvFile[]): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate');
  const entries = Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)]));
  const zipped = zipSync(entries, { level: 6 });
  return new Blob([zipped.slice().buffer], { type: 'application/zip' });
}
