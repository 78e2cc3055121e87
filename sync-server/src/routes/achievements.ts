/**
 * The achievement calls of the spec (section 7). Thin: parse, call achievements/service, answer.
 * Achievements also reach devices by pull; these answer a screen that wants it now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CHECK_FAILED, type CatalogueResponse, type CheckResponse, type MyAchievementsResponse, type RefreshResponse } from '../../../shared/api/achievements';
import { currentUserId } from '../auth/request-user';
import { catalogueView } from '../achievements/catalogue-view';
import { checkAchievements, myAchievements, refreshAchievements } from '../achievements/service';

export async function achievementRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const now = () => Date.now();

  // The catalogue is the same for everyone; the app busts caches with a query parameter (spec).
  app.get('/api/achievements', auth, async (_req, reply): Promise<z.infer<typeof CatalogueResponse>> => {
    void reply.header('cache-control', 'private, no-cache');
    return { achievements: catalogueView() };
  });
  app.get('/api/achievements/my', auth, async (req): Promise<z.infer<typeof MyAchievementsResponse>> =>
    myAchievements(app.store, currentUserId(req), now()));
  // A failed check is the spec's answer, not a 500: logged here, with nothing of it in the answer.
  const check = async (req: FastifyRequest, opts?: { signedIn: true }): Promise<z.infer<typeof CheckResponse>> => {
    try {
      return { success: true, newAchievements: await checkAchievements(app.store, currentUserId(req), now(), opts) };
    } catch (err) {
      req.log.error({ err }, 'achievement check failed');
      return { success: false, error: CHECK_FAILED, newAchievements: [] };
    }
  };
  app.post('/api/achievements/check-first-login', auth, async (req) => check(req, { signedIn: true }));
  app.post('/api/achievements/check', auth, async (req) => check(req));
  app.post('/api/achievements/force-refresh', auth, async (req): Promise<z.infer<typeof RefreshResponse>> =>
    ({ achievements: await refreshAchievements(app.store, currentUserId(req), now()) }));
}
