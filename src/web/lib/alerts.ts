import type { SweetAlertOptions, SweetAlertResult } from "sweetalert2";

type AlertDialog = typeof import("./alertDialog");

// One promise for every caller: reactions to one promise run in the order they were added, so alerts
// asked for while SweetAlert is still downloading appear in the order they were asked for. Separate
// import() calls settle in no promised order, and the later alert replaces the earlier one.
let loading: Promise<AlertDialog> | undefined;
function alertDialog(): Promise<AlertDialog> {
  loading ??= import("./alertDialog").catch((error: unknown) => {
    loading = undefined; // a failed download is tried again by the next alert
    throw error;
  });
  return loading;
}

/**
 * Starts downloading SweetAlert without showing anything: called when a load first fails, so that the
 * alert a second failure raises does not also wait for its code (issue 20's 2 s to learn of a failure).
 */
export function prepareAlerts(): void {
  alertDialog().catch(() => undefined);
}

/** SweetAlert2 and its settings are loaded on first use, so pages that never alert never download them. */
export async function showAlert(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { fireAlert } = await alertDialog();
  return fireAlert(options);
}

/** An alert with a title and text that closes itself (SPEC §8/§9 timings), with no button. */
export function showTimedAlert(
  icon: SweetAlertOptions["icon"],
  title: string,
  text: string | undefined,
  timer: number,
): Promise<SweetAlertResult> {
  return showAlert({ icon, title, ...(text ? { text } : {}), timer, showConfirmButton: false });
}
