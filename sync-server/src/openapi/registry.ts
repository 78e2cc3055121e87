/**
 * Every API route, documented: `'<METHOD> <fastify path>'` -> what it takes and answers, with the
 * same shared zod schemas its handler parses with and is typed by. The OpenAPI document
 * (./document.ts) is built from this table alone.
 *
 * Invariant (test/server/openapi.test.ts): the table's keys are exactly the routes the app registers
 * under /api/ and /notifications (plus the public avatar images), so a route added without an entry,
 * or an entry whose route went away, fails CI. Why a table beside the handlers rather than Fastify
 * route schemas: docs/decisions/0016-api-docs.md.
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
import type { RouteDoc, RouteKey, RouteTable } from './route-doc';
import { ACCOUNT_ROUTES } from './routes-accounts';
import { COMMUNITY_ROUTES } from './routes-community';
import { FEEDBACK_ADMIN_ROUTES } from './routes-feedback-admin';
import { KEEPER_ROUTES } from './routes-keeper';
import { TRANSFER_ROUTES } from './routes-transfers';

function merge(...parts: RouteTable[]): RouteTable {
  const all: Record<RouteKey, RouteDoc> = {};
  for (const part of parts) {
    for (const [key, doc] of Object.entries(part) as [RouteKey, RouteDoc][]) {
      if (key in all) throw new Error(`The API route table lists ${key} twice.`);
      all[key] = doc;
    }
  }
  return all;
}

export const API_ROUTES: RouteTable = merge(ACCOUNT_ROUTES, KEEPER_ROUTES, TRANSFER_ROUTES, COMMUNITY_ROUTES, FEEDBACK_ADMIN_ROUTES);

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
