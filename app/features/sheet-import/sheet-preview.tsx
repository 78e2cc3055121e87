import { Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportColumn } from '../../../shared/sheet-import/columns';
import type { RowStatus } from '../../../shared/sheet-import/plan';
import type { SheetProblem, SheetRow } from '../../../shared/sheet-import/rows';
import type { CsvTable } from '../../../shared/tabular/table';
import classes from '../../components/import-preview.module.css';

const PAGE = 50;

export interface SheetPreviewProps {
  table: CsvTable;
  columns: readonly ImportColumn[];
  rows: readonly SheetRow[];
  status: ReadonlyMap<number, RowStatus>;
  extra: ReadonlyMap<number, SheetProblem[]>;
  onEdit: (line: number, cells: string[]) => void;
  onSkip: (line: number, skip: boolean) => void;
}

type Show = 'problem' | 'all';

/**
 * Every row of the sheet as the keeper wrote it, each problem in words under the cell it is about
 * (or under the row's number), with what will become of it. A row with a problem can be fixed in
 * place (its cells edited here, not in the file) or skipped, and any row can be skipped (an
 * animal the keeper does not want, or has no room for); a skipped row can be taken back.
 * Paged, so 10,000 rows stay quick; the rows with problems first when there are any.
 */
export function SheetPreview({ table, columns, rows, status, extra, onEdit, onSkip }: SheetPreviewProps) {
  const { t } = useTranslation(['sheet-import', 'logs', 'reptiles']);
  const flagged = rows.filter((r) => status.get(r.line) === 'problem' || status.get(r.line) === 'skipped');
  const [chosen, setShow] = useState<Show>(flagged.length > 0 ? 'problem' : 'all');
  // Once the last row to check is fixed or skipped back, every row shows again.
  const show: Show = flagged.length > 0 ? chosen : 'all';
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ line: number; cells: string[] } | null>(null);
  const shown = show === 'problem' ? flagged : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);
  const byLine = new Map(table.rows.map((r) => [r.line, r.cells]));
  const read = columns.flatMap((c, i) => (c.role === 'ignore' ? [] : [i]));
  const words = (p: SheetProblem) => t(p.ns ? `${p.ns}:${p.key}` : p.key, { ...p.params, defaultValue: t('problems.invalid') });

  const save = () => {
    if (!editing) return;
    onEdit(editing.line, editing.cells);
    setEditing(null);
  };

  return (
    <Stack gap="xs">
      {flagged.length > 0 && (
        <SegmentedControl size="xs" value={show} onChange={(v) => { setShow(v === 'all' ? 'all' : 'problem'); setPage(1); }} aria-label={t('preview.show.label')}
          data={[{ value: 'problem', label: t('preview.show.problems', { count: flagged.length }) }, { value: 'all', label: t('preview.show.all', { count: rows.length }) }]} />
      )}
      <div className={classes.scroll}>
        <table className={classes.table} aria-label={t('preview.table')}>
          <thead>
            <tr>
              <th scope="col">{t('preview.line')}</th>
              <th scope="col">{t('preview.outcome')}</th>
              {read.map((i) => <th key={i} scope="col">{table.headers[i] || t('map.untitled', { n: i + 1 })}</th>)}
            </tr>
          </thead>
          <tbody>
            {shown.slice((current - 1) * PAGE, current * PAGE).map((row) => {
              const cells = byLine.get(row.line) ?? [];
              const state = status.get(row.line) ?? 'problem';
              const problems = [...row.problems, ...(extra.get(row.line) ?? [])];
              const whole = problems.filter((p) => p.column === null || !read.includes(p.column));
              const edit = editing?.line === row.line ? editing : null;
              return (
                <tr key={row.line} className={state === 'problem' ? classes.bad : undefined}>
                  <th scope="row">
                    {row.line}
                    {whole.map((p) => <div key={`${p.ns ?? ''}${p.key}`} className={classes.problem}>{words(p)}</div>)}
                  </th>
                  <td>
                    <Stack gap={4} align="flex-start">
                      <Text size="xs" fw={500}>{t(`preview.status.${state}`)}</Text>
                      {state === 'problem' && !edit && (
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="light" onClick={() => setEditing({ line: row.line, cells: table.headers.map((_, k) => cells[k] ?? '') })} aria-label={t('preview.editRow', { line: row.line })}>{t('preview.edit')}</Button>
                          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onSkip(row.line, true)} aria-label={t('preview.skipRow', { line: row.line })}>{t('preview.skip')}</Button>
                        </Group>
                      )}
                      {state === 'ready' && (
                        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onSkip(row.line, true)} aria-label={t('preview.skipRow', { line: row.line })}>{t('preview.skip')}</Button>
                      )}
                      {state === 'skipped' && (
                        <Button size="compact-xs" variant="subtle" onClick={() => onSkip(row.line, false)} aria-label={t('preview.unskipRow', { line: row.line })}>{t('preview.unskip')}</Button>
                      )}
                      {edit && (
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" onClick={save}>{t('preview.save')}</Button>
                          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setEditing(null)}>{t('preview.cancel')}</Button>
                        </Group>
                      )}
                    </Stack>
                  </td>
                  {read.map((i) => (
                    <td key={i}>
                      {edit ? (
                        <TextInput size="xs" label={t('preview.cellLabel', { header: table.headers[i] || t('map.untitled', { n: i + 1 }), line: row.line })}
                          classNames={{ label: classes.visuallyHidden }} value={edit.cells[i] ?? ''}
                          onChange={(e) => { const value = e.currentTarget.value; setEditing((now) => (now ? { ...now, cells: now.cells.map((c, k) => (k === i ? value : c)) } : now)); }}
                          onKeyDown={(e) => { if (e.key === 'Enter') save(); }} />
                      ) : (cells[i] ?? '')}
                      {problems.filter((p) => p.column === i).map((p) => <div key={`${p.ns ?? ''}${p.key}`} className={classes.problem}>{words(p)}</div>)}
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
          <Pagination size="sm" total={pages} value={current} onChange={setPage}
            getControlProps={(c) => (c === 'previous' ? { 'aria-label': t('preview.pagePrevious') } : c === 'next' ? { 'aria-label': t('preview.pageNext') } : {})} />
          <Text size="xs" c="dimmed">{t('preview.rows', { from: (current - 1) * PAGE + 1, to: Math.min(current * PAGE, shown.length), count: shown.length })}</Text>
        </Stack>
      )}
    </Stack>
  );
}
