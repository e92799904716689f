import type { FastifyInstance } from "fastify";
import type { Store } from "../db/connect";

/** How long requests in flight get to finish once a stop signal arrives. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** After the deadline, how long closing connections and the database may still take before the process leaves. */
const FORCED_EXIT_GRACE_MS = 2_000;

export type ShutdownOptions = {
  app: FastifyInstance;
  store: Pick<Store, "close">;
  timeoutMs?: number;
  /**
   * On SIGTERM, how long the instance keeps serving while its readiness answers 503, before it stops
   * accepting: a balancer that polls readiness moves traffic away first, so no reader meets a closed
   * port. Ctrl-C (SIGINT) stops at once.
   */
  notReadyForMs?: number;
  /** Waits out `notReadyForMs`; tests pass one they end when they choose. */
  wait?: (ms: number) => Promise<void>;
  /** process.exit in production; tests pass a spy. */
  exit?: (code: number) => void;
};

function delay(ms: number): { elapsed: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { elapsed, cancel: () => clearTimeout(timer) };
}

/** Resolves true when `work` settles within `ms`, false when the time ran out first. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = delay(ms);
  try {
    return await Promise.race([work.then(() => true), timer.elapsed.then(() => false)]);
  } finally {
    timer.cancel();
  }
}

/**
 * Stops the app the way an orchestrator expects on SIGTERM: no new connections (Fastify closes the
 * listener, answers 503 on connections still open and closes idle keep-alive ones), requests in flight
 * finish, then the database closes and the process exits 0.
 *
 * Requests still running at the deadline have their connections cut and the process exits 1 after at
 * most a short grace: the orchestrator would kill it soon anyway, and a non-zero code records that
 * clients lost answers. A failure while closing also exits 1. Calling it again returns the same run.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<number> {
  const {
    app,
    store,
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    notReadyForMs = 0,
    wait = (ms: number) => delay(ms).elapsed,
    exit = (code: number) => process.exit(code),
  } = options;
  let running: Promise<number> | undefined;

  const run = async (signal: string): Promise<number> => {
    app.readiness.stopping = true;
    if (signal === "SIGTERM" && notReadyForMs > 0) {
      app.log.info(
        { signal, notReadyForMs },
        "shutting down: not ready any more, serving on while balancers move away",
      );
      await wait(notReadyForMs);
    }
    app.log.info({ signal, timeoutMs }, "shutting down: refusing new connections, finishing requests in flight");
    let code = 0;
    const failed = (what: string) => (error: unknown) => {
      app.log.error({ err: error }, `shutdown: ${what} failed`);
      code = 1;
    };
    const appClosed = app.close().catch(failed("closing the server"));
    if (!(await within(appClosed, timeoutMs))) {
      app.log.warn({ timeoutMs }, "shutdown: requests still running at the deadline; closing their connections");
      code = 1;
      app.server.closeAllConnections();
      await within(appClosed, FORCED_EXIT_GRACE_MS);
    }
    const storeClosed = store.close().catch(failed("closing the database"));
    if (!(await within(storeClosed, FORCED_EXIT_GRACE_MS))) {
      app.log.error("shutdown: the database did not close in time");
      code = 1;
    }
    app.log.info({ code }, "shutdown complete");
    exit(code);
    return code;
  };

  return (signal) => {
    running ??= run(signal);
    return running;
  };
}
