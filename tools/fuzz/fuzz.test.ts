import { describe, expect, it } from "vitest";
import { passed, runFuzz } from "./runner";
import { formatReport } from "./summary";

/** Fixed, so a failure here replays with `npm run fuzz -- --seed 20260509 --index N`. */
const SLICE_SEED = 20_260_509;
/**
 * After the whole sweep (every endpoint × every named attack on bodies, paths, headers, queries and
 * multipart framing: about 8,000 requests today, growing with the endpoints), this many random cases.
 */
const AFTER_SWEEP = 500;
/** Random cases (no sweep) from a seed chosen per run, so CI meets new requests every time. */
const RANDOM_COUNT = 3_000;
const randomSeed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));

describe("the fuzz harness", () => {
  it("answers the whole sweep and a random slice with no 5xx, hang or crash, and leaves a sound database", async () => {
    const report = await runFuzz({ count: 0, afterSweep: AFTER_SWEEP, seed: SLICE_SEED });
    const total = Object.values(report.statuses).reduce((sum, n) => sum + n, 0);
    expect(report.sent).toBe(report.planned);
    expect(report.planned).toBeGreaterThan(report.endpoints.length * 90);
    expect(total).toBe(report.planned);
    // The catalogue is read from the running app (the API's documented routes, better-auth's), plus the pages and the mail forms.
    expect(report.endpoints).toEqual(
      expect.arrayContaining([
        "POST /api/blog",
        "PUT /api/blogs/{id}",
        "POST /api/auth/update-user",
        "GET /",
        "POST /newsletter/preferences",
      ]),
    );
    for (const endpoint of report.endpoints) expect(report.perEndpoint[endpoint]?.sent, endpoint).toBeGreaterThan(0);
    expect(report.integrity).toEqual(["ok"]);
    expect(report.foreignKeyViolations).toBe(0);
    // The message is the whole report: each distinct finding with its request and the server's stack.
    expect(report.failures.length, formatReport(report)).toBe(0);
  }, 300_000);

  it(`answers ${RANDOM_COUNT} random requests from seed ${randomSeed} (replay: FUZZ_SEED=${randomSeed})`, async () => {
    console.info(`fuzz: random seed ${randomSeed}; replay with npm run fuzz -- --seed ${randomSeed} --index N`);
    const report = await runFuzz({ count: RANDOM_COUNT, seed: randomSeed, randomOnly: true });
    expect(report.sent).toBe(RANDOM_COUNT);
    expect(report.integrity).toEqual(["ok"]);
    expect(report.failures.length, formatReport(report)).toBe(0);
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers the sweep on PostgreSQL too, where text cannot hold NUL and types are stricter",
    async () => {
      const report = await runFuzz({
        count: 0,
        afterSweep: AFTER_SWEEP,
        seed: SLICE_SEED,
        databaseUrl: process.env.TEST_DATABASE_URL as string,
      });
      expect(report.sent).toBe(report.planned);
      expect(report.failures.length, formatReport(report)).toBe(0);
    },
    300_000,
  );

  it("reports a route that throws as a failure, with the server's own error, so the slice above can fail", async () => {
    const report = await runFuzz({
      count: 40,
      seed: 1,
      only: /fuzz-self-check/u,
      extend: (app) =>
        app.route({
          method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
          url: "/api/fuzz-self-check/:id",
          handler: async () => {
            throw new Error("deliberate self-check failure");
          },
        }),
    });
    expect(report.endpoints.length).toBeGreaterThan(0);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures.every((failure) => failure.status === 500)).toBe(true);
    expect(report.failures[0]?.serverError?.message).toContain("deliberate self-check failure");
    expect(passed(report)).toBe(false);
  }, 60_000);
});
