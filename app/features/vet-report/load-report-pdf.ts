/**
 * The way in to the report's PDF code: pdf-lib, fontkit and the font load on the first PDF asked
 * for, never with the page itself (which prints from the browser without them). The font is the
 * same file of the build the label sheets use, so a device that made labels has it already.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import type { VetReportPdfRequest } from './report-pdf';

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

/** The report as a PDF Blob. */
export async function vetReportPdf(request: Omit<VetReportPdfRequest, 'font'>): Promise<Blob> {
  const [{ makeVetReportPdf }, bytes] = await Promise.all([import('./report-pdf'), loadFont()]);
  const pdf = await makeVetReportPdf({ ...request, font: bytes });
  return new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
