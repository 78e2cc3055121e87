/** What other features may use from the OCR import feature: the profile's usage line. */
export { OcrImportsUsed } from './ocr-imports-used';
