import type { FastifyInstance } from "fastify";

/**
 * While the app closes, every response it still sends ends its connection. Node's server.close() only
 * reaps connections idle at that moment; a keep-alive connection whose request was in flight would
 * otherwise stay open until its keep-alive timeout (72 s in Fastify) and hold the shutdown up.
 * Returns whether the app is closing, for answers that skip the onSend hooks (http/front-door.ts).
 */
export function installDrain(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook("preClose", (done) => {
    draining = true;
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });
  return () => draining;
}
