import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Store } from "../db/connect";
import { isDatabaseUnavailable } from "../db/errors";
import { compress, ENCODINGS, type Encoding, encodingFor } from "./compression";

/**
 * Public answers (the same for everyone, whoever asks) may be kept by browsers and shared caches for a
 * few seconds, and served stale while they revalidate: a list is at most this old, and a reader
 * revalidating gets a 304 when nothing changed.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";
/** Answers that depend on who asks (drafts to their author, wishlists): never stored by anyone. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/**
 * A public answer to a signed-in browser (it sends its session cookie or a token): kept by the browser
 * but checked every time (a 304 when unchanged), so a writer never sees a list from before their own
 * write, which a max-age would allow for its few seconds.
 */
export const REVALIDATE_CACHE_CONTROL = "private, no-cache";
/**
 * Shared caches must not hand an anonymous answer's caching to a signed-in browser, or the reverse, nor
 * a compressed body to a client that did not ask for one.
 */
const VARY = "Authorization, Cookie, Accept-Encoding";

/** The request carries a session cookie or a token: what it is answered may be for this reader alone. */
const personal = (request: { headers: IncomingHttpHeaders }) =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

/** How many distinct public answers one instance keeps; each is a few kB at most for a card list. */
const MAX_ENTRIES = 2000;
/**
 * And how many bytes they may hold in all, with their compressed and learnt copies: pages are tens of kB
 * each, so the count alone would let the cache grow to hundreds of MB on a site read at many addresses
 * (every search is one). Beyond it the least recently used answers go, so an instance's memory levels off.
 */
export const PUBLIC_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * How long an anonymous read may go on the data revision this instance last read, instead of asking the
 * database again. Reading it is the only database work a cached answer costs, a round trip on
 * PostgreSQL and a fifth of the CPU on SQLite; within this window a write through another instance
 * shows up to anonymous readers a little late, well inside the max-age they are told caches may keep
 * the answer anyway. Signed-in readers and every read after a write through this instance still read it fresh.
 */
export const REVISION_REUSE_MS = 200;
/**
 * Once the revision read is this old, the next answer the front door gives also starts reading it
 * again, in the background, so under steady load it is renewed before it runs out. Otherwise, every
 * REVISION_REUSE_MS, every request in flight (hundreds, on one popular post) would miss the front door
 * at once and queue behind the full route and its own read of the revision.
 */
const REVISION_RENEW_MS = REVISION_REUSE_MS * 0.75;

export type PublicAnswer = {
  /** The body (JSON unless `headers` names another content-type), serialized once per revision. */
  body: string;
  /**
   * Sent with every copy. A `cache-control` here is what anonymous readers and shared caches are
   * told instead of PUBLIC_CACHE_CONTROL (a feed's longer max-age); signed-in readers still revalidate.
   */
  headers: Record<string, string>;
  /** false for an answer that depends on the caller (a draft shown to its author): sent, never kept. */
  shared: boolean;
};

type Entry = {
  revision: string;
  etag: string;
  body: string;
  headers: Record<string, string>;
  /** The body compressed, made on the first request that accepts each encoding and kept with it. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The anonymous answer as the front door sends it, per encoding ("" for none), learnt from the route's. */
  wire: Partial<Record<Encoding | "", HotAnswer>>;
  /** What the entry holds, in bytes (the body counted as one byte a character): its share of the budget. */
  bytes: number;
};

/**
 * A kept answer as the full route sent it to an anonymous reader: every header except the per-request
 * ones (PER_REQUEST_HEADERS), flat as node's writeHead takes them, and the body bytes of one encoding.
 */
export type HotAnswer = { headers: string[]; body: Buffer; route: string };

/**
 * Headers the front door makes afresh for every request (http/front-door.ts), or node does: never learnt.
 */
const PER_REQUEST_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-request-id",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  // How long this answer's drawing took (pages/plugin.ts): a kept copy was drawn by no one.
  "server-timing",
]);

/**
 * A request whose answer is the same for everyone who sends it this URL: a GET without credentials,
 * validators, an Origin (CORS answers vary with it) or a body.
 */
function plainAnonymousGet(raw: IncomingMessage): boolean {
  const { headers } = raw;
  return (
    raw.method === "GET" &&
    !personal(raw) &&
    headers["if-none-match"] === undefined &&
    headers.origin === undefined &&
    headers["content-length"] === undefined &&
    headers["transfer-encoding"] === undefined
  );
}

export type PublicCache = {
  /** The current data revision (every write to blogs or comments moves it), read from the database. */
  revision: () => Promise<string>;
  /**
   * The revision as an anonymous read may take it: the one this instance read within REVISION_REUSE_MS
   * (never across a write of its own), else read afresh. For the counts a page drawn on a miss memoizes
   * per revision, which would otherwise read the revision the miss has just read.
   */
  recentRevision: () => Promise<string>;
  /**
   * This instance has just written (or may have): the next read, anonymous or not, reads the revision
   * afresh. Called once each mutating request has been answered, by which time its write is committed.
   */
  wrote: () => void;
  /**
   * Answers a public GET from the in-process cache while the data revision is unchanged, otherwise
   * from `produce`; sets ETag and Cache-Control, and answers 304 to a matching If-None-Match. The
   * revision lives in the database, so a write through any instance invalidates every instance's copy.
   */
  serve: (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: (revision: string) => Promise<PublicAnswer>,
  ) => Promise<FastifyReply>;
  /**
   * For the front door (http/front-door.ts), which answers before Fastify sees the request: this URL's
   * answer as the route last sent it, when the request is a plain anonymous GET, the answer is kept at
   * the revision read within REVISION_REUSE_MS and the route has already sent it in this encoding (so
   * its headers are known). Otherwise undefined, and the request goes the ordinary way.
   */
  hotAnswer: (raw: IncomingMessage) => HotAnswer | undefined;
  /**
   * Called once each answer has gone out: when it was a kept answer sent whole to a plain anonymous GET
   * on a route under the global rate limit, keeps its headers as sent, for hotAnswer.
   */
  learn: (request: FastifyRequest, reply: FastifyReply) => void;
  /** A value computed at most once per revision (e.g. a count), keyed like the answers. */
  memo: <T>(key: string, revision: string, compute: () => Promise<T>) => Promise<T>;
};

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * A strong validator names one exact byte sequence (RFC 9110 §8.8.3), so each encoding of a body gets its
 * own: a cache that joins byte ranges of two answers must never think gzip and plain bytes are the same.
 */
const etagFor = (etag: string, encoding: Encoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

const ENCODING_SUFFIX = new RegExp(`-(?:${ENCODINGS.join("|")})"$`, "u");

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): a W/ prefix from an intermediary still matches, and so does the
  // tag of another encoding of the same body, since a 304 only says the content is unchanged.
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//u, "").replace(ENCODING_SUFFIX, '"') === etag);
}

export type PublicCacheOptions = { now?: () => number; maxBytes?: number };

export function createPublicCache(
  store: Store,
  { now = Date.now, maxBytes = PUBLIC_CACHE_MAX_BYTES }: PublicCacheOptions = {},
): PublicCache {
  const revisionQuery = store.db.selectFrom("data_revision").select("revision").where("id", "=", 1).compile();
  const answers = new Map<string, Entry>();
  let answerBytes = 0;
  const memos = new Map<string, { revision: string; value: unknown }>();
  // Which kept answer (and encoding) each request was sent whole, for learn once it has gone out.
  const sentWhole = new WeakMap<IncomingMessage, { entry: Entry; encoding: Encoding | undefined }>();

  const revision = async () => {
    const { rows } = await store.db.executeQuery(revisionQuery);
    // PostgreSQL returns bigint as a string; either way it is only compared for equality.
    return String(rows[0]?.revision ?? "0");
  };

  // The revision last read, and when; `writes` moves on every local write, so a read that began before
  // a write and finishes after it does not keep its (possibly older) revision as the latest.
  let lastRead: { value: string; at: number } | undefined;
  let writes = 0;
  const freshRevision = async () => {
    const writesBefore = writes;
    const at = now();
    const value = await revision();
    if (writes === writesBefore) lastRead = { value, at };
    return value;
  };
  // The read in flight that anonymous requests share; a local write drops it, so a read begun before
  // the write is never the one a request after it waits for.
  let sharedRead: Promise<string> | undefined;
  const sharedRevision = (): Promise<string> => {
    if (sharedRead) return sharedRead;
    const read = freshRevision().finally(() => {
      if (sharedRead === read) sharedRead = undefined;
    });
    sharedRead = read;
    return read;
  };
  const revisionFor = (request: FastifyRequest): string | Promise<string> => {
    if (personal(request)) return freshRevision();
    if (lastRead && now() - lastRead.at < REVISION_REUSE_MS) return lastRead.value;
    return sharedRevision();
  };
  /** Renews the revision read in the background while the kept one still answers (REVISION_RENEW_MS). */
  const renewSoon = (readAt: number) => {
    if (sharedRead || now() - readAt < REVISION_RENEW_MS) return;
    // A failed read leaves the last one to run out; the next request then reads and meets the error.
    sharedRevision().catch(() => undefined);
  };

  /** Drops the answers read least recently until the rest fit the budget. */
  const fitBudget = () => {
    for (const [key, entry] of answers) {
      if (answerBytes <= maxBytes) return;
      answers.delete(key);
      answerBytes -= entry.bytes;
    }
  };
  // Each kept entry's key, so a copy made later is counted only while the entry is still kept.
  const keyOf = new WeakMap<Entry, string>();
  /** Counts bytes an entry took on (a compressed or learnt copy). */
  const grew = (entry: Entry, bytes: number) => {
    entry.bytes += bytes;
    const key = keyOf.get(entry);
    if (key === undefined || answers.get(key) !== entry) return;
    answerBytes += bytes;
    fitBudget();
  };
  const keep = (key: string, entry: Entry) => {
    const before = answers.get(key);
    if (before) answerBytes -= before.bytes;
    answers.delete(key);
    answers.set(key, entry);
    keyOf.set(entry, key);
    answerBytes += entry.bytes;
    if (answers.size > MAX_ENTRIES) {
      const [oldestKey, oldest] = answers.entries().next().value as [string, Entry];
      answers.delete(oldestKey);
      answerBytes -= oldest.bytes;
    }
    fitBudget();
  };

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  };

  /** `learnable`: kept under the request's own URL, the only key the front door looks answers up by. */
  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry, shared: boolean, learnable: boolean) => {
    reply.headers(entry.headers);
    const encoding = encodingFor(request, entry.body.length);
    reply.header("etag", etagFor(entry.etag, encoding));
    if (shared) {
      const anonymous = entry.headers["cache-control"] ?? PUBLIC_CACHE_CONTROL;
      reply.header("cache-control", personal(request) ? REVALIDATE_CACHE_CONTROL : anonymous);
      // An answer that names its own (a page, a feed) knows what it is drawn by; the API's may read a token.
      reply.header("vary", entry.headers.vary ?? VARY);
    } else {
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    }
    if (matches(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
    if (entry.headers["content-type"] === undefined) reply.type("application/json; charset=utf-8");
    if (shared && learnable) sentWhole.set(request.raw, { entry, encoding });
    // Compressed once per revision here rather than on every request by the compression plugin, which
    // passes an answer that already has its Content-Encoding.
    if (!encoding) return reply.send(entry.body);
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      entry.encoded[encoding] = encoded;
      grew(entry, encoded.length);
    }
    return reply.header("content-encoding", encoding).send(encoded);
  };

  return {
    revision,
    recentRevision: async () =>
      lastRead && now() - lastRead.at < REVISION_REUSE_MS ? lastRead.value : sharedRevision(),
    hotAnswer(raw) {
      if (!plainAnonymousGet(raw) || !lastRead || now() - lastRead.at >= REVISION_REUSE_MS) return undefined;
      const key = raw.url ?? "";
      const entry = answers.get(key);
      if (!entry || entry.revision !== lastRead.value) return undefined;
      const wire = entry.wire[encodingFor(raw, entry.body.length) ?? ""];
      if (wire) {
        renewSoon(lastRead.at);
        // Read again, as in serve(): the answers read most stay longest.
        answers.delete(key);
        answers.set(key, entry);
      }
      return wire;
    },
    learn(request, reply) {
      const sent = sentWhole.get(request.raw);
      if (!sent || sent.entry.wire[sent.encoding ?? ""] || reply.statusCode !== 200) return;
      if (!plainAnonymousGet(request.raw)) return;
      // A route with a limit of its own counts in another bucket than the one the front door counts in.
      if (request.routeOptions.config.rateLimit !== undefined || request.routeOptions.url === undefined) return;
      const headers: string[] = [];
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (PER_REQUEST_HEADERS.has(name) || value === undefined) continue;
        // Set-Cookie and the like would be per reader: such an answer is not everyone's.
        if (Array.isArray(value)) return;
        headers.push(name, String(value));
      }
      const { entry, encoding } = sent;
      const body = encoding ? entry.encoded[encoding] : Buffer.from(entry.body);
      if (!body) return;
      entry.wire[encoding ?? ""] = { headers, body, route: request.routeOptions.url };
      // A compressed body is the same buffer as the entry's own; only the plain copy is new.
      grew(entry, encoding ? 0 : body.length);
    },
    wrote() {
      writes += 1;
      lastRead = undefined;
      sharedRead = undefined;
    },
    async serve(request, reply, key, produce) {
      // An answer kept under another key (a feed's names its settings too) is never asked for by URL,
      // so learning its wire form would only copy its bytes.
      const learnable = key === request.raw.url;
      const cached = answers.get(key);
      let current: string;
      try {
        current = await revisionFor(request);
      } catch (error) {
        // The database is out of reach, so nothing can prove the kept answer current; but no write can
        // land through this instance meanwhile, and the last answer is a better read than a 503 (decision
        // 0066). Never learned by the front door: it is served only while the revision cannot be read.
        if (cached && isDatabaseUnavailable(error)) return send(request, reply, cached, true, false);
        throw error;
      }
      if (cached && cached.revision === current) {
        // Read again: the last to go when the budget is short.
        answers.delete(key);
        answers.set(key, cached);
        return send(request, reply, cached, true, learnable);
      }
      const answer = await produce(current);
      const entry = {
        revision: current,
        etag: etagOf(answer.body),
        body: answer.body,
        headers: answer.headers,
        encoded: {},
        wire: {},
        bytes: answer.body.length,
      };
      if (answer.shared) keep(key, entry);
      return send(request, reply, entry, answer.shared, learnable);
    },
    async memo<T>(key: string, current: string, compute: () => Promise<T>): Promise<T> {
      const cached = memos.get(key);
      if (cached && cached.revision === current) return cached.value as T;
      const value = await compute();
      remember(memos, key, { revision: current, value });
      return value;
    },
  };
}
