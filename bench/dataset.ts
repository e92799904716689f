import type { BlogTable } from "@server/db/schema";
import { CATEGORIES } from "@shared/categories";
import { wordCount } from "@shared/wordCount";
import type { Insertable } from "kysely";

/** A small deterministic generator (mulberry32), so every run benchmarks the same library. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  "river garden morning city journey light quiet coffee window mountain lesson habit story market " +
  "station winter summer kitchen letter bridge forest signal engine pattern teacher doctor runner " +
  "evening harbour island library notebook planet recipe silence thunder valley village workshop"
).split(" ");

/** A word every generated title contains with this probability, so a search has a known share of hits. */
export const SEARCH_TERM = "lantern";
const SEARCH_SHARE = 0.02;

/**
 * Full-text search's figures: a word in the text of RARE_TERM_HITS blogs spread over the library,
 * whatever its size (placed by position, so the random sequence and every other figure stay as they
 * were), so its first page is as full at a thousand blogs as at a million and only the index grows;
 * and one of WORDS, which most texts contain.
 */
export const RARE_TERM = "zephyr";
const RARE_TERM_HITS = 20;
export const COMMON_TERM = "river";

/** Writers of the generated blogs: writer0 … writer499, each with an account and a handle (bench/server.ts). */
export const AUTHORS = 500;
export const authorHandle = (index: number) => `writer${index}`;
export const authorEmail = (index: number) => `writer${index}@bench.test`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * `count` blogs with ids, timestamps over the past years and long descriptions of 10 to ~800 words, in
 * batches of `batch` (a million at once would not fit in memory). Blog i (0-based) is the i-th newest:
 * its id is i + 1 in hex and the times strictly decrease, so the bench knows any page's position.
 */
export function* blogBatches(count: number, batch: number, seed = 2026): Generator<Insertable<BlogTable>[]> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const now = Date.now();
  const rareEvery = Math.max(1, Math.floor(count / RARE_TERM_HITS));
  for (let start = 0; start < count; start += batch) {
    const rows: Insertable<BlogTable>[] = [];
    for (let index = start; index < Math.min(count, start + batch); index++) {
      const titleWords = Array.from({ length: 3 + Math.floor(next() * 5) }, () => pick(WORDS));
      if (next() < SEARCH_SHARE) titleWords.splice(1, 0, SEARCH_TERM);
      // Skewed towards short pieces, with a long tail, like real blogs.
      const length = 10 + Math.floor(next() ** 3 * 800);
      const words = Array.from({ length }, () => pick(WORDS));
      if (index % rareEvery === 0 && index / rareEvery < RARE_TERM_HITS) words.push(RARE_TERM);
      const longDesc = words.join(" ");
      const createdAt = createdAtOf(now, index, next());
      const author = Math.floor(next() * AUTHORS);
      rows.push({
        id: blogId(index),
        title: titleWords.join(" ").replace(/^./u, (ch) => ch.toUpperCase()),
        image: `/images/blogs/${pick(["technology", "travel", "education", "health", "lifestyle"])}-1.svg`,
        category: pick(CATEGORIES),
        short_desc: Array.from({ length: 20 }, () => pick(WORDS)).join(" "),
        long_desc: longDesc,
        word_count: wordCount(longDesc),
        author_email: authorEmail(author),
        author_name: `Writer ${author}`,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    yield rows;
  }
}

/** The id of the i-th newest generated blog. */
export const blogId = (index: number) => (index + 1).toString(16).padStart(24, "0");

/** Two hours apart, jittered within the first hour: strictly newest-first by index. */
const createdAtOf = (now: number, index: number, jitter: number) =>
  new Date(now - index * 2 * HOUR_MS - Math.floor(jitter * HOUR_MS)).toISOString();
