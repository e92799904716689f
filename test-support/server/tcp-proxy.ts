import { type AddressInfo, createServer, type Server, Socket } from "node:net";

/**
 * A loopback TCP relay in front of a real service (Redis, PostgreSQL), so a test can take the service away and
 * bring it back on the same address without touching the service itself.
 */
export async function startTcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  /** Relayed connections, each able to stop passing bytes and to start again. */
  const pairs = new Set<{ relay: () => void; halt: () => void }>();
  let frozen = false;
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        const pair = {
          relay: () => void client.pipe(upstream).pipe(client),
          halt: () => {
            client.unpipe(upstream);
            upstream.unpipe(client);
            client.pause();
            upstream.pause();
          },
        };
        pairs.add(pair);
        if (!frozen) pair.relay();
        client.on("close", () => {
          pairs.delete(pair);
          upstream.destroy();
        });
        upstream.on("close", () => client.destroy());
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    /** Drops every connection and stops accepting: to its clients the service is gone. */
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    /**
     * The service stalls, as a frozen host does: connections are still accepted and kept open, but no
     * byte passes either way until thaw(). What was sent meanwhile is delivered then.
     */
    freeze: () => {
      frozen = true;
      for (const pair of pairs) pair.halt();
    },
    thaw: () => {
      frozen = false;
      // pipe() resumes the paused sockets.
      for (const pair of pairs) pair.relay();
    },
    /** Accepts again on the same port. */
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

/** An address on which nothing listens: a port the OS just handed out and took back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
