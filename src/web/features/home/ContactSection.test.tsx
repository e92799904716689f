import { stubApi } from "@test/web/apiStub";
import { withQueryClient } from "@test/web/renderWithAuth";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactSection } from "./ContactSection";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("Contact Us", () => {
  it("warns when a field is empty or blank, without sending", async () => {
    const api = stubApi(() => ({ json: { message: "ok" } }));
    render(withQueryClient(<ContactSection />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Message"), "   ");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(showAlert).toHaveBeenCalledWith({
      icon: "warning",
      title: "Incomplete Form",
      text: "Please fill in all fields.",
    });
    expect(api.calls).toHaveLength(0);
  });

  it("sends the message, thanks the sender and clears the form; any email text is accepted", async () => {
    const api = stubApi(() => ({ status: 201, json: { message: "Sent." } }));
    render(withQueryClient(<ContactSection />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "not an email");
    await user.type(screen.getByLabelText("Message"), "Hello there");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(showTimedAlert).toHaveBeenCalledWith(
        "success",
        "Thank you!",
        "Your message has been sent successfully.",
        2000,
      ),
    );
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/contact",
      body: { name: "Ada", email: "not an email", message: "Hello there" },
    });
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("has a honeypot no person meets, sent along only when something filled it in", async () => {
    const api = stubApi(() => ({ status: 201, json: { message: "Sent." } }));
    const { container } = render(withQueryClient(<ContactSection />));
    // Not in the accessibility tree, nor in the tab order.
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute("autocomplete")).toBe("off");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Bot");
    await user.type(screen.getByLabelText("Email"), "bot@example.com");
    await user.type(screen.getByLabelText("Message"), "Buy now");
    if (trap) trap.value = "https://spam.example";
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({
      name: "Bot",
      email: "bot@example.com",
      message: "Buy now",
      website: "https://spam.example",
    });
  });
});
