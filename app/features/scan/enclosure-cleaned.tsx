import { Button, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpkeepKind } from '../../../shared/schemas/climate';
import { deleteUpkeep, logUpkeep } from '../climate';
import type { LocalEnclosure } from '../enclosures';
import { logFailureKey } from '../logs';
import { useSpaceAccess } from '../spaces';
import { UndoToast } from './undo-toast';
import classes from './scan.module.css';

/** What the label's round logs in one tap: the daily spot clean, and the monthly full clean beside it. */
const KINDS = ['spotClean', 'fullClean'] as const satisfies readonly UpkeepKind[];

/**
 * The enclosure's own cleaning, one tap each: a spot clean or a full clean of the enclosure,
 * logged as its upkeep (the climate feature keeps its schedule), empty enclosures included;
 * Undo removes the entry just made.
 */
export function EnclosureCleaned({ enclosure }: { enclosure: LocalEnclosure }) {
  const { t } = useTranslation(['scan', 'climate', 'logs']);
  const access = useSpaceAccess(enclosure.userId);
  const [busy, setBusy] = useState<UpkeepKind | null>(null);
  if (!access.can('upkeep.create.v1')) return null;

  const failed = (error: unknown) => notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
  const clean = async (kind: UpkeepKind) => {
    setBusy(kind);
    let id: string;
    try {
      id = await logUpkeep(enclosure.id, kind);
    } catch (error) {
      failed(error);
      return;
    } finally {
      setBusy(null);
    }
    const message = t('scan:done.enclosureCleaned', { name: enclosure.name, kind: t(`climate:upkeep.kinds.${kind}`) });
    if (!access.can('upkeep.delete.v1', { ownEntry: true })) {
      notifications.show({ color: 'teal', message });
      return;
    }
    const toastId = `scan-cleaned-${id}`;
    notifications.show({
      id: toastId,
      color: 'teal',
      message: <UndoToast message={message} undoName={t('scan:undo.name', { what: message })} onUndo={() => {
        notifications.hide(toastId);
        void deleteUpkeep(id).then(() => notifications.show({ color: 'gray', message: t('scan:undo.done', { name: enclosure.name }) }), failed);
      }} />,
    });
  };
  return (
    <SimpleGrid cols={2} spacing="sm">
      {KINDS.map((kind) => (
        <Button key={kind} size="lg" variant="light" color="gray" className={classes.action} loading={busy === kind} onClick={() => void clean(kind)}>
          {t(`scan:actions.${kind}`)}
        </Button>
      ))}
    </SimpleGrid>
  );
}
