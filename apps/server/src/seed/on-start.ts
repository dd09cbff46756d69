import type { Logger } from 'pino';
import type { AppContext } from '../context';
import { holdsData } from './insert';

/** Demo data goes only into an empty embedded database (npm run seed:demo seeds explicitly). */
export async function seedDemoIfEmpty(ctx: AppContext, log: Logger): Promise<void> {
  if (await holdsData(ctx.db)) return;
  const { seedDemo } = await import('./demo-seed');
  const started = Date.now();
  const summary = await seedDemo(ctx.db, {
    imageStore: ctx.images,
    plausibilityTolerance: ctx.config.portal.PLAUSIBILITY_TOLERANCE,
  });
  log.info({ summary, ms: Date.now() - started }, 'demo data seeded');
}
