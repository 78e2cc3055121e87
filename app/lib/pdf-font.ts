/**
 * The font the PDFs made on the device are set in (the label sheets, the vet report): DejaVu Sans
 * Condensed, so Cyrillic prints. A file of the build from our own origin, fetched on the first PDF
 * asked for and kept by the service worker once fetched (app/sw.ts), not precached.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';

let font: Promise<ArrayBuffer> | null = null;

export function loadPdfFont(): Promise<ArrayBuffer> {
  font ??= fetch(fontUrl).then((response) => {
    if (!response.ok) throw new Error(`font: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  // A failed fetch is not remembered: the next try fetches again.
  font.catch(() => { font = null; });
  return font;
}
