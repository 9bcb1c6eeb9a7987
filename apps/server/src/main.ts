import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { seedDemo } from './db/seed';

const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
});
const app = await buildApp({ config, database });
database.logErrorsTo((err) => app.log.error({ err }, 'database pool error'));
if (config.seedDemo) {
  await database.exclusively((db) => seedDemo(db, app.storage, app.log));
}

let stopping = false;
/**
 * Answers its readiness check with 503 and keeps serving for the drain (a balancer stops sending it
 * requests meanwhile), then stops taking requests, lets those under way finish (within the limit),
 * ends the live streams (browsers reconnect elsewhere) and closes the pool.
 */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  app.readiness.stopping = true;
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  const limit = setTimeout(() => {
    app.log.error(`requests still under way after ${config.shutdownLimitMs} ms: stopping anyway`);
    process.exit(1);
  }, config.shutdownLimitMs);
  limit.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'stop failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
