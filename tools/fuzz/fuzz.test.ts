import { describe, expect, it } from "vitest";
import { passed, runFuzz } from "./runner";
import { formatReport } from "./summary";

/** Fixed, so a failure here replays with `npm run fuzz -- --seed 20260509 --index N`. */
const SLICE_SEED = 20_260_509;
/** The whole sweep (every endpoint × every named attack, about 640 requests today), then random cases. */
const SLICE_COUNT = 1000;

describe("the fuzz harness", () => {
  it(`answers a ${SLICE_COUNT}-request slice with no 5xx, hang or crash, and leaves a sound database`, async () => {
    const report = await runFuzz({ count: SLICE_COUNT, seed: SLICE_SEED });
    const total = Object.values(report.statuses).reduce((sum, n) => sum + n, 0);
    expect(report.sent).toBe(SLICE_COUNT);
    expect(total).toBe(SLICE_COUNT);
    // The catalogue is read from the running app: the API's documented routes, better-auth's and the pages.
    expect(report.endpoints).toEqual(
      expect.arrayContaining(["POST /api/blog", "PUT /api/blogs/{id}", "POST /api/auth/update-user", "GET /"]),
    );
    for (const endpoint of report.endpoints) expect(report.perEndpoint[endpoint]?.sent, endpoint).toBeGreaterThan(0);
    expect(report.integrity).toEqual(["ok"]);
    expect(report.foreignKeyViolations).toBe(0);
    // The message is the whole report: each distinct finding with its request and the server's stack.
    expect(report.failures.length, formatReport(report)).toBe(0);
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers the sweep on PostgreSQL too, where text cannot hold NUL and types are stricter",
    async () => {
      const report = await runFuzz({
        count: 700,
        seed: SLICE_SEED,
        databaseUrl: process.env.TEST_DATABASE_URL as string,
      });
      expect(report.sent).toBe(700);
      expect(report.failures.length, formatReport(report)).toBe(0);
    },
    180_000,
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
