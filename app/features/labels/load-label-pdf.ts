/**
 * The way in to the PDF code: pdf-lib, fontkit and the font (about 1.4 MB before compression)
 * load on the first PDF asked for on /labels, never with the page itself. Both are files of the
 * build, served from our own origin and kept by the service worker once fetched (app/sw.ts), not
 * precached: after the first sheet, sheets are made offline too.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import type { LabelPdfRequest } from './label-pdf';

let font: Promise<ArrayBuffer> | null = null;

function loadFont(): Promise<ArrayBuffer> {
  font ??= fetch(fontUrl).then((response) => {
    if (!response.ok) throw new Error(`font: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  // A failed fetch is not remembered: the next try fetches again.
  font.catch(() => { font = null; });
  return font;
}

/** The sheet as a PDF Blob. A refused request throws LabelRequestError (label-pdf.ts). */
export async function labelPdf(request: Omit<LabelPdfRequest, 'font'>): Promise<Blob> {
  const [{ makeLabelPdf }, bytes] = await Promise.all([import('./label-pdf'), loadFont()]);
  const pdf = await makeLabelPdf({ ...request, font: bytes });
  return new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
