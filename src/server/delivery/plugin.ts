import type { FastifyInstance } from "fastify";
import type { PostLifecycle } from "../blogs/lifecycle";
import { digestHandler, digestMailHandler, scheduleNextDigest } from "./digest";
import { postFanoutHandler } from "./fanout";
import { DIGEST, DIGEST_MAIL, POST_FANOUT, POST_MAIL } from "./kinds";
import { postLifecycle } from "./lifecycle";
import { type DeliveryDeps, postMailHandler } from "./post-mail";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Queues and cancels what a post sends (its mail, its federation) with the writes that publish,
     * edit, unpublish or delete it; composed in app.ts.
     */
    postLifecycle: PostLifecycle;
  }
}

/**
 * Posts reach readers (issue 22, docs/decisions/0037): the jobs that mail a post to its subscribers and
 * followers and the weekly digest, and the follower mail's unsubscribe route. After installMailer and
 * installJobs. Answers the mail's lifecycle, which app.ts composes into `app.postLifecycle`.
 */
export async function installDelivery(app: FastifyInstance, deps: { now: () => number }): Promise<PostLifecycle> {
  const delivery: DeliveryDeps = {
    db: app.store.db,
    baseUrl: app.config.baseUrl,
    secret: app.config.authSecret,
    mailto: app.config.unsubscribeMailto,
    mailer: app.mailer,
    now: deps.now,
  };
  app.jobs.register(POST_FANOUT, postFanoutHandler(delivery, app.jobs));
  app.jobs.register(POST_MAIL, postMailHandler(delivery));
  app.jobs.register(DIGEST, digestHandler(delivery, app.jobs));
  app.jobs.register(DIGEST_MAIL, digestMailHandler(delivery));
  // Before the worker starts (its own onReady hook came first, but it only looks after ready).
  app.addHook("onReady", async () => scheduleNextDigest(app.store.db, app.jobs, deps.now()));
  return postLifecycle(app.jobs);
}
