import { randomBytes } from "node:crypto";
import type pg from "pg";
import sharp from "sharp";
import { DATABASE_FAULTS, type Fault, type Phase } from "./soak-phases";

/** How an answer is counted: 503 apart from other 5xx, and "none" for no answer within the client's wait. */
export type AnswerClass = "2xx" | "3xx" | "4xx" | "503" | "other 5xx" | "none";
export const ANSWER_CLASSES: AnswerClass[] = ["2xx", "3xx", "4xx", "503", "other 5xx", "none"];

export type PhaseTally = {
  counts: Record<AnswerClass, number>;
  latencies: number[];
  /** 503s more than RECOVERY_MS after every outage that excuses one had ended: recovery too slow. */
  late503: number;
};

export type LoadResults = {
  tallies: PhaseTally[];
  publishedIds: string[];
  publishedTitles: string[];
  commentIds: string[];
  subscribedEmails: Set<string>;
  uploadPaths: string[];
};

export type Found = Record<"posts" | "comments" | "subscriptions" | "uploads", { found: number; of: number }>;

/** The app serves again within this once the dependency is back (issue 41). */
export const RECOVERY_MS = 5000;
const CLIENTS = 4;
/** A client's pause between requests: enough load to matter, without taking both cores from the app. */
const THINK_MS = 5;
/** A request still unanswered after this counts as "none": a hang. */
const CLIENT_WAIT_MS = 30_000;
/** Writes are paced (per kind, across clients) so the mail they cause stays countable. */
const MIN_GAP_MS = { publish: 3000, comment: 1500, subscribe: 1000, upload: 1000 } as const;
/** Outages during which (and for RECOVERY_MS after which) a 503 is the promised answer. */
const EXCUSING: ReadonlySet<Fault> = new Set([...DATABASE_FAULTS, "s3-stopped"]);

type Account = { cookie: string; email: string };
type LoadOptions = {
  base: string;
  origin: string;
  writer: Account;
  commenters: Account[];
  phases: Phase[];
  startedAt: number;
  runMs: number;
};

function classOf(status: number): AnswerClass {
  if (status === 0) return "none";
  if (status === 503) return "503";
  if (status >= 500) return "other 5xx";
  return `${Math.floor(status / 100)}xx` as AnswerClass;
}

const multipart = (bytes: Buffer) => {
  const boundary = `----soak${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

/** Clients reading and writing as a site's readers and writer do, each request tallied by phase. */
export function startLoad(options: LoadOptions) {
  const { base, phases, startedAt, runMs } = options;
  const results: LoadResults = {
    tallies: phases.map(() => ({
      counts: Object.fromEntries(ANSWER_CLASSES.map((name) => [name, 0])) as Record<AnswerClass, number>,
      latencies: [],
      late503: 0,
    })),
    publishedIds: [],
    publishedTitles: [],
    commentIds: [],
    subscribedEmails: new Set(),
    uploadPaths: [],
  };
  const excusedUntil = phases
    .filter((phase) => phase.faults.some((fault) => EXCUSING.has(fault)))
    .map((phase) => [phase.startMs, phase.endMs + RECOVERY_MS] as const);
  const elapsed = () => performance.now() - startedAt;
  const phaseAt = (ms: number) =>
    Math.max(
      0,
      phases.findIndex((phase) => ms >= phase.startMs && ms < phase.endMs),
    );

  const tokens = new Map<Account, string>();
  const refreshToken = async (account: Account) => {
    const response = await fetch(`${base}/api/auth/token`, { headers: { cookie: account.cookie } }).catch(() => null);
    if (response?.ok) tokens.set(account, ((await response.json()) as { token: string }).token);
  };
  const nextAt: Record<keyof typeof MIN_GAP_MS, number> = { publish: 0, comment: 0, subscribe: 0, upload: 0 };
  const due = (kind: keyof typeof MIN_GAP_MS) => {
    if (elapsed() < nextAt[kind]) return false;
    nextAt[kind] = elapsed() + MIN_GAP_MS[kind];
    return true;
  };
  let published = 0;
  let shade = 0;

  const send = async (url: string, init: RequestInit = {}): Promise<Response | undefined> => {
    const start = elapsed();
    const tally = results.tallies[phaseAt(start)] as PhaseTally;
    let response: Response | undefined;
    try {
      response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(CLIENT_WAIT_MS) });
      // Read the whole answer: its time is the reader's time.
      await response.clone().arrayBuffer();
    } catch {
      response = undefined;
    }
    const status = response?.status ?? 0;
    const end = elapsed();
    tally.latencies.push(end - start);
    tally.counts[classOf(status)] += 1;
    // Excused when the request was in flight at any moment of an outage (or its recovery allowance): one
    // sent just before a fault began meets it too, and its 503 is the promised one.
    if (status === 503 && !excusedUntil.some(([from, until]) => start < until && end >= from)) tally.late503 += 1;
    return response;
  };
  const json = (account: Account, body: unknown): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${tokens.get(account)}` },
    body: JSON.stringify(body),
  });

  const step = async () => {
    const pick = Math.random();
    const someId = results.publishedIds[Math.floor(Math.random() * results.publishedIds.length)];
    if (due("publish")) {
      const title = `Soak post ${++published} ${randomBytes(3).toString("hex")}`;
      const response = await send(
        "/api/blog",
        json(options.writer, {
          title,
          image: "https://images.example.com/soak.jpg",
          category: "Technology",
          shortDesc: "Written under a soak.",
          longDesc: "A post written while the soak takes the site's parts away one by one. ".repeat(4),
        }),
      );
      if (response?.status === 201) {
        results.publishedIds.push(((await response.json()) as { insertedId: string }).insertedId);
        results.publishedTitles.push(title);
      }
    } else if (someId && due("comment")) {
      const commenter = options.commenters[Math.floor(Math.random() * options.commenters.length)] as Account;
      const response = await send("/api/comments", json(commenter, { blogId: someId, comment: "Well put." }));
      if (response?.status === 201) results.commentIds.push(((await response.json()) as { _id: string })._id);
    } else if (due("subscribe")) {
      const email = `soak-${randomBytes(5).toString("hex")}@example.com`;
      const response = await send("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      if (response?.status === 201) results.subscribedEmails.add(email);
    } else if (due("upload")) {
      const png = await sharp({
        create: { width: 48, height: 32, channels: 3, background: { r: shade++ % 256, g: 80, b: (shade >> 8) % 256 } },
      })
        .png()
        .toBuffer();
      const { body, type } = multipart(png);
      const response = await send("/api/images", {
        method: "POST",
        headers: { "content-type": type, authorization: `Bearer ${tokens.get(options.writer)}` },
        body,
      });
      if (response?.status === 201)
        results.uploadPaths.push(new URL(((await response.json()) as { url: string }).url).pathname);
    } else if (pick < 0.35) {
      await send("/api/allBlogs?limit=8&view=card&count=none");
    } else if (pick < 0.6 && someId) {
      await send(`/api/allBlogs/${someId}`);
    } else if (pick < 0.8) {
      await send("/Blogs");
    } else {
      // A search no one made before: the database must answer it.
      await send(`/api/allBlogs?search=${randomBytes(4).toString("hex")}`);
    }
  };

  const accounts = [options.writer, ...options.commenters];
  const finished = (async () => {
    await Promise.all(accounts.map(refreshToken));
    const refresher = setInterval(() => void Promise.all(accounts.map(refreshToken)), 60_000);
    try {
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (elapsed() < runMs) {
            await step();
            await new Promise((resolve) => setTimeout(resolve, THINK_MS));
          }
        }),
      );
    } finally {
      clearInterval(refresher);
    }
    return results;
  })();

  /** Whether every write the app acknowledged is there once the load is over and everything is up. */
  const verify = async (admin: pg.Client): Promise<Found> => {
    let posts = 0;
    for (const id of results.publishedIds) if ((await fetch(`${base}/api/allBlogs/${id}`)).status === 200) posts++;
    let uploads = 0;
    for (const file of results.uploadPaths) if ((await fetch(`${base}${file}`)).status === 200) uploads++;
    const comments = await admin.query("select count(*)::int as n from comment where id = any($1)", [
      results.commentIds,
    ]);
    const subscriptions = await admin.query(
      "select count(*)::int as n from newsletter_subscriber where email = any($1)",
      [[...results.subscribedEmails]],
    );
    return {
      posts: { found: posts, of: results.publishedIds.length },
      comments: { found: comments.rows[0].n as number, of: results.commentIds.length },
      subscriptions: { found: subscriptions.rows[0].n as number, of: results.subscribedEmails.size },
      uploads: { found: uploads, of: results.uploadPaths.length },
    };
  };
  return { finished, verify };
}
