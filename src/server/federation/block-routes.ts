import type { Federation } from "@fedify/fedify";
import {
  blockAccountSchema,
  blockSchema,
  myFediverseSchema,
  SETTINGS_REMOTE_FOLLOWERS,
  type SiteBlock,
  siteBlockSchema,
} from "@shared/fediverse";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, notFound } from "../errors";
import { authorById, readerSettings } from "../profiles/store";
import { requireAdmin } from "../staff/access";
import { type AuditRecord, recordAudit } from "../staff/audit";
import { fediverseAddress } from "./address";
import { type Block, blockActor, blockActorIn, blockDomainIn, listBlocks, SITE, unblock, unblockIn } from "./blocks";
import { listRemoteFollowers } from "./followers";
import { rejectFollower } from "./reject-follower";

const targetQuery = z.object({ target: z.string().trim().min(1, "target is required.").max(2_000) });

/** An account here is never blocked as if it were remote: the id would name one of our own actors. */
function refuseOwnHost(app: FastifyInstance, actor: string): void {
  if (new URL(actor).host === new URL(app.config.baseUrl).host) {
    throw badRequest("That address is an account on this site, not on another server.");
  }
}

/** What an admin blocks for the whole site, as it is stored: a lower-case domain or an actor's id. */
function siteBlockOf(app: FastifyInstance, body: SiteBlock): Pick<Block, "kind" | "target"> {
  if ("domain" in body) return { kind: "domain", target: body.domain.toLowerCase() };
  refuseOwnHost(app, body.actor);
  return { kind: "actor", target: new URL(body.actor).href };
}

/** The audit line of a site-wide block or its lifting; the target reads as "domain spam.example". */
function auditLine(
  actorId: string,
  action: "federation.block" | "federation.unblock",
  block: Pick<Block, "kind" | "target">,
): AuditRecord {
  return { actorId, action, targetType: block.kind, targetId: block.target, targetLabel: block.target };
}

/**
 * A writer's fediverse settings (their address, remote followers, blocked accounts) and the site's
 * blocks, which an admin keeps (docs/operations.md §11). Registered in the API's scope, so the caller is
 * authorized before anything is validated (decision 0120).
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
        config: { access: "admin" },
        schema: {
          tags: ["fediverse"],
          summary: "The domains and accounts the whole site blocks (admin)",
          security: [{ bearer: [] }],
          response: { 200: z.array(blockSchema), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        await requireAdmin(app, request);
        return reply.header("cache-control", "no-store").send(await listBlocks(app.store, SITE));
      },
    );

    app.post(
      "/admin/federation/blocks",
      {
        config: { access: "admin" },
        schema: {
          tags: ["fediverse"],
          summary: "Block a domain (with its subdomains) or one account for the whole site (admin)",
          security: [{ bearer: [] }],
          body: siteBlockSchema,
          response: { 201: z.array(blockSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(app, request);
        const block = siteBlockOf(app, request.body);
        const removed = await app.store.db.transaction().execute(async (trx) => {
          await recordAudit(trx, auditLine(admin.id, "federation.block", block));
          if (block.kind === "actor") return blockActorIn(trx, SITE, block.target);
          // A blocked server is not told: Mastodon's domain blocks are silent too.
          await blockDomainIn(trx, block.target);
          return [];
        });
        await reject(removed, block.target);
        return reply.code(201).send(await listBlocks(app.store, SITE));
      },
    );

    app.delete(
      "/admin/federation/blocks",
      {
        config: { access: "admin" },
        schema: {
          tags: ["fediverse"],
          summary: "Lift a site-wide block (admin)",
          security: [{ bearer: [] }],
          querystring: targetQuery,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(app, request);
        await app.store.db.transaction().execute(async (trx) => {
          const lifted = await unblockIn(trx, SITE, request.query.target);
          if (!lifted) throw notFound("The site does not block that.");
          await recordAudit(trx, auditLine(admin.id, "federation.unblock", lifted));
        });
        return reply.code(204).send(null);
      },
    );
  };
}
