/**
 * The achievement calls of the spec (section 7). Thin: parse, call achievements/service, answer.
 * Achievements also reach devices by pull; these answer a screen that wants it now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CatalogueResponse, CHECK_FAILED, CheckResponse, MyAchievementsResponse, RefreshResponse } from '../../../shared/api/achievements';
import { currentUserId } from '../auth/request-user';
import { catalogueView } from '../achievements/catalogue-view';
import { checkAchievements, myAchievements, refreshAchievements } from '../achievements/service';
import { route } from './declare';

const tags = ['Achievements'] as const;

export async function achievementRoutes(app: FastifyInstance): Promise<void> {
  const now = () => Date.now();

  // The catalogue is the same for everyone; the app busts caches with a query parameter (spec).
  route(app, {
    method: 'GET', path: '/api/achievements', summary: 'The achievement catalogue', description: 'The same for everyone, in both languages.', tags, access: 'user',
    responses: { 200: CatalogueResponse },
  }, async ({ reply }): Promise<z.infer<typeof CatalogueResponse>> => {
    void reply.header('cache-control', 'private, no-cache');
    return { achievements: catalogueView() };
  });
  route(app, {
    method: 'GET', path: '/api/achievements/my', summary: 'My achievements and progress', tags, access: 'user', responses: { 200: MyAchievementsResponse },
  }, async ({ req }): Promise<z.infer<typeof MyAchievementsResponse>> => myAchievements(app.store, currentUserId(req), now()));
  // A failed check is the spec's answer, not a 500: logged here, with nothing of it in the answer.
  const check = async (req: FastifyRequest, opts?: { signedIn: true }): Promise<z.infer<typeof CheckResponse>> => {
    try {
      return { success: true, newAchievements: await checkAchievements(app.store, currentUserId(req), now(), opts) };
    } catch (err) {
      req.log.error({ err }, 'achievement check failed');
      return { success: false, error: CHECK_FAILED, newAchievements: [] };
    }
  };
  route(app, {
    method: 'POST', path: '/api/achievements/check-first-login', summary: 'Check achievements after the first sign-in', tags, access: 'user',
    responses: { 200: CheckResponse },
  }, async ({ req }) => check(req, { signedIn: true }));
  route(app, {
    method: 'POST', path: '/api/achievements/check', summary: 'Check for new achievements', tags, access: 'user', responses: { 200: CheckResponse },
  }, async ({ req }) => check(req));
  route(app, {
    method: 'POST', path: '/api/achievements/force-refresh', summary: 'Recount every achievement', tags, access: 'user', responses: { 200: RefreshResponse },
  }, async ({ req }): Promise<z.infer<typeof RefreshResponse>> => ({ achievements: await refreshAchievements(app.store, currentUserId(req), now()) }));
}
