import type { SweetAlertOptions, SweetAlertResult } from "sweetalert2";

/** SweetAlert2 and its settings are loaded on first use, so pages that never alert never download them. */
export async function showAlert(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { fireAlert } = await import("./alertDialog");
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
