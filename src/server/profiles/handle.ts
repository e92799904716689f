import { handleSchema } from "@shared/profile";
import { z } from "zod";
import type { Store } from "../db/connect";
import { type Author, authorByHandle } from "./store";

/** A handle as readers type it (any case, with or without `@`), the way every author route reads it. */
export const normalHandle = (asked: string) => asked.replace(/^@/u, "").toLowerCase();

/** `:handle` in a route; anything longer than this names no one, and says so with a 404 rather than a 400. */
export const handleParam = z.string().trim().max(100);

export const noWriter = (asked: string) => `No writer has the handle @${normalHandle(asked)}.`;

/**
 * The account behind a handle, current or earlier (`movedTo` is then the current one); undefined for a
 * handle no one has had, or one that could never be valid.
 */
export async function findAuthorAccount(
  store: Store,
  asked: string,
): Promise<{ author: Author; movedTo?: string } | undefined> {
  const handle = normalHandle(asked);
  if (!handleSchema.safeParse(handle).success) return undefined;
  return authorByHandle(store, handle);
}
