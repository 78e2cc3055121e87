import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ZodError } from 'zod';
import { ocrRowProblems, ocrRowsToCsv } from '../../../shared/ocr/convert';
import { parseOcrText } from '../../../shared/ocr/parse';
import type { OcrLanguage, OcrRowProblem } from '../../../shared/ocr/rows';
import { OCR_IMPORT_MAX_LOGS } from '../../../shared/schemas/ocr-import';
import type { LocalReptile } from '../../lib/db';
import { StorageFullError } from '../../lib/sync';
import { downloadText } from '../../lib/download';
import { csvFileName } from './csv-file-name';
import { importOcrLogs, planImport } from './ocr-repository';
import { useReviewRows } from './use-review-rows';
import { useSheetReader } from './use-sheet-reader';

/** A message of the `ocr` namespace with its values. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export interface ImportResult {
  imported: number;
  skipped: number;
  reptileId: string;
  reptileName: string;
}

/** The photo whose rows are under review, and how it was read. */
interface ReadSheet {
  /** Counts the reads: each read's rows are a new review. */
  id: number;
  file: File;
  language: OcrLanguage;
  compressionFailed: boolean;
}

/** A failed import: the schema's own words when it refused the change, else why it was not stored. */
function importFailure(error: unknown): Message {
  if (error instanceof StorageFullError) return { key: 'errors.storageFull' };
  const issue = error instanceof ZodError ? error.issues[0]?.message : undefined;
  if (issue?.startsWith('errors.ocr')) return { key: issue, values: { max: OCR_IMPORT_MAX_LOGS } };
  return { key: 'errors.importFailed' };
}

/**
 * The screen's steps as state: the reptile and language chosen, the photo read (reader), the rows
 * under review with each row's problems, and the end (imported, or downloaded as CSV). The
 * screen only renders this; every write goes through the repository's `importOcrLogs`.
 */
export function useOcrImport(reptiles: readonly LocalReptile[], today: string) {
  const { t, i18n } = useTranslation('ocr');
  const [params] = useSearchParams();
  const [chosenId, setReptileId] = useState(() => params.get('reptile') ?? '');
  // The one reptile a keeper has is the choice (also when it arrives with the first sync of a new device).
  const reptileId = reptiles.some((r) => r.id === chosenId) ? chosenId : reptiles.length === 1 ? (reptiles[0]?.id ?? '') : '';
  const [language, setLanguage] = useState<OcrLanguage>(i18n.resolvedLanguage === 'bg' ? 'bg' : 'en');
  const reader = useSheetReader();
  const review = useReviewRows(today);
  const [sheet, setSheet] = useState<ReadSheet | null>(null);
  const [reptileMissing, setReptileMissing] = useState(false);
  const [parseFailed, setParseFailed] = useState(false);
  const [finishError, setFinishError] = useState<Message | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const lastFile = useRef<File | null>(null);

  const reptile = reptiles.find((r) => r.id === reptileId) ?? null;
  const problems = useMemo(() => new Map<string, OcrRowProblem[]>(review.rows.map((r) => [r.key, ocrRowProblems(r, today)])), [review.rows, today]);
  const flagged = [...problems.values()].filter((p) => p.length > 0).length;

  const chooseReptile = (id: string) => {
    setReptileId(id);
    setReptileMissing(false);
    setFinishError(null);
  };

  const readPhoto = async (file: File) => {
    setResult(null);
    setFinishError(null);
    setParseFailed(false);
    if (!reptile) {
      setReptileMissing(true);
      return;
    }
    lastFile.current = file;
    const outcome = await reader.read(file, language);
    if (!outcome) return;
    try {
      review.load(parseOcrText(outcome.text, { language, today, reptileNames: reptiles.map((r) => r.name) }));
      setSheet((last) => ({ id: (last?.id ?? 0) + 1, file, language, compressionFailed: outcome.compressionFailed }));
    } catch {
      setParseFailed(true);
    }
  };

  const retry = () => {
    if (lastFile.current) void readPhoto(lastFile.current);
  };

  const startOver = () => {
    review.clear();
    setResult(null);
    setSheet(null);
    setFinishError(null);
    setParseFailed(false);
    reader.reset();
  };

  const importRows = async () => {
    setFinishError(null);
    if (!reptile) {
      setReptileMissing(true);
      setFinishError({ key: 'errors.noReptile' });
      return;
    }
    const plan = planImport(review.rows, review.removedRead, { reptileId: reptile.id, today });
    if (plan.logs.length === 0) return setFinishError({ key: 'errors.nothingToImport' });
    if (plan.logs.length > OCR_IMPORT_MAX_LOGS) return setFinishError({ key: 'errors.ocrTooManyRows', values: { max: OCR_IMPORT_MAX_LOGS } });
    setImporting(true);
    try {
      await importOcrLogs(plan, { reptileId: reptile.id, language: sheet?.language ?? language });
      setResult({ imported: plan.logs.length, skipped: plan.skipped, reptileId: reptile.id, reptileName: reptile.name });
      review.clear();
      setSheet(null);
    } catch (e) {
      setFinishError(importFailure(e));
    } finally {
      setImporting(false);
    }
  };

  const downloadRows = () => {
    setFinishError(null);
    if (review.rows.length === 0) return setFinishError({ key: 'errors.nothingToDownload' });
    try {
      const headers = { date: t('csv.date'), reptileName: t('csv.reptileName'), eventType: t('csv.eventType'), details: t('csv.details') };
      downloadText(csvFileName(reptile?.name ?? '', today), ocrRowsToCsv(review.rows, headers, (type) => t(`eventTypes.${type}`)), 'text/csv;charset=utf-8');
    } catch {
      setFinishError({ key: 'errors.csvFailed' });
    }
  };

  return {
    reptile, reptileId, chooseReptile, reptileMissing, language, setLanguage,
    reader: reader.state, cancelRead: reader.cancel, readPhoto, retry, parseFailed,
    sheet, review, problems, flagged, startOver,
    importing, importRows, downloadRows, finishError, result,
  };
}
