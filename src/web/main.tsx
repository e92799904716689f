import { nextTask } from "./lib/nextTask";
import "./styles/reading.css";
import "./app/motion.css";

/**
 * The entry starts the app in tasks of its own rather than one (decision 0065). A module graph is
 * evaluated in a single task, and React DOM, React Router, TanStack Query and the app's shared code
 * together made that task long enough on a phone to block a tap. Imported one after the other, with a
 * task between them, each part starts in a short task; the server's page is readable meanwhile, and the
 * chunks were fetched in parallel from the first bytes (modulepreload). So the entry imports nothing
 * else: what it imported would be evaluated in its own first task.
 */
async function main(): Promise<void> {
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  const { start } = await import("./app/start");
  // Finding the screen's route is the router's first run, slow while its code is cold: a task of its own.
  await nextTask();
  await start();
}

void main();
