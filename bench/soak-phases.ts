/**
 * The soak's timeline: which dependency is out when, as shares of the run, with each outage's length
 * from issue 41 (PostgreSQL stopped 30 s, frozen 15 s, Redis stopped 30 s, SMTP refusing 5 min, the
 * bucket stopped 30 s) for a ten-minute run and scaled down with a shorter one.
 */
export type Fault = "pg-stopped" | "pg-frozen" | "redis-stopped" | "smtp-refusing" | "s3-stopped";

export type Phase = { name: string; startMs: number; endMs: number; faults: Fault[] };

/** Outages that take the database: requests needing it answer 503, within the 2 s promise. */
export const DATABASE_FAULTS: ReadonlySet<Fault> = new Set(["pg-stopped", "pg-frozen"]);

const FULL_RUN_MS = 10 * 60_000;
const OUTAGE_MS: Record<Fault, number> = {
  "pg-stopped": 30_000,
  "pg-frozen": 15_000,
  "redis-stopped": 30_000,
  "smtp-refusing": 5 * 60_000,
  "s3-stopped": 30_000,
};
/** When each outage begins, as a share of the run: one at a time, besides SMTP's long one. */
const BEGINS: Record<Fault, number> = {
  "smtp-refusing": 0.1,
  "pg-stopped": 0.15,
  "redis-stopped": 0.3,
  "s3-stopped": 0.45,
  "pg-frozen": 0.65,
};
/** Before any outage: the app is warm, and its memory is read at the end of this. */
export const WARM_UP_SHARE = 0.1;

/** The run cut where any outage begins or ends, each piece named by what is out during it. */
export function soakPhases(runMs: number): Phase[] {
  const scale = Math.min(1, runMs / FULL_RUN_MS);
  const windows = (Object.keys(BEGINS) as Fault[]).map((fault) => ({
    fault,
    startMs: Math.round(BEGINS[fault] * runMs),
    endMs: Math.round(BEGINS[fault] * runMs + OUTAGE_MS[fault] * scale),
  }));
  const cuts = [...new Set([0, WARM_UP_SHARE * runMs, runMs, ...windows.flatMap((w) => [w.startMs, w.endMs])])].sort(
    (a, b) => a - b,
  );
  const phases: Phase[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const startMs = cuts[i] as number;
    const endMs = cuts[i + 1] as number;
    const faults = windows.filter((w) => w.startMs <= startMs && w.endMs >= endMs).map((w) => w.fault);
    const name = startMs < WARM_UP_SHARE * runMs ? "warm-up" : faults.length > 0 ? faults.join(" + ") : "all up";
    phases.push({ name, startMs, endMs, faults });
  }
  return phases;
}
