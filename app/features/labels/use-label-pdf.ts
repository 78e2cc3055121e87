import { useState } from 'react';
import type { LabelRequestRefusal } from '../../../shared/labels/positions';
import { downloadBlob } from '../../lib/download';
import type { LabelPdfRequest } from './label-pdf';
import { LabelRequestError } from './label-request-error';
import { labelPdf } from './load-label-pdf';

export type PdfAction = 'download' | 'print';

export type PdfStatus =
  | { kind: 'idle' }
  | { kind: 'making'; action: PdfAction }
  | { kind: 'done'; outcome: 'downloaded' | 'opened' | 'openedInstead' }
  | { kind: 'failed'; refused: LabelRequestRefusal | null; offline: boolean };

/** How long a PDF opened in a new tab keeps its address: time enough for the tab to load it. */
const OPENED_URL_MS = 60_000;

/**
 * Makes the sheet and hands it on. "Print" opens the PDF in a new tab, where the browser's viewer
 * prints it at actual size (a PDF printed from a hidden frame is not supported on phones). The tab
 * is opened at the click, before the PDF exists, because browsers allow new tabs only then; when
 * none may be opened, the PDF is downloaded instead and the keeper is told.
 */
export function useLabelPdf() {
  const [status, setStatus] = useState<PdfStatus>({ kind: 'idle' });

  const make = async (action: PdfAction, request: Omit<LabelPdfRequest, 'font'>, fileName: string) => {
    const tab = action === 'print' ? window.open('', '_blank') : null;
    setStatus({ kind: 'making', action });
    try {
      const blob = await labelPdf(request);
      if (action === 'print' && tab) {
        const url = URL.createObjectURL(blob);
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_MS);
        setStatus({ kind: 'done', outcome: 'opened' });
      } else {
        downloadBlob(fileName, blob);
        setStatus({ kind: 'done', outcome: action === 'print' ? 'openedInstead' : 'downloaded' });
      }
    } catch (error) {
      tab?.close();
      // Offline, the PDF code and font were never fetched on this device (sw.ts keeps them after the first sheet).
      setStatus({ kind: 'failed', refused: error instanceof LabelRequestError ? error.code : null, offline: !navigator.onLine });
    }
  };

  return { status, make, reset: () => setStatus({ kind: 'idle' }) };
}
