import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-drawn page that hydrates after the rest, on its own (decision 0065). React keeps a
 * Suspense boundary's server markup on screen and hydrates its content in a later pass at idle priority,
 * in slices that yield to the browser; a tap inside it first makes React hydrate that boundary at once
 * and replay the tap. Nothing here suspends: the boundary alone is what splits the hydration.
 *
 * A boundary inside a boundary waits for its parent's pass, so the screen (inside the layout's) hydrates
 * after the bar, and the screen's own parts after it. Fields in a part stay disabled until it hydrates
 * (useHydrated), as the newsletter's do, so nothing typed early is lost.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
