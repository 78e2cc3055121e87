import { Button, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnMap, CsvTable, ParsedReading, RowProblem } from '../../../shared/enclosures/reading-csv';
import classes from '../../components/import-preview.module.css';
import type { LineStatus } from './import-plan';

const PAGE = 100;

type Show = 'problems' | 'all';

export interface ImportPreviewProps {
  table: CsvTable;
  columns: readonly ColumnMap[];
  rows: readonly ParsedReading[];
  /** Each line's outcome (import-plan.ts). */
  status: ReadonlyMap<number, LineStatus>;
  onSkip: (line: number, skip: boolean) => void;
}

/**
 * Every line of the file as the keeper wrote it, each problem in words under the cell it is about
 * (or under the line), with what will become of it. A line with a problem, or any line to be
 * imported, can be skipped on its own, and a skipped line taken back. Paged, so a month of
 * readings every minute stays quick; the lines with problems (and the skipped ones) are shown
 * first when there are any.
 */
export function ImportPreview({ table, columns, rows, status, onSkip }: ImportPreviewProps) {
  const { t } = useTranslation('climate');
  const flagged = rows.filter((r) => status.get(r.line) === 'problem' || status.get(r.line) === 'skipped');
  const [chosen, setShow] = useState<Show>(flagged.length > 0 ? 'problems' : 'all');
  // Once no line is left with a problem or skipped, every line shows again.
  const show: Show = flagged.length > 0 ? chosen : 'all';
  const [page, setPage] = useState(1);
  const shown = show === 'problems' ? flagged : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);
  const byLine = new Map(table.rows.map((r) => [r.line, r.cells]));
  const words = (p: RowProblem) => t(p.key, { ...p.params, column: p.params?.column ?? '' });
  const read = columns.flatMap((c, i) => (c.role === 'ignore' ? [] : [i]));
  return (
    <Stack gap="xs">
      {flagged.length > 0 && (
        <SegmentedControl size="xs" value={show} onChange={(v) => { setShow(v === 'all' ? 'all' : 'problems'); setPage(1); }} aria-label={t('import.show.label')}
          data={[{ value: 'problems', label: t('import.show.problems', { count: flagged.length }) }, { value: 'all', label: t('import.show.all', { count: rows.length }) }]} />
      )}
      <div className={classes.scroll}>
        <table className={classes.table} aria-label={t('import.previewTable')}>
          <thead>
            <tr>
              <th scope="col">{t('import.line')}</th>
              <th scope="col">{t('import.outcome')}</th>
              {read.map((i) => <th key={i} scope="col">{table.headers[i]}</th>)}
            </tr>
          </thead>
          <tbody>
            {shown.slice((current - 1) * PAGE, current * PAGE).map((row) => {
              const cells = byLine.get(row.line) ?? [];
              const state = status.get(row.line) ?? (row.problems.length > 0 ? 'problem' : 'ready');
              const whole = row.problems.filter((p) => p.column === null || !read.includes(p.column));
              return (
                <tr key={row.line} className={state === 'problem' ? classes.bad : undefined}>
                  <th scope="row">
                    {row.line}
                    {whole.map((p) => <div key={p.key} className={classes.problem}>{words(p)}</div>)}
                  </th>
                  <td>
                    <Stack gap={4} align="flex-start">
                      <Text size="xs" fw={500}>{t(`import.status.${state}`)}</Text>
                      {(state === 'problem' || state === 'ready') && (
                        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onSkip(row.line, true)} aria-label={t('import.skipRow', { line: row.line })}>{t('import.skip')}</Button>
                      )}
                      {state === 'skipped' && (
                        <Button size="compact-xs" variant="subtle" onClick={() => onSkip(row.line, false)} aria-label={t('import.unskipRow', { line: row.line })}>{t('import.unskip')}</Button>
                      )}
                    </Stack>
                  </td>
                  {read.map((i) => (
                    <td key={i}>
                      {cells[i] ?? ''}
                      {row.problems.filter((p) => p.column === i).map((p) => <div key={p.key} className={classes.problem}>{words(p)}</div>)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Stack gap={4} align="center">
          <Pagination size="sm" total={pages} value={current} onChange={setPage} getControlProps={(c) => (c === 'previous' ? { 'aria-label': t('import.pagePrevious') } : c === 'next' ? { 'aria-label': t('import.pageNext') } : {})} />
          <Text size="xs" c="dimmed">{t('import.lines', { from: (current - 1) * PAGE + 1, to: Math.min(current * PAGE, shown.length), count: shown.length })}</Text>
        </Stack>
      )}
    </Stack>
  );
}
