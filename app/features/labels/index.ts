/**
 * What the rest of the app uses from the labels feature: the link that opens /labels with some
 * animals chosen. The page itself is a route of its own (app/router.tsx); its PDF code loads
 * only when a PDF is asked for (load-label-pdf.ts).
 */
export { labelsLink } from './labels-link';
