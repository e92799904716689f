import { stubApi } from "@test/web/apiStub";
import { withQueryClient } from "@test/web/renderWithAuth";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactSection } from "./ContactSection";

vi.mock("@web/lib/alerts");

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
});
