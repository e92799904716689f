import type { Federation } from "@fedify/fedify";
import {
  blockAccountSchema,
  blockSchema,
  myFediverseSchema,
  SETTINGS_REMOTE_FOLLOWERS,
  siteBlockSchema,
} from "@shared/fediverse";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, forbidden, notFound } from "../errors";
import { authorById, readerSettings } from "../profiles/store";
import { fediverseAddress } from "./address";
import { blockActor, blockDomain, listBlocks, SITE, unblock } from "./blocks";
import { listRemoteFollowers } from "./followers";
import { rejectFollower } from "./reject-follower";

const targetQuery = z.object({ target: z.string().trim().min(1, "target is required.").max(2_000) });

/** An account here is never blocked as if it were remote: the id would name one of our own actors. */
function refuseOwnHost(app: FastifyInstance, actor: string): void {
  if (new URL(actor).host === new URL(app.config.baseUrl).host) {
    throw badRequest("That address is an account on this site, not on another server.");
  }
}

async function requireAdmin(app: FastifyInstance, userId: string): Promise<void> {
  if ((await authorById(app.store, userId))?.role !== "admin") throw forbidden("Only an admin can do this.");
}

/**
 * A writer's fediverse settings (their address, remote followers, blocked accounts) and the site's
 * blocks, which an admin keeps (docs/operations.md §11).
 */
export function blockRoutes(federation: Federation<void>): FastifyPluginAsyncZod {
  return async (app) => {
    const reject = (removed: { authorId: string; inbox: string }[], actorId: string) =>
      Promise.all(removed.map((one) => rejectFollower(federation, app.config.baseUrl, app.log, { ...one, actorId })));

    app.get(
      "/me/fediverse",
      {
        schema: {
          tags: ["fediverse"],
          summary: "The signed-in writer's fediverse address, remote followers and blocked accounts",
          security: [{ bearer: [] }],
          response: { 200: myFediverseSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const identity = await app.identity.requireIdentity(request);
        const author = await authorById(app.store, identity.id);
        if (!author) throw notFound("This account has no writer page yet.");
        const [settings, followers, blocks] = await Promise.all([
          readerSettings(app.store, identity.id),
          listRemoteFollowers(app.store, identity.id, SETTINGS_REMOTE_FOLLOWERS),
          listBlocks(app.store, identity.id),
        ]);
        return reply.header("cache-control", "no-store").send({
          federated: settings.federated,
          address: fediverseAddress(app.config.baseUrl, author.handle),
          followers,
          blocks,
        });
      },
    );

    app.post(
      "/me/fediverse/blocks",
      {
        schema: {
          tags: ["fediverse"],
          summary: "Block a remote account: it stops following you, and its follows and replies are refused",
          security: [{ bearer: [] }],
          body: blockAccountSchema,
          response: { 201: z.array(blockSchema), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const identity = await app.identity.requireIdentity(request);
        refuseOwnHost(app, request.body.actor);
        const actorId = new URL(request.body.actor).href;
        await reject(await blockActor(app.store, identity.id, actorId), actorId);
        return reply.code(201).send(await listBlocks(app.store, identity.id));
      },
    );

    app.delete(
      "/me/fediverse/blocks",
      {
        schema: {
          tags: ["fediverse"],
          summary: "Unblock a remote account you blocked",
          security: [{ bearer: [] }],
          querystring: targetQuery,
          response: { 204: z.null(), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const identity = await app.identity.requireIdentity(request);
        if (!(await unblock(app.store, identity.id, request.query.target))) {
          throw notFound("You have not blocked that account.");
        }
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/admin/federation/blocks",
      {
        schema: {
          tags: ["fediverse"],
          summary: "The domains and accounts the whole site blocks (admin)",
          security: [{ bearer: [] }],
          response: { 200: z.array(blockSchema), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const identity = await app.identity.requireIdentity(request);
        await requireAdmin(app, identity.id);
        return reply.header("cache-control", "no-store").send(await listBlocks(app.store, SITE));
      },
    );

    app.post(
      "/admin/federation/blocks",
      {
        schema: {
          tags: ["fediverse"],
          summary: "Block a domain (with its subdomains) or one account for the whole site (admin)",
          security: [{ bearer: [] }],
          body: siteBlockSchema,
          response: { 201: z.array(blockSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const identity = await app.identity.requireIdentity(request);
        await requireAdmin(app, identity.id);
        if ("domain" in request.body) {
          // A blocked server is not told: Mastodon's domain blocks are silent too.
          await blockDomain(app.store, request.body.domain);
        } else {
          refuseOwnHost(app, request.body.actor);
          const actorId = new URL(request.body.actor).href;
          await reject(await blockActor(app.store, SITE, actorId), actorId);
        }
        return reply.code(201).send(await listBlocks(app.store, SITE));
      },
    );

    app.delete(
      "/admin/federation/blocks",
      {
        schema: {
          tags: ["fediverse"],
          summary: "Lift a site-wide block (admin)",
          security: [{ bearer: [] }],
          querystring: targetQuery,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const identity = await app.identity.requireIdentity(request);
        await requireAdmin(app, identity.id);
        if (!(await unblock(app.store, SITE, request.query.target))) throw notFound("The site does not block that.");
        return reply.code(204).send(null);
      },
    );
  };
}
