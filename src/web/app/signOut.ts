import { LONG_ALERT_MS } from "@shared/limits";
import { showAlert, showTimedAlert } from "../lib/alerts";

/** SPEC §8 sign-out: a friendly self-closing alert on success; the failure is logged and explained. */
export async function signOutWithAlerts(logOut: () => Promise<void>): Promise<void> {
  try {
    await logOut();
  } catch (error) {
    console.error(error);
    const text = error instanceof Error ? error.message : String(error);
    await showAlert({ icon: "error", title: "Error", text });
    return;
  }
  await showTimedAlert("success", "Signed out", "See you next time 😊", LONG_ALERT_MS);
}
