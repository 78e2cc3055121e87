/**
 * The label's one-tap writes for one animal, each a log through the logs feature (useLogWrites ->
 * repository -> `mutate()`), so they work offline and sync later. Each says so in a toast; one
 * that moved no stock offers Undo there (deleting a feeding never puts stock back, decision 0003,
 * so a meal taken from stock is not undone with a tap). `can` answers the role rule of the
 * animal's space: an action it refuses is not drawn.
 */
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { feedingStockEffect } from '../../../shared/rules/feeding';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';
import type { LocalReptile } from '../../lib/db';
import { logFailureKey, logMutationName, useLogWrites, type EntryTable, type LogInput } from '../logs';
import { deleteUpkeep, logUpkeep } from '../climate';
import { useSpaceAccess } from '../spaces';
import { UndoToast } from './undo-toast';

export type QuickAction = 'fed' | 'refused' | 'weighed' | 'shed' | 'cleaned';

const TABLE_OF = { fed: 'feedingLogs', refused: 'feedingLogs', weighed: 'growthLogs', shed: 'sheddingLogs' } as const satisfies Record<Exclude<QuickAction, 'cleaned'>, EntryTable>;

export function useQuickLogs(reptile: LocalReptile) {
  const { t } = useTranslation(['scan', 'logs']);
  const access = useSpaceAccess(reptile.userId);
  const feeding = useLogWrites('feedingLogs', reptile.id);
  const growth = useLogWrites('growthLogs', reptile.id);
  const shedding = useLogWrites('sheddingLogs', reptile.id);
  const name = reptile.name;
  /** Undo deletes the entry just made: the keeper's own, which every role that may log may delete. */
  const undoable = <T extends EntryTable>(table: T, remove: (id: string) => Promise<void>) =>
    (access.can(logMutationName(table, 'delete'), { ownEntry: true }) ? remove : null);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });

  /** Writes, then tells; an undoable write's toast carries Undo. Rethrows what the write threw, after its toast says why. */
  async function logged(action: QuickAction, write: () => Promise<string>, undo: ((id: string) => Promise<void>) | null): Promise<void> {
    let id: string;
    try {
      id = await write();
    } catch (error) {
      failed(error);
      throw error;
    }
    const message = t(`scan:done.${action}`, { name });
    const toastId = `scan-${action}-${id}`;
    const onUndo = undo && (() => {
      notifications.hide(toastId);
      void undo(id).then(() => notifications.show({ color: 'gray', message: t('scan:undo.done', { name }) }), failed);
    });
    notifications.show({
      id: toastId,
      color: 'teal',
      message: onUndo ? <UndoToast message={message} undoName={t('scan:undo.name', { what: message })} onUndo={onUndo} /> : message,
    });
  }

  return {
    can: (action: QuickAction) => access.can(action === 'cleaned' ? 'upkeep.create.v1' : logMutationName(TABLE_OF[action], 'create')),
    fed: (source: FeedingSource) => logged('fed', () => feeding.add({ date: todayIn(), source, outcome: 'ate', notes: null }),
      feedingStockEffect({ source }) ? null : undoable('feedingLogs', feeding.remove)),
    refused: (source: FeedingSource) => logged('refused', () => feeding.add({ date: todayIn(), source, outcome: 'refused', notes: null }), undoable('feedingLogs', feeding.remove)),
    weighed: (input: LogInput<'growthLogs'>) => logged('weighed', () => growth.add(input), undoable('growthLogs', growth.remove)),
    shed: () => logged('shed', () => shedding.add({ date: todayIn(), observations: null, complete: true }), undoable('sheddingLogs', shedding.remove)),
    /** A spot clean of the enclosure the animal lives in: the enclosure's upkeep (the climate feature), not the animal's log. */
    cleaned: (enclosureId: string) => logged('cleaned', () => logUpkeep(enclosureId, 'spotClean'),
      access.can('upkeep.delete.v1', { ownEntry: true }) ? deleteUpkeep : null),
  };
}
