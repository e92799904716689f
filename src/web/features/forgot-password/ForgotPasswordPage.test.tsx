import { fakeAuth, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "./ForgotPasswordPage";

const RESET_LINK_SENT = "If an account exists for that address, we have sent a link to reset its password.";

afterEach(() => vi.unstubAllGlobals());

describe("Forgot password", () => {
  it("asks for an address before calling the server", async () => {
    const { calls } = stubFetch({});
    renderScreen(<ForgotPasswordPage />, { auth: fakeAuth({ user: null }) });
    await userEvent.setup().click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Email is required.");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("sends the trimmed address and always says the same thing", async () => {
    const { calls } = stubFetch({ "POST /api/auth/request-password-reset": () => ({ json: { status: true } }) });
    renderScreen(<ForgotPasswordPage />, { auth: fakeAuth({ user: null }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email address"), "  someone@example.com ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: "someone@example.com" });
    expect(screen.getByRole("link", { name: "Back to Log In" })).toHaveAttribute("href", "/login");
  });
});
