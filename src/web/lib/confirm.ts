import { showAlert } from "./alerts";

/**
 * Asks before something that cannot be undone. SweetAlert2 traps focus in the dialog, puts it on the
 * safe choice's neighbour and gives it back afterwards, so keyboard and screen-reader users are covered.
 */
export async function confirmDanger(title: string, text: string, confirmButtonText: string): Promise<boolean> {
  const answer = await showAlert({
    icon: "warning",
    title,
    text,
    showCancelButton: true,
    confirmButtonText,
    // Enter on an unread dialog must not delete anything.
    focusCancel: true,
  });
  return answer.isConfirmed === true;
}
