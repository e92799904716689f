import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { closedPort } from "./tcp-proxy";

const execFileAsync = promisify(execFile);

/** Where Debian puts PostgreSQL 15's programs; POSTGRES_BIN points elsewhere. */
const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";
const program = (name: string) => path.join(BIN, name);

/** Whether a private cluster can be made here: fault suites skip (describe.skipIf) when not. */
export const privatePostgresAvailable = ["initdb", "pg_ctl", "postgres"].every((name) => existsSync(program(name)));

/** initdb refuses to run as root; as root, every PostgreSQL program runs as the `postgres` account. */
const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL program from `cwd` (the cluster's folder: the `postgres` account may not enter ours). */
async function run(cwd: string, name: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", program(name), ...args]] : [program(name), args];
  await execFileAsync(file, argv, { cwd });
}

function postgresAccount(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** The processes whose parent is `pid`, read from /proc (the postmaster's backends and helpers). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name before it (in parentheses) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already: nothing to stop or wake.
  }
}

export type StopMode = "fast" | "immediate";

export type PrivatePostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  readonly url: string;
  readonly port: number;
  /** Stops the server: "fast" ends sessions cleanly, "immediate" as a crash would (recovery on start). */
  stop: (options?: { mode?: StopMode }) => Promise<void>;
  /** Starts it again on the same port and data (if stopped); resolves once it accepts connections. */
  start: () => Promise<void>;
  /**
   * SIGSTOP to the postmaster and every process it started: the port still completes TCP handshakes (the
   * kernel does that) but nothing answers, as with a host that hangs.
   */
  freeze: () => void;
  thaw: () => void;
  /** Stops it however it is (frozen included) and removes its files. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own, in a temp folder on a free port, for tests that stop, crash
 * or freeze the database: the shared server at 5432 is never touched. Flushing to disk is switched off
 * (fsync, full-page writes): these tests crash the server, never the machine, and what a process crash
 * can lose (a commit acknowledged before its log left the server) stays guarded by synchronous_commit.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), "inkwell-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const { uid, gid } = postgresAccount();
    await chown(dir, uid, gid);
  }
  const port = await closedPort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await run(dir, "initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c full_page_writes=off",
    // Room for a few apps' pools (10 each) and the test's own connections.
    "-c max_connections=60",
  ].join(" ");
  const log = path.join(dir, "server.log");
  let frozen = false;
  let running = false;

  const postmasterPid = (): number | undefined => {
    try {
      return Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    } catch {
      return undefined;
    }
  };
  const everyProcess = (): number[] => {
    const pid = postmasterPid();
    return pid ? [pid, ...childrenOf(pid)] : [];
  };
  const start = async () => {
    if (running) return;
    // -w: pg_ctl returns once the server accepts connections (it polls, for up to a minute).
    await run(dir, "pg_ctl", ["-D", data, "-l", log, "-o", serverOptions, "-w", "-t", "60", "start"]);
    running = true;
  };
  const thaw = () => {
    if (!frozen) return;
    frozen = false;
    for (const pid of everyProcess()) signal(pid, "SIGCONT");
  };
  const stop = async ({ mode = "fast" }: { mode?: StopMode } = {}) => {
    thaw();
    if (!running) return;
    await run(dir, "pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
    running = false;
  };
  // A worker that dies mid-test must not leave a server behind: SIGQUIT is PostgreSQL's immediate stop.
  const onExit = () => {
    for (const pid of everyProcess()) signal(pid, "SIGCONT");
    const pid = postmasterPid();
    if (running && pid) signal(pid, "SIGQUIT");
  };
  process.once("exit", onExit);

  await start();
  return {
    url,
    port,
    stop,
    start,
    freeze: () => {
      if (frozen) return;
      frozen = true;
      // The postmaster first, so it starts no process after we listed them.
      const pid = postmasterPid();
      if (!pid) throw new Error("The private PostgreSQL is not running.");
      signal(pid, "SIGSTOP");
      for (const child of childrenOf(pid)) signal(child, "SIGSTOP");
    },
    thaw,
    destroy: async () => {
      process.removeListener("exit", onExit);
      if (running) await stop({ mode: "immediate" }).catch(() => onExit());
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Answers once a query succeeds on `url`: for a test waiting on a server it started, not on time. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
