import { afterFirstPaint } from "./lib/afterFirstPaint";
import { nextTask } from "./lib/nextTask";
import { warmIntl } from "./lib/warmIntl";
import "./styles/reading.css";
import "./app/motion.css";

/** The page's chunks, preloads the server put in a template (MODULES_ATTRIBUTE in src/web/ssr/document.ts). */
const MODULES = "template[data-modules]";

/**
 * The entry starts the app in tasks of its own rather than one (decision 0065). A module graph is
 * evaluated in a single task, and React DOM, the router, TanStack Query and the app's shared code
 * together made that task long enough on a phone to block a tap. Imported one after the other, with a
 * task between them, each part starts in a short task. So the entry imports nothing else: what it
 * imported would be evaluated in its own first task.
 *
 * The chunks are fetched only once the server's page has painted (decision 0136): fetched with the
 * page, they were compiled on the browser's other threads exactly while the main thread styled and laid
 * out the page for its first paint, and on two cores that made that task three times as long.
 */
async function main(): Promise<void> {
  await afterFirstPaint();
  // Fetched in parallel, before any is imported; they are evaluated one by one below.
  const modules = document.querySelector<HTMLTemplateElement>(MODULES);
  // While the chunks download, another thread loads the locale data that hydration's formatters need,
  // on the pages whose markup the server formatted with Intl (decision 0151).
  if (modules?.hasAttribute("data-intl")) warmIntl(document.documentElement.lang);
  if (modules) document.head.append(modules.content);
  await import("react-dom/client");
  await nextTask();
  const { start } = await import("./app/start");
  // Finding the screen's route is the router's first run, slow while its code is cold: a task of its own.
  await nextTask();
  await start();
}

/**
 * Buttons switch without easing until the reader first points, types or tabs (site.css): the switches
 * that come with loading (hydration's passes, the session's answer) are then over or nobody watches
 * them, and hover and focus ease as designed from the first one on.
 */
function easeButtonsOnceTouched(): void {
  const touched = new AbortController();
  const ease = () => {
    document.getElementById("root")?.removeAttribute("data-untouched");
    touched.abort();
  };
  for (const type of ["pointerover", "keydown", "focusin"]) {
    addEventListener(type, ease, { capture: true, passive: true, signal: touched.signal });
  }
}

easeButtonsOnceTouched();

void main();
