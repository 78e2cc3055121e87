/** The route table's community part: the calendar and the photo contest (routes/calendar.ts, contest.ts). */
import { z } from 'zod';
import { CalendarEventView, EventsQuery, PendingEventView, RejectEventBody, SubmitEventBody } from '../../../shared/api/calendar';
import {
  AdminEntriesResponse, DecisionResponse, DisqualifyBody, DisqualifyResponse, MonthQuery, PendingQuery, PendingResponse, PeriodsResponse,
  ResultsQuery, ResultsResponse, SettingsResponse, SubmissionsResponse, SubmitQuery, SubmitResponse, VoteBody, VoteResponse, VoteStatusResponse,
} from '../../../shared/api/contest';
import { ContestSettings } from '../../../shared/contest/settings';
import { IdParams } from './local-schemas';
import { binary, type RouteTable } from './route-doc';

const NO_SUCH_EVENT = 'No such event, or not visible to the caller (`not-found`).';
const NO_SUCH_ENTRY = 'No such contest entry, or not visible to the caller (`not-found`).';
const ALREADY_DECIDED = 'Already decided by someone else (`already-decided`, with `status`).';

export const COMMUNITY_ROUTES: RouteTable = {
  'GET /api/calendar/events': {
    summary: 'Events in a time range', description: 'Approved events overlapping [from, to), plus the caller\'s own pending ones; at most a limited range wide.',
    tags: ['Calendar'], access: 'user', query: EventsQuery,
    responses: { 200: z.array(CalendarEventView), 400: 'A missing or invalid range (`invalid-request`).' },
  },
  'GET /api/calendar/events/:id': {
    summary: 'One event', tags: ['Calendar'], access: 'user', params: IdParams,
    responses: { 200: CalendarEventView, 404: NO_SUCH_EVENT },
  },
  'GET /api/calendar/events/:id/ics': {
    summary: 'An approved event as an .ics file', tags: ['Calendar'], access: 'user', params: IdParams,
    responses: { 200: binary('text/calendar', 'The event (RFC 5545), as an attachment.'), 404: NO_SUCH_EVENT },
  },
  'POST /api/calendar/events': {
    summary: 'Submit an event', description: 'Pending until a moderator approves it.', tags: ['Calendar'], access: 'user', body: SubmitEventBody,
    responses: { 201: CalendarEventView, 400: 'Invalid fields (`invalid-request` with `fields`).', 429: 'Too many submissions today (`event-limit`, with `limit`).' },
  },
  'GET /api/calendar/mine': {
    summary: 'Events I submitted', tags: ['Calendar'], access: 'user',
    responses: { 200: z.array(CalendarEventView) },
  },
  'GET /api/admin/events/pending': {
    summary: 'Pending events', description: 'Oldest first; its length is the admin badge\'s count.', tags: ['Calendar'], access: 'moderator',
    responses: { 200: z.array(PendingEventView) },
  },
  'POST /api/admin/events/:id/approve': {
    summary: 'Approve an event', description: 'The submitter is notified. Audited.', tags: ['Calendar'], access: 'moderator', params: IdParams,
    responses: { 200: PendingEventView, 404: NO_SUCH_EVENT, 409: ALREADY_DECIDED },
  },
  'POST /api/admin/events/:id/reject': {
    summary: 'Reject an event', description: 'The note, if any, is shown to the submitter. Audited.', tags: ['Calendar'], access: 'moderator', params: IdParams, body: RejectEventBody,
    responses: { 200: PendingEventView, 400: 'Invalid fields (`invalid-request`).', 404: NO_SUCH_EVENT, 409: ALREADY_DECIDED },
  },

  'GET /api/contest/periods': {
    summary: 'The current contest month', description: 'Its phase and timetable, the settings, the server\'s clock and the caller\'s bar.', tags: ['Contest'], access: 'user',
    responses: { 200: PeriodsResponse },
  },
  'GET /api/contest/submissions': {
    summary: 'The gallery of a month', description: 'Approved entries and the caller\'s own, any status.', tags: ['Contest'], access: 'user', query: MonthQuery,
    responses: { 200: SubmissionsResponse, 400: 'An invalid month (`invalid-request`).' },
  },
  'GET /api/contest/vote-status': {
    summary: 'Whether I voted in a month', tags: ['Contest'], access: 'user', query: MonthQuery,
    responses: { 200: VoteStatusResponse, 400: 'An invalid month (`invalid-request`).' },
  },
  'POST /api/contest/vote': {
    summary: 'Vote for an entry', description: 'One vote per keeper per month, for an approved entry of the current month.', tags: ['Contest'], access: 'user', body: VoteBody,
    responses: {
      200: VoteResponse, 400: 'Invalid fields (`invalid-request`).',
      409: 'Not the voting phase, already voted, one\'s own entry, or not votable (`voting-not-open`, `already-voted`, `own-entry`, `entry-not-votable`).',
    },
  },
  'GET /api/contest/results': {
    summary: 'Contest results', description: 'One month\'s places, or without a month the latest months with winners (`before` pages to older ones; `more` says whether any remain).', tags: ['Contest'], access: 'user', query: ResultsQuery,
    responses: { 200: ResultsResponse, 400: 'An invalid month (`invalid-request`).' },
  },
  'GET /api/contest/entries/:id/image': {
    summary: 'An entry\'s image', description: 'Approved entries to every keeper; any status to its owner and moderators.', tags: ['Contest'], access: 'user', params: IdParams,
    responses: { 200: binary('image/webp', 'The image.'), 404: NO_SUCH_ENTRY },
  },
  'POST /api/contest/submit': {
    summary: 'Enter a photo', description: 'The image\'s bytes (PNG, JPEG or WebP, at most 5 MB), re-encoded on the server; pending until reviewed.',
    tags: ['Contest'], access: 'user', query: SubmitQuery, bodyType: 'image',
    responses: {
      201: SubmitResponse, 400: 'An unreadable image or a too long caption (`invalid-image`, `invalid-request`).', 403: 'Barred from the contest (`contest-banned`, with `until`).',
      409: 'Submissions are closed or the month\'s entries are used (`contest-not-open`, `entry-limit`).', 413: 'Larger than 5 MB (`file-too-large`).',
      415: 'Not a PNG, JPEG or WebP image (`invalid-file-type`).',
    },
  },
  'GET /api/contest/pending': {
    summary: 'Entries waiting for review', description: 'Pending entries of the open month, paged.', tags: ['Contest'], access: 'moderator', query: PendingQuery,
    responses: { 200: PendingResponse, 400: 'Invalid paging (`invalid-request`).' },
  },
  'POST /api/contest/entries/:id/approve': {
    summary: 'Approve an entry', tags: ['Contest'], access: 'moderator', params: IdParams,
    responses: { 200: DecisionResponse, 404: NO_SUCH_ENTRY, 409: 'Already reviewed, or the month has closed (`not-pending`, `contest-closed`).' },
  },
  'POST /api/contest/entries/:id/reject': {
    summary: 'Reject an entry', tags: ['Contest'], access: 'moderator', params: IdParams,
    responses: { 200: DecisionResponse, 404: NO_SUCH_ENTRY, 409: 'Already reviewed, or the month has closed (`not-pending`, `contest-closed`).' },
  },
  'POST /api/contest/admin/entries/:id/disqualify': {
    summary: 'Disqualify a keeper', description: 'Their entries of the open month leave the contest, their votes are withdrawn, and they are barred for 3 months. Audited.',
    tags: ['Contest', 'Admin'], access: 'admin', params: IdParams, body: DisqualifyBody,
    responses: { 200: DisqualifyResponse, 400: 'Invalid fields (`invalid-request`).', 404: NO_SUCH_ENTRY, 409: 'The month has closed (`contest-closed`).' },
  },
  'GET /api/contest/admin/entries': {
    summary: 'Every entry of a month', description: 'With status, keeper and votes, for spotting manipulation.', tags: ['Contest', 'Admin'], access: 'admin', query: MonthQuery,
    responses: { 200: AdminEntriesResponse, 400: 'An invalid month (`invalid-request`).' },
  },
  'GET /api/contest/admin/settings': {
    summary: 'The contest settings', tags: ['Contest', 'Admin'], access: 'admin',
    responses: { 200: SettingsResponse },
  },
  'PUT /api/contest/admin/settings': {
    summary: 'Change the contest settings', description: 'The whole settings object. Audited.', tags: ['Contest', 'Admin'], access: 'admin', body: ContestSettings,
    responses: { 200: SettingsResponse, 400: 'Invalid fields (`invalid-request` with `fields`).' },
  },
};
