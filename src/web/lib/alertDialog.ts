import Swal, { type SweetAlertOptions, type SweetAlertResult } from "sweetalert2";

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
  };
}

/** Shows the alert; this module comes with SweetAlert2 itself, on the first alert (see alerts.ts). */
export function fireAlert(options: SweetAlertOptions): Promise<SweetAlertResult> {
  return Swal.fire(options.icon === "success" ? nonBlocking(options, () => Swal.close()) : options);
}
