import { Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnMap, CsvTable, ParsedReading, RowProblem } from '../../../shared/enclosures/reading-csv';
import classes from '../../components/import-preview.module.css';

const PAGE = 100;

/**
 * Every line of the file as the keeper wrote it, each problem in words under the cell it is about
 * (or under the line). Paged, so a week of readings every few minutes stays quick; the lines with
 * problems are shown first when there are any.
 */
export function ImportPreview({ table, columns, rows }: { table: CsvTable; columns: readonly ColumnMap[]; rows: readonly ParsedReading[] }) {
  const { t } = useTranslation('climate');
  const problems = rows.filter((r) => r.problems.length > 0);
  const [show, setShow] = useState<'problems' | 'all'>(problems.length > 0 ? 'problems' : 'all');
  const [page, setPage] = useState(1);
  const shown = show === 'problems' ? problems : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);
  const byLine = new Map(table.rows.map((r) => [r.line, r.cells]));
  const words = (p: RowProblem) => t(p.key, { ...p.params, column: p.params?.column ?? '' });
  const read = columns.flatMap((c, i) => (c.role === 'ignore' ? [] : [i]));
  return (
    <Stack gap="xs">
      {problems.length > 0 && (
        <SegmentedControl size="xs" value={show} onChange={(v) => { setShow(v as 'problems' | 'all'); setPage(1); }}
          data={[{ value: 'problems', label: t('import.show.problems', { count: problems.length }) }, { value: 'all', label: t('import.show.all', { count: rows.length }) }]} />
      )}
      <div className={classes.scroll}>
        <table className={classes.table} aria-label={t('import.previewTable')}>
          <thead>
            <tr>
              <th scope="col">{t('import.line')}</th>
              {read.map((i) => <th key={i} scope="col">{table.headers[i]}</th>)}
            </tr>
          </thead>
          <tbody>
            {shown.slice((current - 1) * PAGE, current * PAGE).map((row) => {
              const cells = byLine.get(row.line) ?? [];
              const whole = row.problems.filter((p) => p.column === null || !read.includes(p.column));
              return (
                <tr key={row.line} className={row.problems.length > 0 ? classes.bad : undefined}>
                  <th scope="row">
                    {row.line}
                    {whole.map((p) => <div key={p.key} className={classes.problem}>{words(p)}</div>)}
                  </th>
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
