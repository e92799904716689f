import { type ReactElement, Suspense } from "react";

/**
 * Lets a part of a server-drawn page hydrate in a task of its own, after the parts above it
 * (decision 0055). The browser build's Preact hydrates a whole page in one task, which on a phone was
 * one long task that blocked taps for 150-200 ms; suspending here during that first pass keeps the
 * server's markup as it is and hydrates it when a later task lets the promise resolve.
 *
 * The child must be one element: Preact keeps the first element where a part suspends. Only parts a
 * reader cannot type into: text typed into a field before its part hydrates would be lost.
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
let lastTurn: Promise<void> = Promise.resolve();

function WaitForTurn({ children }: { children: ReactElement }) {
  if (firstPass) {
    // Each part gets the next task, in page order, so every task stays short.
    lastTurn = lastTurn.then(nextTask);
    throw lastTurn;
  }
  return children;
}

/** A new task, not a timer: a test's paused clock does not hold it up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
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
