import { NO_DELIVERY } from "@server/blogs/lifecycle";
import type { BlogDraft } from "@server/blogs/store";
import { insertBlog } from "@server/blogs/store";
import { insertComment } from "@server/comments/store";
import type { Store } from "@server/db/connect";

export const WRITER = { email: "writer@example.com", name: "Wendy Writer" };
export const READER = { email: "reader@example.com", name: "Rafa Reader", image: null };

/** A blog as the store takes it; tests override only what they are about. */
export function draft(overrides: Partial<BlogDraft> = {}): BlogDraft {
  return {
    title: "Notes From the Road",
    image: "/images/blogs/travel-1.webp",
    category: "Travel",
    shortDesc: "A short trip, a long story.",
    longDesc: "We drove north for three days and found the sea.",
    ...overrides,
  };
}

/** Stores `count` blogs a minute apart (the last is the newest) and returns their ids, oldest first. */
export async function addBlogs(
  store: Store,
  count: number,
  make: (index: number) => Partial<BlogDraft> = () => ({}),
  start = Date.parse("2026-01-01T00:00:00Z"),
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const createdAt = new Date(start + index * 60_000).toISOString();
    ids.push(await insertBlog(store, draft(make(index)), WRITER, NO_DELIVERY, createdAt));
  }
  return ids;
}

export async function addComment(store: Store, blogId: string, body: string, createdAt: string): Promise<void> {
  await insertComment(store, blogId, body, READER, createdAt);
}
