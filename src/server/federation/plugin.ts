import type { Federation } from "@fedify/fedify";
import { Article } from "@fedify/vocab";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findPostAt } from "../blogs/find-post";
import type { PostLifecycle } from "../blogs/lifecycle";
import { blogExists } from "../blogs/store";
import type { Store } from "../db/connect";
import type { AccountMoves } from "../profiles/moves";
import { authorByHandle } from "../profiles/store";
import { prefersActivityJson } from "./accept";
import { createInkwellFederation } from "./federation";
import { inboxRateLimit } from "./inbox-rate-limit";
import { createJobMessageQueue } from "./job-message-queue";
import { accountMoves, FEDERATION_MOVE, federationMoveHandler } from "./moves";
import { AP_PATHS } from "./paths";
import { FEDERATION_POST, federationLifecycle, federationPostHandler } from "./post-delivery";

/** GET paths Fedify may answer; everything else skips it, so pages pay nothing for federation. */
const FEDERATION_GET = /^\/(\.well-known\/(webfinger|nodeinfo)|nodeinfo\/|ap\/)/u;
/** A writer's page, `/@handle`, which also answers ActivityPub clients with their actor. */
const AUTHOR_PAGE = /^\/@([a-z0-9_]+)\/?$/iu;

/** A post's readable address, `/@handle/slug`, and its permanent one, which answer Article JSON too. */
const POST_PAGE = /^\/@([a-z0-9_]+)\/([a-z0-9-]+)\/?$/iu;
const DETAILS_PAGE = /^\/viewDetails\/([0-9a-f]{24})\/?$/iu;

/** Fedify's "not mine" answers; compared by identity, so Fastify's own routing takes the request. */
const NOT_FOUND = new Response(null, { status: 404 });
const NOT_ACCEPTABLE = new Response(null, { status: 406 });
/** Federation's own namespace: nothing else answers there, so an unknown object is a JSON 404 here. */
const AP_NAMESPACE = /^\/ap\//u;

function pathOf(request: FastifyRequest): string {
  return (request.raw.url ?? "/").split("?")[0] ?? "/";
}

function webRequest(baseUrl: string, request: FastifyRequest, body?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // The public address, not the socket's: signatures and ids name the site as the world reaches it.
  return new Request(`${baseUrl}${request.raw.url ?? "/"}`, { method: request.method, headers, body });
}

async function sendResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  // Fedify explains refusals in plain text; our clients read every refusal as JSON {message}.
  if (response.status >= 400 && (response.headers.get("content-type") ?? "").startsWith("text/plain")) {
    return reply.code(response.status).send({ message: (await response.text()) || "The request was refused." });
  }
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** The id of the published post a post page shows, by readable address (old ones too) or by id. */
async function publishedPostAt(store: Store, path: string): Promise<string | undefined> {
  const readable = POST_PAGE.exec(path);
  if (readable?.[1] && readable[2]) return (await findPostAt(store, readable[1], readable[2]))?.id;
  const details = DETAILS_PAGE.exec(path)?.[1];
  return details && (await blogExists(store, details.toLowerCase())) ? details.toLowerCase() : undefined;
}

/**
 * Mounts Fedify the way @fedify/fastify would (it does not fit Fastify 5 here): reads go to
 * `federation.fetch()` from an `onRequest` hook and fall through to Fastify's routes when Fedify has no
 * such object or the client wants HTML. Inbox POSTs are ordinary routes instead, with their body kept
 * as the raw text, because an `onRequest` hook runs before the body is read and the signature's digest
 * covers the exact bytes (docs/decisions/0039-activitypub-with-fedify.md).
 */
export async function installFederation(
  app: FastifyInstance,
  now: () => number,
): Promise<{ federation: Federation<void>; postLifecycle: PostLifecycle; moves: AccountMoves }> {
  const { baseUrl } = app.config;
  const queue = createJobMessageQueue(app.jobs, { db: () => app.store.db, now });
  const federation = createInkwellFederation(app.config, app.store, app.log, queue, app.egress.reachable);
  const context = () => federation.createContext(new URL(baseUrl), undefined);
  app.jobs.register(FEDERATION_POST, federationPostHandler({ context, db: () => app.store.db }));
  app.jobs.register(FEDERATION_MOVE, federationMoveHandler({ context, db: () => app.store.db }));
  // Listening only hands Fedify's handler to the queue; the job worker runs it from ready to close.
  const listening = new AbortController();
  void federation.startQueue(undefined, { signal: listening.signal });
  app.addHook("onClose", async () => listening.abort());
  const options = { contextData: undefined, onNotFound: () => NOT_FOUND, onNotAcceptable: () => NOT_ACCEPTABLE };

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const path = pathOf(request);
    const handle = AUTHOR_PAGE.exec(path)?.[1];
    if (handle !== undefined) {
      if (!prefersActivityJson(request.headers.accept)) return;
      const found = await authorByHandle(app.store, handle.toLowerCase());
      if (!found || found.author.federated === 0) return;
      const actor = federation.createContext(new URL(baseUrl), undefined).getActorUri(found.author.userId);
      // 303, not 308: the handle may pass to someone else later, the actor id never changes.
      return reply.header("vary", "Accept").header("cache-control", "no-cache").redirect(actor.href, 303);
    }
    if (POST_PAGE.test(path) || DETAILS_PAGE.test(path)) {
      if (!prefersActivityJson(request.headers.accept)) return;
      const id = await publishedPostAt(app.store, path);
      if (!id) return;
      // Asked of the Article's own address, so the JSON is exactly what /ap/posts/{id} answers.
      const article = new URL(federation.createContext(new URL(baseUrl), undefined).getObjectUri(Article, { id }));
      const response = await federation.fetch(
        new Request(article, { headers: webRequest(baseUrl, request).headers }),
        options,
      );
      // Not found meanwhile (or not acceptable after all): the page answers, and 404s if it must.
      if (response === NOT_FOUND || response === NOT_ACCEPTABLE) return;
      reply.header("vary", "Accept");
      return sendResponse(reply, response);
    }
    if (!FEDERATION_GET.test(path)) return;
    const response = await federation.fetch(webRequest(baseUrl, request), options);
    if (response === NOT_FOUND && AP_NAMESPACE.test(path))
      return reply.code(404).send({ message: "There is no such object." });
    // A browser asking for an actor (not acceptable) and paths Fedify does not know go to the pages.
    if (response === NOT_FOUND || response === NOT_ACCEPTABLE) return;
    return sendResponse(reply, response);
  });

  // The author and post pages answer by Accept, so caches must keep the HTML and the JSON apart.
  app.addHook("onSend", async (request, reply) => {
    const path = pathOf(request);
    if (!AUTHOR_PAGE.test(path) && !POST_PAGE.test(path) && !DETAILS_PAGE.test(path)) return;
    const vary = reply.getHeader("vary");
    const current = typeof vary === "string" ? vary : "";
    if (!/\baccept\b/iu.test(current)) reply.header("vary", current ? `${current}, Accept` : "Accept");
  });

  await app.register(async (inbox) => {
    // Whatever the sender calls its JSON, the body stays the exact text it signed.
    inbox.removeAllContentTypeParsers();
    inbox.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    const post = async (request: FastifyRequest, reply: FastifyReply) => {
      const body = typeof request.body === "string" ? request.body : "";
      const response = await federation.fetch(webRequest(baseUrl, request, body), options);
      if (response === NOT_FOUND || response === NOT_ACCEPTABLE) {
        return reply.code(404).send({ message: "There is no such inbox." });
      }
      return sendResponse(reply, response);
    };
    // Not part of the JSON API: kept out of its OpenAPI document. Limited per sending server.
    const hidden = { schema: { hide: true }, config: inboxRateLimit(app.config.federationInboxRateLimit) };
    inbox.post(AP_PATHS.sharedInbox, hidden, post);
    inbox.post(AP_PATHS.inbox.replace("{identifier}", ":identifier"), hidden, post);
  });

  return {
    federation,
    postLifecycle: federationLifecycle(app.jobs, now),
    moves: accountMoves({ context, jobs: app.jobs, now }),
  };
}
