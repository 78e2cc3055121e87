/**
 * The spreadsheet import (issue 30): a keeper's animals and logs from a CSV or XLSX file. Its
 * screen is a route of its own (app/router.tsx); other features reach it by its address only,
 * so none of its code (the reader, the workbook parser) loads with theirs.
 */
export const SHEET_IMPORT_PATH = '/import';
