import { PASSWORD_MESSAGES } from "@shared/password";
import { FIELD_NOTES, openMailLinkPage } from "@test/web/mailLinkPage";
import { stubFetch } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showTimedAlert } from "@web/lib/alerts";
import { afterEach, describe, expect, it, vi } from "vitest";
import ResetPasswordPage from "./ResetPasswordPage";

const INVALID_RESET_LINK = "This reset link is invalid or has expired. Links work once, for one hour.";
const PASSWORDS_DIFFER = "The two passwords do not match.";
const RESET_DONE = "Your password is reset, and every device was signed out. Log in with your new password.";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function open(at = "/reset-password?token=abc", site?: typeof FIELD_NOTES) {
  return openMailLinkPage(<ResetPasswordPage />, {
    path: "/reset-password",
    at,
    site,
    routes: [{ path: "/login", element: <p>login page</p> }],
  });
}

async function submit(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

describe("Reset password", () => {
  it("lists every failing password rule before calling the server", async () => {
    const { calls } = stubFetch({});
    open();
    await submit("weak", "other");
    const password = screen.getByLabelText("New password");
    const rules = within(screen.getAllByRole("alert")[0] as HTMLElement).getAllByRole("listitem");
    expect(rules.map((item) => item.textContent)).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);
    // Each field carries its own message, and the first one that is wrong has the focus.
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.number));
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      expect.stringContaining("The two passwords do not match."),
    );
    expect(password).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("sends the token and the new password, then goes to Log In with an alert", async () => {
    const { calls } = stubFetch({ "POST /api/auth/reset-password": () => ({ json: { status: true } }) });
    const { router } = open();
    await submit("Fresh#Start9");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls[0]?.body).toEqual({ token: "abc", newPassword: "Fresh#Start9" });
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Password Reset", expect.any(String), 2000);
  });

  it("says a used or expired link is no good and offers a new one", async () => {
    stubFetch({
      "POST /api/auth/reset-password": () => ({
        status: 400,
        json: { message: "Invalid token", code: "INVALID_TOKEN" },
      }),
    });
    open();
    await submit("Fresh#Start9");
    expect(await screen.findByText(INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  it("shows the server's password rules when it refuses", async () => {
    stubFetch({
      "POST /api/auth/reset-password": () => ({
        status: 400,
        json: { message: "Weak", issues: [PASSWORD_MESSAGES.number] },
      }),
    });
    open();
    await submit("Fresh#Start9");
    expect(await screen.findByText(PASSWORD_MESSAGES.number)).toBeInTheDocument();
  });

  it("treats a link without a token as invalid", () => {
    open("/reset-password");
    expect(screen.getByText(INVALID_RESET_LINK)).toBeInTheDocument();
  });

  it("is a form that posts by itself without scripts, fields named for the server, naming the site", () => {
    open(undefined, FIELD_NOTES);
    const form = screen.getByRole("form", { name: "Set a new password" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/reset-password");
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue("abc");
    expect(screen.getByLabelText("New password")).toHaveAttribute("name", "newPassword");
    expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("name", "confirmPassword");
    expect(form).toHaveTextContent("your Field Notes account");
  });

  it("lists the rules a form post without scripts broke, by the names the server sent back", () => {
    open("/reset-password?token=abc&outcome=refused&problems=length,number,mismatch");
    const password = screen.getByLabelText("New password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.length));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.number));
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.uppercase));
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORDS_DIFFER),
    );
    expect(screen.getByRole("button", { name: "Set new password" })).toBeInTheDocument();
  });

  it("says a form post without scripts set the password, with the way to Log In", () => {
    open("/reset-password?outcome=done");
    expect(screen.getByRole("status")).toHaveTextContent(RESET_DONE);
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says a form post without scripts had a used or expired link", () => {
    open("/reset-password?outcome=bad-link");
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_RESET_LINK);
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  it("says the broken rules in Arabic, whether found here or named by the server's redirect (issue 59)", async () => {
    stubFetch({});
    openMailLinkPage(<ResetPasswordPage />, {
      path: "/reset-password",
      at: "/reset-password?token=abc&outcome=refused&problems=uppercase",
      language: "ar",
    });
    const password = screen.getByLabelText("كلمة المرور الجديدة");
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining("يجب أن تتضمن كلمة المرور حرفًا كبيرًا واحدًا على الأقل."),
    );
    const user = userEvent.setup();
    await user.type(password, "abcdefgh");
    await user.type(screen.getByLabelText("تأكيد كلمة المرور الجديدة"), "abcdefgh");
    await user.click(screen.getByRole("button", { name: "حفظ كلمة المرور الجديدة" }));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining("يجب أن تتضمن كلمة المرور رقمًا واحدًا على الأقل."),
    );
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining("Password"));
  });
});
