/**
 * The shape of one entry of the API's route table (./registry.ts), which the OpenAPI document
 * (./document.ts) is built from. An entry names the same shared zod schemas its handler parses
 * with (`parseBody(Schema, req.body)`) and answers (`z.infer<typeof Response>`), so the document
 * follows the code without Fastify validating or serialising anything (decision 0016).
 */
import type { z } from 'zod';

/** Who may call: `public` needs no token; `user` any signed-in keeper; the others that role (admins pass moderator routes too). */
export type Access = 'public' | 'user' | 'moderator' | 'admin';

export const TAGS = {
  System: 'Health and public settings: no token needed.',
  Accounts: 'Sign-up, sign-in, sessions and password resets (the refresh token travels in an HttpOnly cookie).',
  Profile: 'The signed-in keeper\'s own profile, preferences, avatar and account.',
  Sync: 'The offline-first sync protocol: push mutations, pull rows (DESIGN.md section 2).',
  Reptiles: 'Reptile photos (reptiles themselves are synced).',
  Achievements: 'The achievement catalogue and the keeper\'s achievements.',
  ReptiCoins: 'The wallet, buying a plan with coins, the social reward, and admins\' adjustments.',
  Notifications: 'The keeper\'s inbox (no /api prefix, as in the spec) and admins\' messages.',
  Calendar: 'The community calendar and its moderation.',
  Contest: 'The monthly photo contest, its review and its settings.',
  Insights: 'Insights per reptile and their monthly quota.',
  Transfers: 'Selling or giving an animal to another keeper: offers, the offers made to me, accept, decline, cancel.',
  Feedback: 'Bug reports and feature requests: keepers file and follow their own.',
  'Feedback admin': 'Every bug report and feature request: filter, status, archive, comment.',
  Admin: 'The admin area: users, the ReptiCoins history, the audit log, counts.',
  Documentation: 'This document.',
} as const;
export type Tag = keyof typeof TAGS;

/** A JSON answer (a shared zod schema), or one with no JSON body. */
export type Answer =
  | z.ZodType
  /** Status >= 400: the error body `{ error, message }` with this description; below 400: no body. */
  | string
  | { description: string; media: string };

export interface RouteDoc {
  summary: string;
  description?: string;
  tags: readonly Tag[];
  access: Access;
  /** Path parameters by name; a `:name` in the path not listed here is a plain string. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `image`: the raw bytes of an image (any content type: the server judges the bytes). Default `json` when `body` is set. */
  bodyType?: 'json' | 'image';
  responses: Readonly<Record<number, Answer>>;
}

/** `'<METHOD> <fastify path>'`, e.g. `'GET /api/bug-reports/:id'`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
export type RouteTable = Readonly<Record<RouteKey, RouteDoc>>;

export const binary = (media: string, description: string): Answer => ({ media, description });
