import { nextTask } from "@web/lib/nextTask";
import { type ReactElement, Suspense } from "react";

/**
 * Lets a part of a server-drawn page hydrate in a task of its own, after the parts above it
 * (decision 0055). The browser build's Preact hydrates a whole page in one task, which on a phone was
 * one long task that blocked taps for 150-200 ms; suspending here during that first pass keeps the
 * server's markup as it is and hydrates it when a later task lets the promise resolve.
 *
 * The child must be one element: Preact keeps the first element where a part suspends. Only parts a
 * reader cannot type into before they hydrate (no fields, or fields disabled until then, as the
 * newsletter's): text typed into a controlled field before its part hydrates would be lost. A part
 * inside a part waits for a task after its parent's (decision 0059), so the screen, inside the layout's
 * part, hydrates after the bar, and its own parts after it.
 * Under React (the server, tests, `npm run dev`) nothing suspends: React renders this first pass after
 * `hydrateInPasses` has returned and hydrates in slices of its own.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

let firstPass = false;
/** Parts whose turn has come and that have not rendered since: only ever more than 0 under Preact. */
let resumingParts = 0;
let resumedPart = false;
let lastTurn: Promise<void> = Promise.resolve();

function WaitForTurn({ children }: { children: ReactElement }) {
  if (hydratingServerMarkup()) {
    // Each part gets the next task, in page order, so every task stays short. A part inside a part
    // that is hydrating now waits for a task after it.
    lastTurn = lastTurn.then(nextTask).then(() => {
      resumingParts++;
    });
    throw lastTurn;
  }
  if (resumingParts > 0) {
    // Preact resumes a part whose turn has come: it hydrates the part's server markup in this render.
    // The flag lasts until the render is done (a microtask later), for the parts inside.
    resumingParts--;
    resumedPart = true;
    queueMicrotask(() => {
      resumedPart = false;
    });
  }
  return children;
}

/**
 * Whether what renders now is Preact hydrating the server's markup: the first pass, or a HydrateLater
 * part's own. Under React (server, tests, `npm run dev`) it is always false.
 */
export function hydratingServerMarkup(): boolean {
  return firstPass || resumedPart;
}

/** Runs the first, synchronous hydration, during which HydrateLater parts wait for a later task. */
export function hydrateInPasses(hydrate: () => void): void {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
}
