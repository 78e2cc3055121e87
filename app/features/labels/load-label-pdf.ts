/**
 * The way in to the PDF code: pdf-lib, fontkit and the font (about 1.4 MB before compression)
 * load on the first PDF asked for on /labels, never with the page itself. Both are files of the
 * build, served from our own origin and kept by the service worker once fetched (app/sw.ts), not
 * precached: after the first sheet, sheets are made offline too.
 */
import type { LabelPdfRequest } from './label-pdf';
import { loadPdfFont } from '../../lib/pdf-font';

/** The sheet as a PDF Blob. A refused request throws LabelRequestError (label-pdf.ts). */
export async function labelPdf(request: Omit<LabelPdfRequest, 'font'>): Promise<Blob> {
  const [{ makeLabelPdf }, bytes] = await Promise.all([import('./label-pdf'), loadPdfFont()]);
  const pdf = await makeLabelPdf({ ...request, font: bytes });
  return new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
