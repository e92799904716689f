/** One line per host at most this often: a hostile actor can make us try a refused host many times a second. */
const QUIET_MS = 60_000;
/** Hosts remembered at once; past it the memory starts over rather than grow with an attacker's names. */
const MAX_HOSTS = 1_000;

export type RefusalLogger = (host: string, address: string) => void;

/**
 * Logs the guard's refusals so an operator sees what was kept in (and what to add to OUTBOUND_ALLOW if
 * it was theirs), rate-limited per host; how many were not logged is said on the next line for that host.
 */
export function refusalLogger(
  warn: (fields: Record<string, unknown>, message: string) => void,
  now: () => number = Date.now,
): RefusalLogger {
  const seen = new Map<string, { at: number; quiet: number }>();
  return (host, address) => {
    const at = now();
    const last = seen.get(host);
    if (last && at - last.at < QUIET_MS) {
      last.quiet++;
      return;
    }
    if (seen.size >= MAX_HOSTS) seen.clear();
    seen.set(host, { at, quiet: 0 });
    warn(
      { host, address, notLogged: last?.quiet ?? 0 },
      "Outbound request refused: the host is a private or local address (allow it with OUTBOUND_ALLOW if it is yours)",
    );
  };
}
