/** The first file descriptor a service manager passes (systemd's SD_LISTEN_FDS_START). */
export const INHERITED_FD = 3;

export type ListenTarget = { fd: number } | { port: number; host: string };

/**
 * Where to listen: a socket handed over by whoever started the process (systemd socket activation,
 * or a test harness that bound port 0 and knows the port before the app starts), else PORT and HOST.
 * As sd_listen_fds(3): LISTEN_FDS counts the sockets from fd 3 on, and LISTEN_PID, when set, must
 * be this process (so a child of ours does not take our socket for its own).
 */
export function listenTarget(env: NodeJS.ProcessEnv, pid: number, port: number, host: string): ListenTarget {
  const count = Number(env.LISTEN_FDS);
  const forUs = env.LISTEN_PID === undefined || env.LISTEN_PID === "" || Number(env.LISTEN_PID) === pid;
  return Number.isInteger(count) && count >= 1 && forUs ? { fd: INHERITED_FD } : { port, host };
}
