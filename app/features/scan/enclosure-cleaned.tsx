import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import type { LocalEnclosure } from '../enclosures';
import { addLog, deleteLog, logFailureKey, logMutationName } from '../logs';
import { useSpaceAccess } from '../spaces';
import { UndoToast } from './undo-toast';
import classes from './scan.module.css';

/**
 * The enclosure's own "Cleaned": a cleaning in the event log of each animal living in it, one
 * tap (Undo removes them). Event logs hang off an animal, so an empty enclosure offers none;
 * enclosure upkeep of its own (with its reminders) comes with the climate work of issue 28.
 */
export function EnclosureCleaned({ enclosure, residents }: { enclosure: LocalEnclosure; residents: readonly LocalReptile[] }) {
  const { t } = useTranslation(['scan', 'logs']);
  const access = useSpaceAccess(enclosure.userId);
  const [busy, setBusy] = useState(false);
  if (residents.length === 0 || !access.can(logMutationName('eventLogs', 'create'))) return null;

  const failed = (error: unknown) => notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
  const clean = async () => {
    setBusy(true);
    const ids: string[] = [];
    try {
      const description = t('scan:cleanedNote', { enclosure: enclosure.name });
      for (const r of residents) ids.push(await addLog('eventLogs', r.id, { date: todayIn(), eventType: 'cleaning', description }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
    if (ids.length === 0) return;
    const message = t('scan:done.enclosureCleaned', { name: enclosure.name });
    if (!access.can(logMutationName('eventLogs', 'delete'), { ownEntry: true })) {
      notifications.show({ color: 'teal', message });
      return;
    }
    const toastId = `scan-cleaned-${ids[0]}`;
    notifications.show({
      id: toastId,
      color: 'teal',
      message: <UndoToast message={message} undoName={t('scan:undo.name', { what: message })} onUndo={() => {
        notifications.hide(toastId);
        void Promise.all(ids.map((id) => deleteLog('eventLogs', id)))
          .then(() => notifications.show({ color: 'gray', message: t('scan:undo.done', { name: enclosure.name }) }), failed);
      }} />,
    });
  };
  return (
    <Button size="lg" variant="light" color="gray" className={classes.action} loading={busy} onClick={() => void clean()}>{t('scan:actions.cleanedEnclosure')}</Button>
  );
}
