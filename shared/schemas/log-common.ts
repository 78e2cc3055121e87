/**
 * What every reptile log shares. Messages are translation keys of the `logs` namespace.
 *
 * Each log file exports, for entity X:
 * - `XFields`: the editable fields, without defaults (see fields.ts `patchOf`).
 * - `X`: the whole entry with its cross-field rules. Patches are checked field by field, so both
 *   sides validate the merged entry with `X.parse({ ...row, ...patch })` before applying an edit.
 * - `XCreateArgs` (id + reptileId + fields, defaults applied), `XUpdateArgs` ({id, patch}) and
 *   `XDeleteArgs` ({id}). A log never moves to another reptile: reptileId is not patchable.
 */

/** Sync metadata of every log row as clients receive it. */
export interface LogRowMeta {
  id: string;
  userId: string;
  reptileId: string;
  version: number;
  updatedAt: number;
  deleted: boolean;
}

/**
 * Why the server refuses a log mutation, in the words of the sync rejections (shared/sync/errors.ts):
 * `not-found` is the log, or the reptile it is for, missing for this user; `parent-not-found` and
 * `clutch-not-found`: a breeding log names a reptile or a clutch this user does not have.
 */
export type LogErrorCode = 'invalid-args' | 'not-found' | 'parent-not-found' | 'clutch-not-found';

/** The one place a log error code becomes a message (namespace-qualified i18next keys). */
export const LOG_ERROR_KEYS = {
  'invalid-args': 'logs:errors.validation',
  'not-found': 'logs:errors.notFound',
  'parent-not-found': 'logs:errors.parentNotFound',
  'clutch-not-found': 'logs:errors.clutchNotFound',
} as const satisfies Record<LogErrorCode, string>;
