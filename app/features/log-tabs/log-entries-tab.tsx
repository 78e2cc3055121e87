/*
 * The shell takes the kind's form as one element, e.g. `form={<FeedingForm reptileId={id} />}`,
 * and renders it twice: as it is for a new entry, and with `entry` set in the edit dialog
 * (cloneElement adds the LogFormProps the shell owns). The form writes through its own hook
 * (useLogWrites), so nothing the shell hands it writes: `onSaved` and `onCancel` only close the
 * dialog or start the add form over. Rejected: a render callback (it is how writes came to be
 * handed down and called back), and each kind holding its own editing state and dialog (six
 * copies of what the shell does once).
 */
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { logFailureKey, logMutationName, useLogWrites, useReptileLogs, type EntryTable, type LogEntry } from '../logs';
import { EntryCredit, useSpaceAccess } from '../spaces';
import { isKept, useReptile } from '../reptiles';
import { formatDate } from '../../lib/format';

/** Entries shown at first and added per "show more": a reptile can have thousands. */
export const LOG_PAGE = 50;

/**
 * What every kind's form takes. Without `entry` it adds a new entry (the whole entry); with one
 * it edits it and sends only the fields the keeper changed (so a concurrent edit of another field
 * on another device survives). It writes through `useLogWrites(table, reptileId)` itself and
 * shows `logFailureKey(error)` when the device refuses. `onSaved` and `onCancel` are the shell's.
 */
export interface LogFormProps<T extends EntryTable> {
  reptileId: string;
  entry?: LogEntry<T>;
  /** After a stored save: the shell starts the add form over or closes the edit dialog. */
  onSaved?: () => void;
  onCancel?: () => void;
}

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

export interface LogEntriesTabProps<T extends EntryTable> {
  /** Which log: the entries are read with `useReptileLogs(table, reptileId)`, deleted with `useLogWrites`. */
  table: T;
  reptileId: string;
  labels: LogEntriesLabels;
  /** The kind's form for a new entry; the shell renders it again with `entry` to edit one. See LogFormProps. */
  form: ReactElement<LogFormProps<T>>;
  /** The summary of one entry under its date (the shell prints the date as the entry's heading). */
  renderEntry: (entry: LogEntry<T>) => ReactNode;
  /**
   * Names the entry in the Edit/Delete buttons' accessible names ("Edit the entry of …") and in
   * the delete confirmation. Default: the entry's date in the keeper's language.
   */
  entryLabel?: (entry: LogEntry<T>) => string;
  /** Extra buttons before Edit and Delete (health's "Mark resolved"), each writing through its kind's hook. */
  renderActions?: (entry: LogEntry<T>) => ReactNode;
  /** Rendered between the add form and the list, with every entry newest first (growth's chart, breeding's clutches). */
  aside?: (entries: LogEntry<T>[]) => ReactNode;
}

/**
 * One reptile's log of one kind, the way every log tab works: an add form on top, the entries
 * newest first, 50 at a time with "show more", editing in a dialog and deleting after a
 * confirmation. Everything is written through the sync client, so it works offline. The log of
 * an animal that went to a buyer (the seller's read-only copy) is only listed: the server refuses
 * its changes, so no form or button offers one.
 */
export function LogEntriesTab<T extends EntryTable>({ table, reptileId, labels, form, renderEntry, entryLabel, renderActions, aside }: LogEntriesTabProps<T>) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  const entries = useReptileLogs(table, reptileId);
  const { remove } = useLogWrites(table, reptileId);
  // Rows stored before transfers lack the field.
  const reptile = useReptile(reptileId);
  const readOnly = reptile ? !isKept(reptile) : false;
  // In a shared collection the keeper's role decides which of add, edit and delete are offered.
  const access = useSpaceAccess(reptile?.userId);
  const mine = (entry: LogEntry<T>) => ({ ownEntry: entry.authorId === access.me });
  const canEdit = (entry: LogEntry<T>) => access.can(logMutationName(table, 'update'), mine(entry));
  const canDelete = (entry: LogEntry<T>) => access.can(logMutationName(table, 'delete'), mine(entry));
  // A new key clears the add form after each save.
  const [formKey, setFormKey] = useState(0);
  const [shown, setShown] = useState(LOG_PAGE);
  const [editing, setEditing] = useState<LogEntry<T> | null>(null);
  const [deleting, setDeleting] = useState<LogEntry<T> | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  if (entries === undefined) return <PageLoader />;
  const nameOf = (entry: LogEntry<T>) => (entryLabel ? entryLabel(entry) : formatDate(entry.date, lng));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      setDeleting(null);
    } catch (e) {
      setDeleteFailure(logFailureKey(e));
    }
  };

  return (
    <Stack gap="lg">
      {!readOnly && access.can(logMutationName(table, 'create')) && <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{labels.addTitle}</Title>
          {cloneElement(form, { key: formKey, onSaved: () => setFormKey((k) => k + 1) })}
        </Stack>
      </Paper>}
      {aside?.(entries)}
      <Stack gap="xs">
        <Title order={2} size="h4">{labels.listTitle}</Title>
        {entries.length === 0 && <Text c="dimmed">{labels.empty}</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={labels.listTitle}>
          {entries.slice(0, shown).map((entry) => (
            <Paper key={entry.id} withBorder p="sm" component="li">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text fw={500}>{formatDate(entry.date, lng)}</Text>
                  {renderEntry(entry)}
                  <EntryCredit spaceId={entry.userId} authorId={entry.authorId} kind={table === 'feedingLogs' ? 'fed' : 'logged'} />
                </Stack>
                {!readOnly && <Group gap="xs" wrap="wrap" justify="flex-end">
                  {renderActions?.(entry)}
                  {canEdit(entry) && <Button size="xs" variant="default" onClick={() => setEditing(entry)} aria-label={t('entries.actions.editEntry', { entry: nameOf(entry) })}>
                    {t('entries.actions.edit')}
                  </Button>}
                  {canDelete(entry) && <Button size="xs" color="red" variant="light" onClick={() => {
                    setDeleteFailure(null);
                    setDeleting(entry);
                  }} aria-label={t('entries.actions.deleteEntry', { entry: nameOf(entry) })}>
                    {t('entries.actions.delete')}
                  </Button>}
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
        {editing && cloneElement(form, { key: editing.id, entry: editing, onSaved: () => setEditing(null), onCancel: () => setEditing(null) })}
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
