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
if (config.seedDemo) {
  await seedDemo(database.db, app.storage, app.log);
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
