import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * Helmet's headers, worked out once. @fastify/helmet builds every one of Helmet's middlewares again on
 * each request (parsing the CSP directives included), a measurable share of a cached API answer; the
 * headers never vary, so they are read once from a throwaway instance running the very same plugin and
 * options, and written onto every response as it starts (on the raw response, where Helmet writes them,
 * so pages/csp.ts can extend the policy).
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", async () => "");
  const { headers } = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const fixed = Object.entries(headers).filter(
    ([name]) => !/^(content-type|content-length|date|connection|keep-alive)$/iu.test(name),
  ) as Array<[string, string]>;
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of fixed) reply.raw.setHeader(name, value);
    done();
  });
}
