import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now, as the system hands it out. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Server = { origin: string; process: ChildProcess };

/**
 * A server of a journey's own (the run's shared one cannot change the build it serves): the built
 * server on `port`, serving the web app in `webDist`, its database in `dataDir` (an existing one
 * opens in a second or so, a new one is migrated first). Resolves once /api/health answers.
 */
export async function startServer(port: number, webDist: string, dataDir: string) {
  // What `npm run start -w @podryad/server` runs, without npm's own start-up.
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'test',
      // Outside production a server without mail and SMS gateways shows the codes it sends.
      SHOW_CODES: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { origin, process: child } satisfies Server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer({ origin, process: child });
  throw new Error('the server did not answer /api/health within 90 s');
}

/** Stops a server of `startServer` and waits until it has exited (and so freed its port). */
export async function stopServer(server: Server) {
  const { process: child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
