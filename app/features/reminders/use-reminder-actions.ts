import { useState } from 'react';
import type { LocalReminder } from '../../lib/db';
import { giveDose, useDoseReminders } from '../medication';
import { completeReminder, deleteReminder, uncompleteReminder } from './reminders-repository';

/**
 * Ticking, editing and deleting tasks, shared by the reminders page and a reptile's task list:
 * which task is open in the edit or delete dialog, and whether the last write failed on this
 * device (a full disk, a closed database): said on screen, never swallowed. Ticking a dose of a
 * medication course gives it (its health log line too, issue 29); a dose given is not reopened,
 * since its line in the health log stays.
 */
export function useReminderActions() {
  const [editing, setEditing] = useState<LocalReminder | null>(null);
  const [deleting, setDeleting] = useState<LocalReminder | null>(null);
  const [failed, setFailed] = useState(false);
  const doses = useDoseReminders();
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
  const toggle = (r: LocalReminder) => {
    const dose = doses.get(r.id);
    if (dose && r.completed) return;
    void attempt(() => (dose ? giveDose(dose.course, r.id, r.description) : r.completed ? uncompleteReminder(r.id) : completeReminder(r.id)));
  };
  const isDose = (r: LocalReminder) => doses.has(r.id);
  const confirmDelete = async () => {
    if (deleting && (await attempt(() => deleteReminder(deleting.id)))) setDeleting(null);
  };
  return { editing, setEditing, deleting, setDeleting, failed, toggle, isDose, confirmDelete };
}
