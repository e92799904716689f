import { testI18n } from "@test/web/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Swal from "sweetalert2";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adoptPageI18n } from "../i18n/pageCatalogues";
import { showAlert, showTimedAlert } from "./alerts";
import { confirmDanger } from "./confirm";

// The real SweetAlert2 in jsdom: these rules are about how its one-popup-at-a-time model meets ours.
beforeAll(() => {
  // SweetAlert follows the colour scheme; jsdom has no media queries.
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

afterEach(async () => {
  Swal.close();
  await waitFor(() => expect(document.querySelector(".swal2-container")).toBeNull());
});

const dialog = () => screen.getByRole("dialog");
/** The popup is on screen and takes clicks: SweetAlert has revealed it (see `takeClicksOnceRevealed`). */
const revealed = () => waitFor(() => expect(dialog()).not.toHaveStyle({ pointerEvents: "none" }));

// First in the file: SweetAlert keeps the last focused element in module state, and earlier alerts would
// leave it pointing at a node that is gone, which hides what these tests check.
describe("focus after a modal alert", () => {
  /** A page with the button that raised the alert and a field the page may send the reader to. */
  function page() {
    document.body.innerHTML =
      '<button type="button">Update Blog</button><textarea aria-label="Description"></textarea>';
    const button = screen.getByRole("button", { name: "Update Blog" });
    button.focus();
    return { button, field: screen.getByRole("textbox", { name: "Description" }) };
  }

  /** Raises "Missing fields", answers it, and runs `onAnswer` as a caller does; resolves once it is gone. */
  async function answerMissingFields(onAnswer: () => void) {
    let closed!: () => void;
    const gone = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const answer = showAlert({ icon: "warning", title: "Missing fields", didClose: () => closed() });
    await waitFor(() => expect(dialog()).toHaveTextContent("Missing fields"));
    await revealed();
    await userEvent.setup().click(screen.getByRole("button", { name: "OK" }));
    await answer;
    onAnswer();
    await gone;
  }

  it("stays on the field the page moved it to on the answer", async () => {
    const { field } = page();
    await answerMissingFields(() => field.focus());
    expect(field).toHaveFocus();
  });

  it("goes back to where the reader was when the page moved it nowhere", async () => {
    const { button } = page();
    await answerMissingFields(() => {});
    expect(button).toHaveFocus();
  });
});

describe("alerts", () => {
  it("a success notice that arrives while a question is open leaves the question up", async () => {
    const answer = confirmDanger("Delete this comment?", "It will be removed for good.", "Delete");
    await waitFor(() => expect(dialog()).toHaveTextContent("Delete this comment?"));
    await revealed();

    const notice = await showTimedAlert("success", "Comment Updated", undefined, 1500);
    expect(notice.isDismissed).toBe(true);
    expect(dialog()).toHaveTextContent("Delete this comment?");
    expect(dialog()).not.toHaveTextContent("Comment Updated");

    await userEvent.setup().click(screen.getByRole("button", { name: "Delete" }));
    await expect(answer).resolves.toBe(true);
  });

  it("a question takes no click before SweetAlert reveals it, and takes one after", async () => {
    // SweetAlert reveals a popup on a timer; held here, the popup stays as it is first put on the page.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const answer = confirmDanger("Suspend Ada?", "They are signed out.", "Suspend");
      await vi.waitUntil(() => document.querySelector(".swal2-popup"), { interval: 0 });
      // Not yet revealed: a click now would reach a popup nobody can see.
      expect(dialog()).toHaveStyle({ opacity: "0", pointerEvents: "none" });
      await vi.advanceTimersByTimeAsync(10);
      expect(dialog()).not.toHaveStyle({ pointerEvents: "none" });
      vi.useRealTimers();
      await userEvent.setup().click(screen.getByRole("button", { name: "Suspend" }));
      await expect(answer).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("once the question is answered, the notice that follows is shown", async () => {
    const answer = confirmDanger("Delete this comment?", "It will be removed for good.", "Delete");
    await waitFor(() => expect(dialog()).toHaveTextContent("Delete this comment?"));
    await revealed();
    await userEvent.setup().click(screen.getByRole("button", { name: "Delete" }));
    expect(await answer).toBe(true);

    // At once, while the question is still fading out: a quick server answers faster than that.
    void showTimedAlert("success", "Comment Deleted", undefined, 1500);
    await waitFor(() => expect(dialog()).toHaveTextContent("Comment Deleted"));
  });
});

describe("the dialogs' own buttons (issue 59)", () => {
  afterEach(() => adoptPageI18n(undefined));

  it("say OK and Cancel in the page's language, and keep a caller's own word", async () => {
    adoptPageI18n(testI18n("es"));
    const answer = confirmDanger("¿Eliminar este blog?", "Se eliminará para siempre.", "Eliminar");
    await revealed();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eliminar" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancelar" }));
    expect(await answer).toBe(false);
    await waitFor(() => expect(document.querySelector(".swal2-container")).toBeNull());

    void showAlert({ icon: "error", title: "¡Vaya!" });
    await revealed();
    expect(screen.getByRole("button", { name: "Aceptar" })).toBeInTheDocument();
  });

  it("keep SweetAlert's English where no page adopted an I18n", async () => {
    const answer = confirmDanger("Delete this blog?", "It goes for good.", "Delete");
    await revealed();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    expect(await answer).toBe(false);
  });
});
