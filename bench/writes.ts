import http from "node:http";
import type { ServerReady } from "./server";

/**
 * The writes of `npm run bench`: publishing a post and commenting, each the whole request as a signed-in
 * browser makes it (token check, validation, the insert with its search-index and revision triggers, the
 * post's mail and federation jobs queued in the same transaction, the answer). Run after every read, so
 * the rows they add never change what the reads measured.
 */
export type WriteScenario = {
  name: string;
  /** The request's path and JSON body for the i-th sample, and whose session (cookie) sends it. */
  request: (ready: ServerReady, i: number) => { path: string; body: unknown; cookie: string };
};

const run = `${process.pid}`;

export const WRITE_SCENARIOS: WriteScenario[] = [
  {
    name: "publish a post",
    request: (ready, i) => ({
      path: "/api/blog",
      cookie: ready.writerCookie,
      body: {
        // A title of its own each time: the slug then costs one look-up, as for a writer's fresh post.
        title: `Bench post ${run} ${i}`,
        image: "/images/blogs/travel-1.svg",
        category: "Travel",
        shortDesc: "A short note written by the write benchmark, as long as most.",
        longDesc: "A river at morning, the city waking, a coffee by the window. ".repeat(40),
      },
    }),
  },
  {
    name: "comment on a post",
    request: (ready, i) => ({
      path: "/api/comments",
      // Round the commenters, so none goes past the per-account minute limit.
      cookie: ready.commenterCookies[i % ready.commenterCookies.length] as string,
      body: {
        blogId: ready.sampleId,
        comment: `Comment ${i} of the write bench: a sentence or two, as readers write.`,
      },
    }),
  },
];

/** Sequential samples per app; the first WARMUP are not counted. */
export const WRITE_SAMPLES = 25;
const WARMUP = 3;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text, ms: performance.now() - started }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A fresh bearer token for a session: tokens last minutes, and the reads before may have taken that long. */
async function tokenFor(port: number, cookie: string): Promise<string> {
  const answer = await request(port, "GET", "/api/auth/token", { cookie });
  if (answer.status !== 200) throw new Error(`/api/auth/token answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { token: string }).token;
}

export type WriteTimes = { medianMs: number; perSecond: number };

/**
 * The scenario's single-connection median on each app, samples alternating between them request by
 * request, so both see the same machine; and how many a second one connection makes (from the mean).
 * Every answer must be a 201.
 */
export async function measureWrites(scenario: WriteScenario, apps: readonly ServerReady[]): Promise<WriteTimes[]> {
  const tokens = await Promise.all(
    apps.map(async (ready) => {
      const byCookie = new Map<string, string>();
      for (const cookie of [ready.writerCookie, ...ready.commenterCookies]) {
        byCookie.set(cookie, await tokenFor(ready.port, cookie));
      }
      return byCookie;
    }),
  );
  const times: number[][] = apps.map(() => []);
  for (let i = 0; i < WRITE_SAMPLES + WARMUP; i++) {
    for (const [index, ready] of apps.entries()) {
      const { path, body, cookie } = scenario.request(ready, i);
      const answer = await request(
        ready.port,
        "POST",
        path,
        {
          authorization: `Bearer ${tokens[index]?.get(cookie)}`,
          "content-type": "application/json",
        },
        JSON.stringify(body),
      );
      if (answer.status !== 201) throw new Error(`${scenario.name}: ${path} answered ${answer.status}: ${answer.text}`);
      if (i >= WARMUP) times[index]?.push(answer.ms);
    }
  }
  return times.map((samples) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
    return { medianMs: sorted[Math.floor(sorted.length / 2)] as number, perSecond: 1000 / mean };
  });
}

export const closeWriteAgent = () => agent.destroy();
