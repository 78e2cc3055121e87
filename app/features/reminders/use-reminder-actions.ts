import { useState } from 'react';
import type { LocalReminder } from '../../lib/db';
import { completeReminder, deleteReminder, uncompleteReminder } from './reminders-repository';

/**
 * Ticking, editing and deleting tasks, shared by the reminders page and a reptile's task list:
 * which task is open in the edit or delete dialog, and whether the last write failed on this
 * device (a full disk, a closed database): said on screen, never swallowed.
 */
export function useReminderActions() {
  const [editing, setEditing] = useState<LocalReminder | null>(null);
  const [deleting, setDeleting] = useState<LocalReminder | null>(null);
  const [failed, setFailed] = useState(false);
  const attempt = async (write: () => Promise<void>) => {
    setFailed(false);
    try {
      await write();
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  const toggle = (r: LocalReminder) => void attempt(() => (r.completed ? uncompleteReminder(r.id) : completeReminder(r.id)));
  const confirmDelete = async () => {
    if (deleting && (await attempt(() => deleteReminder(deleting.id)))) setDeleting(null);
  };
  return { editing, setEditing, deleting, setDeleting, failed, toggle, confirmDelete };
}
