/** What other features may use from the export feature. */
export { ExportMenu, ExportMenuItems, ExportOutcome, useReptileExport, type Exporter } from './export-menu';
