/**
 * The real server as `npm start` runs it (the server workspace's start script: its build under
 * plain node), in a process group of its own on a free loopback port, and the resident memory of
 * that process over time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export type ServerOptions = {
  /** The repository root: the start script runs from there, as `npm start` does. */
  root: string;
  dataDir: string;
  /** PostgreSQL; PGlite in dataDir when absent. */
  databaseUrl?: string;
};

export type RunningServer = {
  url: string;
  /** The process running the server itself (below npm) and its resident memory. */
  memory: RssSampler;
  /** Error-level lines the server logged (pino level ≥ 50), counted since the start. */
  errorLines: () => string[];
  /** Has the process ended? */
  exited: () => boolean;
  /** Ends it gently (SIGTERM, then SIGKILL after 15 s), and waits. */
  stop: () => Promise<void>;
  /** Ends it at once (SIGKILL). */
  kill: () => void;
};

/** A port nobody listens on at this moment, on the loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/* --- Memory: VmRSS of the process tree from /proc, every 200 ms ------------------------------- */

function readProc(pid: number | 'net', file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** The entries of a folder; none when it is gone (a process that ended) or not ours to read. */
function readDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** The children of every process, from the ppid field of /proc/<pid>/stat. */
function childrenByParent(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of readDir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(Number(entry), 'stat');
    // The command name is in parentheses and may hold spaces: the fields after it are fixed.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields?.[1]);
    if (!ppid) continue;
    map.set(ppid, [...(map.get(ppid) ?? []), Number(entry)]);
  }
  return map;
}

const rssKb = (pid: number) => {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readProc(pid, 'status') ?? '');
  return match ? Number(match[1]) : 0;
};

/** The inode of the socket listening on this loopback port, from /proc/net/tcp. */
function listeningInode(port: number): string | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const table = readProc('net', 'tcp') ?? '';
  for (const line of table.split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
    if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A') return f[9] ?? null;
  }
  return null;
}

function descendants(rootPid: number): number[] {
  const children = childrenByParent();
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * Resident memory of the processes under the one spawned (npm → sh → node), every 200 ms. The
 * server is the one holding the listening socket; its peak is the bench's figure.
 */
export class RssSampler {
  serverPid: number | null = null;
  private peaks = new Map<number, number>();
  /** Peak since the last mark(), so each load call gets its own. */
  private windowPeakKb = 0;
  private timer: NodeJS.Timeout;
  /** Called once when the server's resident memory passes limitKb. */
  limit: { kb: number; reached: () => void } | null = null;

  constructor(
    private readonly rootPid: number,
    private readonly port: number,
  ) {
    this.timer = setInterval(() => this.sample(), 200);
    this.timer.unref();
  }

  /** Finds the process with the listening socket among the descendants; null until it listens. */
  findServer(): number | null {
    const inode = listeningInode(this.port);
    if (!inode) return null;
    const socket = `socket:[${inode}]`;
    for (const pid of descendants(this.rootPid)) {
      for (const fd of readDir(`/proc/${pid}/fd`)) {
        try {
          if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === socket) {
            this.serverPid = pid;
            return pid;
          }
        } catch {
          // Closed meanwhile.
        }
      }
    }
    return null;
  }

  sample() {
    // Until the server is known, every process of the tree: its start-up counts too.
    const pids = this.serverPid === null ? descendants(this.rootPid) : [this.serverPid];
    for (const pid of pids) {
      const kb = rssKb(pid);
      this.peaks.set(pid, Math.max(this.peaks.get(pid) ?? 0, kb));
    }
    if (this.serverPid !== null) {
      const kb = rssKb(this.serverPid);
      this.windowPeakKb = Math.max(this.windowPeakKb, kb);
      if (this.limit && kb > this.limit.kb) {
        const { reached } = this.limit;
        this.limit = null;
        reached();
      }
    }
  }

  get peakKb() {
    return this.serverPid === null ? 0 : (this.peaks.get(this.serverPid) ?? 0);
  }

  currentKb() {
    return this.serverPid === null ? 0 : rssKb(this.serverPid);
  }

  /** Starts a new window and answers the peak of the one that ended. */
  mark(): number {
    this.sample();
    const peak = this.windowPeakKb;
    this.windowPeakKb = this.currentKb();
    return peak;
  }

  stop() {
    clearInterval(this.timer);
  }
}

/* --- The process ---------------------------------------------------------------------------------- */

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within 3 minutes:\n${output()}`);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    SHOW_CODES: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000000',
    // GET /tenders/{id} is loaded from 300 contractor accounts: the bench measures what the
    // per-account counter costs, never its refusals, whatever BENCH_DURATION is.
    TENDER_READS_PER_HOUR: '1000000',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  // detached: a process group of its own, so stop() ends npm and the server together and a
  // Ctrl-C in the terminal reaches only the bench, which then stops it.
  const child = spawn('npm', ['run', 'start', '--silent', '-w', '@podryad/server'], {
    cwd: options.root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const errors: string[] = [];
  // Output arrives in chunks that may end mid-line: each stream keeps its unfinished line.
  const collector = () => {
    let rest = '';
    return (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      lines.forEach(keep);
    };
  };
  const keep = (line: string) => {
    if (!line.trim() || line.includes('Unknown user config')) return;
    tail.push(line);
    if (tail.length > 40) tail.shift();
    const level = /"level":(\d+)/.exec(line);
    if (level && Number(level[1]) >= 50) errors.push(line);
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', collector());
  }
  let ended = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (ended = true));

  const memory = new RssSampler(child.pid!, port);
  const url = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      memory.stop();
      if (ended) return;
      const server = memory.serverPid;
      const gone = async () => {
        await exit;
        // npm may end before the server below it has closed its database.
        while (server !== null && readProc(server, 'status') !== null) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      signal('SIGTERM');
      const late = await Promise.race([
        gone().then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 15_000)),
      ]);
      if (late) {
        signal('SIGKILL');
        await exit;
      }
    })();
    return stopping;
  };
  try {
    await waitForHealth(url, child, () => tail.join('\n'));
    if (memory.findServer() === null)
      throw new Error('no process of the server listens on its port');
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    memory,
    errorLines: () => errors,
    exited: () => ended,
    stop,
    kill: () => signal('SIGKILL'),
  };
}
