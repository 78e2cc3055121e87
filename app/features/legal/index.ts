/** What other features may use from the legal documents. */
export type { LegalDoc } from './legal-documents';
