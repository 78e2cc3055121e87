import type { LabelRequestRefusal } from '../../../shared/labels/positions';

/** A sheet request the layout cannot take (positions.ts says why). Apart from label-pdf.ts, so the page can tell it without loading pdf-lib. */
export class LabelRequestError extends Error {
  constructor(readonly code: LabelRequestRefusal) {
    super(code);
    this.name = 'LabelRequestError';
  }
}
