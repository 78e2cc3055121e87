/** What other features may use from the export feature. */
export { ExportMenu } from './export-menu';
