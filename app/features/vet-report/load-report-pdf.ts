/**
 * The way in to the report's PDF code: pdf-lib, fontkit and the font load on the first PDF asked
 * for, never with the page itself (which prints from the browser without them). The font is the
 * same file of the build the label sheets use, so a device that made labels has it already.
 */
import type { VetReportPdfRequest } from './report-pdf';
import { loadPdfFont } from '../../lib/pdf-font';

/** The report as a PDF Blob. */
export async function vetReportPdf(request: Omit<VetReportPdfRequest, 'font'>): Promise<Blob> {
  const [{ makeVetReportPdf }, bytes] = await Promise.all([import('./report-pdf'), loadPdfFont()]);
  const pdf = await makeVetReportPdf({ ...request, font: bytes });
  return new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
