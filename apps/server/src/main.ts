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
/** Stops taking requests, lets those under way finish (within the limit), then closes the pool. */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
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
