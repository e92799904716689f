import Swal, { type SweetAlertOptions, type SweetAlertResult } from "sweetalert2";
import { pageWord } from "../i18n/pageCatalogues";

/** How long a success alert without its own timer stays (SPEC §9's success notification default). */
const SUCCESS_DEFAULT_MS = 2000;

/**
 * Success alerts only report; they must not block (issue 14): no backdrop, the page behind stays
 * clickable, readable by screen readers and keeps its focus, Escape closes them from anywhere, and they
 * close on their own. Alerts that ask something (errors, confirmations) stay modal.
 */
function nonBlocking(options: SweetAlertOptions, close: () => void): SweetAlertOptions {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };
  return {
    ...options,
    timer: options.timer ?? SUCCESS_DEFAULT_MS,
    backdrop: false,
    returnFocus: false,
    didOpen: (popup) => {
      popup.setAttribute("aria-modal", "false");
      // SweetAlert focuses its popup; give focus back to where the reader was (e.g. the new page's heading).
      if (before?.isConnected && before !== document.body) before.focus({ preventScroll: true });
      window.addEventListener("keydown", onKeyDown);
      options.didOpen?.(popup);
    },
    willClose: (popup) => {
      window.removeEventListener("keydown", onKeyDown);
      options.willClose?.(popup);
    },
    // A notice replaced by another alert is destroyed without closing.
    didDestroy: () => {
      window.removeEventListener("keydown", onKeyDown);
      options.didDestroy?.();
    },
  };
}

/** SweetAlert's own OK and Cancel, in the page's language unless the caller named the button. */
function inPageLanguage(options: SweetAlertOptions): SweetAlertOptions {
  const ok = options.confirmButtonText ?? pageWord("common.ok");
  const cancel = options.cancelButtonText ?? pageWord("common.cancel");
  return { ...options, ...(ok ? { confirmButtonText: ok } : {}), ...(cancel ? { cancelButtonText: cancel } : {}) };
}

/**
 * SweetAlert puts a popup on the page at opacity 0 and reveals it (starting its entrance) on a 10 ms
 * timer. A click on a button in between (on a busy main thread input runs before a late timer) is taken
 * by a popup nobody can see yet; once, in the e2e suite under load, that left the question on screen
 * with its buttons disabled and no answer given. So the popup takes no pointer events until it is
 * revealed: the click goes nowhere, as a click on nothing visible should.
 */
function takeClicksOnceRevealed(popup: HTMLElement): void {
  popup.style.setProperty("pointer-events", "none");
  const revealed = () => popup.style.getPropertyValue("opacity") === "";
  const release = () => {
    if (!revealed()) return;
    popup.style.removeProperty("pointer-events");
    observer.disconnect();
  };
  const observer = new MutationObserver(release);
  observer.observe(popup, { attributes: true, attributeFilter: ["style"] });
  // Hidden by SweetAlert right after this hook returns, when it animates; when it does not, nothing
  // would ever change the style again, so look once it has had its say.
  queueMicrotask(release);
}

/** The modal alert on screen (an error, or a question awaiting its answer), if any. */
let modalOpen: object | undefined;

const NOT_SHOWN: SweetAlertResult = { isConfirmed: false, isDenied: false, isDismissed: true };

/**
 * Shows the alert; this module comes with SweetAlert2 itself, on the first alert (see alerts.ts).
 * SweetAlert shows one popup at a time and a new one dismisses the old, so a success notice that
 * arrives late (its request finished while the reader moved on) would cancel a question such as
 * "Delete this comment?" as if the reader had said no. A notice never replaces a modal alert: it is
 * dropped, since the reader is busy with something newer.
 */
export function fireAlert(given: SweetAlertOptions): Promise<SweetAlertResult> {
  const options = inPageLanguage(given);
  if (options.icon === "success") {
    if (modalOpen) return Promise.resolve(NOT_SHOWN);
    return Swal.fire(nonBlocking(options, () => Swal.close()));
  }
  const self = {};
  modalOpen = self;
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Released as soon as it starts closing (its answer is known then), or when a newer alert replaces
  // it; a modal replaced by another is destroyed after the newer one has claimed the slot.
  const release = () => {
    if (modalOpen === self) modalOpen = undefined;
  };
  return Swal.fire({
    ...options,
    willOpen: (popup) => {
      takeClicksOnceRevealed(popup);
      options.willOpen?.(popup);
    },
    // SweetAlert's own return of focus comes 100 ms after the popup is gone, so it took focus back from
    // a field the page had moved it to on the answer (the field to fix after "Missing fields"). Focus goes
    // back to where the reader was only when nothing else has claimed it by then.
    returnFocus: false,
    didClose: () => {
      const current = document.activeElement;
      if ((!current || current === document.body) && before?.isConnected) before.focus({ preventScroll: true });
      options.didClose?.();
    },
    willClose: (popup) => {
      release();
      options.willClose?.(popup);
    },
    didDestroy: () => {
      release();
      options.didDestroy?.();
    },
  });
}
