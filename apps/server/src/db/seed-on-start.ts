import type { Logger } from 'pino';
import type { AppContext } from '../context';

/** Demo data goes only into an empty embedded database (npm run seed:demo seeds explicitly). */
export async function seedDemoIfEmpty(ctx: AppContext, log: Logger): Promise<void> {
  const existing = await ctx.db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const { seedDemo } = await import('./seed/demo-seed');
  const started = Date.now();
  const summary = await seedDemo(ctx.db, { imageStore: ctx.images });
  log.info({ summary, ms: Date.now() - started }, 'demo data seeded');
}
