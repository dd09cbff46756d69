import { pino } from 'pino';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { limitHeapGrowth } from './heap';
import {
  startMergingBuildingCounts,
  startRecountingBuildingCounts,
} from './modules/dashboard/building-counts.upkeep';
import { startReadingSchedule } from './modules/reading-schedule/reading-schedule.timer';
import { seedDemoIfEmpty } from './seed/on-start';

const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['req.headers.authorization', 'req.headers.cookie'],
});

async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  const ctx = await createContext(config, log);
  if (ctx.databaseKind === 'pglite' && config.seedDemo) await seedDemoIfEmpty(ctx, log);

  const app = await buildApp(ctx, { logger: log });
  let closing = false;
  let stopSchedule = () => {};
  let stopMerging = () => {};
  let stopSweeping = () => {};
  let stopRecounting: () => Promise<void> = async () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // The health check answers 503 from now on; a load balancer stops sending before the port closes.
    ctx.lifecycle.state = 'draining';
    if (config.drainSeconds) await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    stopSchedule();
    await stopRecounting();
    stopMerging();
    stopSweeping();
    await ctx.jobs.failRunning();
    await app.close();
    await ctx.mailer.flush();
    await ctx.close();
    log.info('shutdown finished');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  stopSchedule = startReadingSchedule(ctx, config.readingSchedule, log);
  stopMerging = startMergingBuildingCounts(ctx, log);
  stopRecounting = startRecountingBuildingCounts(ctx, log);
  stopSweeping = ctx.jobs.startSweeping();
  if (!closing) ctx.lifecycle.state = 'ready';
  log.info(
    `portal at http://localhost:${config.port}/portal/ (database: ${ctx.databaseKind}, API docs: /api/v2/docs)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Configuration error: PORT ${(error as { port?: number }).port ?? ''} is already in use`);
  } else {
    console.error(`Start failed: ${(error as Error).message}`);
  }
  process.exit(1);
});
