import type { RefObject } from "react";

/**
 * What a form asks of its body field before it saves. Typing reaches the form's value a moment after
 * it pauses, an image is in the Markdown only once uploaded, and an empty new post's editor writes
 * Markdown only once its engine is here (markdown/engine.ts): `settle` waits for all three and gives
 * the body as it is to be saved, or why it must not be saved yet (an image did not upload, or the
 * engine could not be fetched), in words for the writer.
 */
export type SettledBody = { body: string } | { problem: string };
export type BodySettle = { settle: () => Promise<SettledBody> };

/** Where a form's body field puts its BodySettle while it is mounted (null otherwise: the form's value stands). */
export type BodySettleRef = RefObject<BodySettle | null>;
