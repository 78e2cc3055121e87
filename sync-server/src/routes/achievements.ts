/**
 * The achievement calls of the spec (section 7). Thin: parse, call achievements/service, answer.
 * Achievements also reach devices by pull; these answer a screen that wants it now.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CatalogueResponse, CheckResponse, MyAchievementsResponse, RefreshResponse } from '../../../shared/api/achievements';
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
  app.post('/api/achievements/check-first-login', auth, async (req): Promise<z.infer<typeof CheckResponse>> =>
    ({ success: true, newAchievements: await checkAchievements(app.store, currentUserId(req), now(), { signedIn: true }) }));
  app.post('/api/achievements/check', auth, async (req): Promise<z.infer<typeof CheckResponse>> =>
    ({ success: true, newAchievements: await checkAchievements(app.store, currentUserId(req), now()) }));
  app.post('/api/achievements/force-refresh', auth, async (req): Promise<z.infer<typeof RefreshResponse>> =>
    ({ achievements: await refreshAchievements(app.store, currentUserId(req), now()) }));
}
