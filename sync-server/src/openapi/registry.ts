/**
 * How the document names its models. The routes themselves are declared beside their handlers
 * (`route()`, ../routes/declare.ts); this file only knows the shared modules whose exported names
 * become component names, and the shared schemas nested in several answers.
 */
import { z } from 'zod';
import * as achievements from '../../../shared/api/achievements';
import * as admin from '../../../shared/api/admin';
import * as calendar from '../../../shared/api/calendar';
import * as contest from '../../../shared/api/contest';
import * as feedback from '../../../shared/api/feedback';
import * as insights from '../../../shared/api/insights';
import * as notifications from '../../../shared/api/notifications';
import * as repticoins from '../../../shared/api/repticoins';
import * as transfers from '../../../shared/api/transfers';
import * as auth from '../../../shared/schemas/auth';
import * as protocol from '../../../shared/sync/protocol';
import * as local from './local-schemas';

/**
 * Component names: a schema's exported name in shared/ (or in ./local-schemas.ts); an answer with
 * none is named after its operation. The first name wins where one schema is exported under two.
 */
export const SCHEMA_NAMES: ReadonlyMap<z.ZodType, string> = (() => {
  const names = new Map<z.ZodType, string>();
  for (const module of [local, auth, protocol, achievements, admin, calendar, contest, feedback, insights, notifications, repticoins, transfers]) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  return names;
})();

/** Shared schemas nested in several answers: shown as their own models, referenced where they appear. */
export const NESTED_MODELS: readonly z.ZodType[] = [
  local.ErrorBody, auth.Profile, auth.Claims, auth.Preferences, protocol.Rejection, achievements.EarnedView, repticoins.WalletView,
  repticoins.LedgerEntryView, notifications.NotificationView, calendar.CalendarEventView, calendar.PendingEventView, contest.EntryView,
  contest.OwnEntryView, contest.PlaceView, feedback.FeedbackView, feedback.CommentView, admin.AdminUserRow, admin.LedgerHistoryRow, admin.AuditRow,
];
