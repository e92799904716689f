import type { FastifyInstance } from "fastify";
import type { Dispatcher } from "undici";
import { installEgressGuard } from "./install";
import { egressPolicy } from "./policy";
import { type Reachable, reachableBy } from "./reachable";
import { refusalLogger } from "./refusal-log";

declare module "fastify" {
  interface FastifyInstance {
    egress: {
      /** Every outbound request goes through it; it is also the process's `fetch` dispatcher. */
      dispatcher: Dispatcher;
      /** Whether a URL may be connected to, asked before it is stored (a follower's inbox). */
      reachable: Reachable;
    };
  }
}

/** Puts the egress guard in front of every request the server makes, for as long as the app runs. */
export function installEgress(app: FastifyInstance): void {
  const policy = egressPolicy(app.config.egress);
  const onRefused = refusalLogger((fields, message) => app.log.warn(fields, message));
  const { dispatcher, uninstall } = installEgressGuard(policy, { onRefused });
  app.decorate("egress", { dispatcher, reachable: reachableBy(policy) });
  app.addHook("onClose", uninstall);
}
