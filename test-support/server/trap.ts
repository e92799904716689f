import { createServer, type Server, type Socket } from "node:net";

/**
 * Stands for a service on the server's own network (Redis, a metadata endpoint): a TCP listener on
 * 127.0.0.1 and ::1 at one port that counts every connection made to it, whatever is sent. The egress
 * tests expect it to count none.
 */
export type Trap = { port: number; connections: () => number; close: () => Promise<void> };

export async function startTrap(): Promise<Trap> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const listen = (server: Server, host: string, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  const onConnection = (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.end("HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n");
  };
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  const v4 = createServer(onConnection);
  let v6 = createServer(onConnection);
  let port = await listen(v4, "127.0.0.1", 0);
  // The port free on 127.0.0.1 may be taken on ::1; then both move to a new one.
  for (let attempt = 1; ; attempt++) {
    try {
      await listen(v6, "::1", port);
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await close(v4);
      v6 = createServer(onConnection);
      port = await listen(v4, "127.0.0.1", 0);
    }
  }
  return {
    port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([close(v4), close(v6)]);
    },
  };
}
