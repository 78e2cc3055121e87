/**
 * The words of a due-task notification. The service worker has no i18next, so this reads the
 * `reminders` locale files directly (they are small) and fills {{placeholders}} itself; plural
 * forms follow i18next's `_one`/`_other` keys chosen with Intl.PluralRules, as i18next does.
 */
import en from '../../../locales/en/reminders.json';
import bg from '../../../locales/bg/reminders.json';
import type { TaskType } from '../../../shared/schemas/reminder';
import { SEPARATE_NOTIFICATIONS_MAX } from './due-notices';
import { formatDate } from '../format/dates';

type Strings = typeof en;
const STRINGS: Record<string, Strings> = { en, bg };

export interface NoticeTask {
  id: string;
  taskType: TaskType;
  description?: string | null;
  dueDate: string;
  reptileName: string | null;
}

export interface Notice {
  title: string;
  body: string;
  /** One tag per task, so a repeated notice replaces the old one instead of stacking. */
  tag: string;
  /** The tasks it announces. */
  ids: string[];
  /** Where a click leads; absent: the tasks (NOTICE_URL). */
  url?: string;
}

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

/** The notifications to show for these newly due tasks: one each, or a summary when there are many. */
export function noticesFor(tasks: readonly NoticeTask[], today: string, language: string): Notice[] {
  const lng = language in STRINGS ? language : 'en';
  const s = (STRINGS[lng] ?? en).notify;
  const types = (STRINGS[lng] ?? en).taskTypes;
  if (tasks.length === 0) return [];
  if (tasks.length > SEPARATE_NOTIFICATIONS_MAX) {
    const form = new Intl.PluralRules(lng).select(tasks.length) === 'one' ? s.summaryTitle_one : s.summaryTitle_other;
    return [{ title: fill(form, { count: tasks.length }), body: s.summaryBody, tag: 'due-summary', ids: tasks.map((t) => t.id) }];
  }
  return tasks.map((task) => {
    const what = task.taskType === 'other' && task.description ? task.description : types[task.taskType];
    const title = task.reptileName ? fill(s.titleFor, { task: what, reptile: task.reptileName }) : what;
    const when = task.dueDate < today ? fill(s.overdueSince, { date: formatDate(task.dueDate, lng) }) : s.dueToday;
    const body = task.description && task.taskType !== 'other' ? `${when} · ${task.description}` : when;
    return { title, body, tag: `due-${task.id}`, ids: [task.id] };
  });
}
