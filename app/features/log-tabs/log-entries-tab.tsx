import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogTable } from '../../../shared/mutators/logs';
import type { LocalLog } from '../../lib/db';
import { StorageFullError } from '../../lib/sync';
import { PageLoader } from '../../components/page-loader';
import { addLog, deleteLog, updateLog, useReptileLogs, type LogInput, type LogPatchInput } from '../logs';
import { dateText, isKept, useReptile } from '../reptiles';

/** Entries shown at first and added per "show more": a reptile can have thousands. */
export const LOG_PAGE = 50;

/** The `logs` key of a failed save or delete: a full device says so, anything else "try again". */
export const logFailureKey = (error: unknown): string => (error instanceof StorageFullError ? 'entries.storageFull' : 'entries.saveFailed');

/**
 * What the shell hands `renderForm`. `entry` null is the add form at the top of the tab: submit
 * the whole new entry. Otherwise it is the edit dialog of that entry: submit only the fields the
 * keeper changed (undefined = untouched, null = cleared), so a concurrent edit of another field
 * on another device survives. `onSubmit` throws when the device could not store the change; the
 * form shows `logFailureKey(error)` (use-entry-form's `failureKey`).
 */
export type LogFormSlot<T extends LogTable> =
  | {
    entry: null; submitLabel: string; onCancel?: undefined; onSubmit: (input: LogInput<T>) => Promise<void>;
    /** Empties the add form after a kind saved an entry its own way (a hatching with its hatchlings' profiles). */
    reset: () => void;
  }
  | { entry: LocalLog<T>; submitLabel: string; onCancel: () => void; onSubmit: (patch: LogPatchInput<T>) => Promise<void> };

/** The kind's own headings and texts, already translated. Edit, delete, cancel and paging texts are the shell's. */
export interface LogEntriesLabels {
  /** Heading of the add form, e.g. "Add a shed". */
  addTitle: string;
  /** Title of the edit dialog. */
  editTitle: string;
  /** Heading of the list, also the list's accessible name. */
  listTitle: string;
  /** Shown instead of the list while there is no entry. */
  empty: string;
  /** Title of the delete confirmation dialog, e.g. "Delete this shed?". */
  deleteTitle: string;
}

export interface LogEntriesTabProps<T extends LogTable> {
  /** Which log: the entries are read with `useReptileLogs(table, reptileId)` and written with addLog/updateLog/deleteLog. */
  table: T;
  reptileId: string;
  labels: LogEntriesLabels;
  /** The kind's form, for adding (slot.entry null) and editing (slot.entry the row). See LogFormSlot. */
  renderForm: (slot: LogFormSlot<T>) => ReactNode;
  /** The summary of one entry under its date (the shell prints the date as the entry's heading). */
  renderEntry: (entry: LocalLog<T>) => ReactNode;
  /**
   * Names the entry in the Edit/Delete buttons' accessible names ("Edit the entry of …") and in
   * the delete confirmation. Default: the entry's date in the keeper's language.
   */
  entryLabel?: (entry: LocalLog<T>) => string;
  /**
   * Extra buttons before Edit and Delete (health's "Mark resolved"). `run` performs a write and
   * shows the shell's failure alert if the device refuses it.
   */
  renderActions?: (entry: LocalLog<T>, run: (write: () => Promise<void>) => Promise<void>) => ReactNode;
  /** Rendered between the add form and the list, with every entry newest first (breeding's clutch summaries). */
  aside?: (entries: LocalLog<T>[]) => ReactNode;
}

/**
 * One reptile's log of one kind, the way every log tab works: an add form on top, the entries
 * newest first, 50 at a time with "show more", editing in a dialog and deleting after a
 * confirmation. Everything is written through the sync client, so it works offline. The log of
 * an animal that went to a buyer (the seller's read-only copy) is only listed: the server refuses
 * its changes, so no form or button offers one.
 */
export function LogEntriesTab<T extends LogTable>({ table, reptileId, labels, renderForm, renderEntry, entryLabel, renderActions, aside }: LogEntriesTabProps<T>) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  const entries = useReptileLogs(table, reptileId);
  // Rows stored before transfers lack the field.
  const reptile = useReptile(reptileId);
  const readOnly = reptile ? !isKept(reptile) : false;
  // A new key clears the add form after each save.
  const [formKey, setFormKey] = useState(0);
  const [shown, setShown] = useState(LOG_PAGE);
  const [editing, setEditing] = useState<LocalLog<T> | null>(null);
  const [deleting, setDeleting] = useState<LocalLog<T> | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  if (entries === undefined) return <PageLoader />;
  const nameOf = (entry: LocalLog<T>) => (entryLabel ? entryLabel(entry) : dateText(lng, entry.date));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteLog(table, deleting.id);
      setDeleting(null);
    } catch (e) {
      setDeleteFailure(logFailureKey(e));
    }
  };
  const run = async (write: () => Promise<void>) => {
    setActionFailure(null);
    try {
      await write();
    } catch (e) {
      setActionFailure(logFailureKey(e));
    }
  };

  return (
    <Stack gap="lg">
      {!readOnly && <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{labels.addTitle}</Title>
          <div key={formKey}>
            {renderForm({
              entry: null,
              submitLabel: t('entries.actions.add'),
              onSubmit: async (input: LogInput<T>) => {
                await addLog(table, reptileId, input);
                setFormKey((k) => k + 1);
              },
              reset: () => setFormKey((k) => k + 1),
            })}
          </div>
        </Stack>
      </Paper>}
      {aside?.(entries)}
      <Stack gap="xs">
        <Title order={2} size="h4">{labels.listTitle}</Title>
        {actionFailure && <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('entries.actions.dismiss')} onClose={() => setActionFailure(null)}>{t(actionFailure)}</Alert>}
        {entries.length === 0 && <Text c="dimmed">{labels.empty}</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={labels.listTitle}>
          {entries.slice(0, shown).map((entry) => (
            <Paper key={entry.id} withBorder p="sm" component="li">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text fw={500}>{dateText(lng, entry.date)}</Text>
                  {renderEntry(entry)}
                </Stack>
                {!readOnly && <Group gap="xs" wrap="wrap" justify="flex-end">
                  {renderActions?.(entry, run)}
                  <Button size="xs" variant="default" onClick={() => setEditing(entry)} aria-label={t('entries.actions.editEntry', { entry: nameOf(entry) })}>
                    {t('entries.actions.edit')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => {
                    setDeleteFailure(null);
                    setDeleting(entry);
                  }} aria-label={t('entries.actions.deleteEntry', { entry: nameOf(entry) })}>
                    {t('entries.actions.delete')}
                  </Button>
                </Group>}
              </Group>
            </Paper>
          ))}
        </Stack>
        {entries.length > shown && (
          <Button variant="subtle" onClick={() => setShown((n) => n + LOG_PAGE)}>{t('entries.actions.showMore', { count: Math.min(LOG_PAGE, entries.length - shown) })}</Button>
        )}
      </Stack>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={labels.editTitle} closeButtonProps={{ 'aria-label': t('entries.actions.cancel') }}>
        {editing && renderForm({
          entry: editing,
          submitLabel: t('entries.actions.save'),
          onCancel: () => setEditing(null),
          onSubmit: async (patch: LogPatchInput<T>) => {
            await updateLog(table, editing.id, patch);
            setEditing(null);
          },
        })}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={labels.deleteTitle} closeButtonProps={{ 'aria-label': t('entries.actions.cancel') }}>
        <Stack gap="md">
          <Text>{deleting ? t('entries.delete.body', { entry: nameOf(deleting) }) : null}</Text>
          {deleteFailure && <Alert color="red" role="alert">{t(deleteFailure)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('entries.actions.cancel')}</Button>
            <Button color="red" onClick={() => void confirmDelete()}>{t('entries.delete.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
