import { PASSWORD_MESSAGES } from "@shared/password";
import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showTimedAlert } from "@web/lib/alerts";
import { AuthError } from "@web/lib/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import SignUpPage from "./SignUpPage";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => vi.clearAllMocks());

async function fill(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "  Nora Newcomer ");
  await user.type(screen.getByLabelText("Photo URL"), "https://example.com/nora.png");
  await user.type(screen.getByLabelText("Email Address"), " nora@example.com ");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("Sign up", () => {
  it("lists every failing password rule as bullets and never calls the provider", async () => {
    const auth = fakeAuth({ user: null });
    renderScreen(<SignUpPage />, { auth, path: "/signup" });
    await fill("abc");
    const list = within(screen.getByRole("alert")).getAllByRole("listitem");
    expect(list.map((item) => item.textContent)).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("lists missing fields too", async () => {
    const auth = fakeAuth({ user: null });
    renderScreen(<SignUpPage />, { auth, path: "/signup" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign Up" }));
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required.");
    expect(screen.getByLabelText("Photo URL")).toHaveAccessibleDescription("Photo URL is required.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_MESSAGES.number),
    );
    // Focus lands on the first field to fix.
    expect(name).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("sends trimmed values, greets and goes home", async () => {
    const auth = fakeAuth({ user: null });
    const { router } = renderScreen(<SignUpPage />, {
      auth,
      path: "/signup",
      routes: [{ path: "/", element: <p>home</p> }],
    });
    await fill("Secret1!");
    expect(auth.signUp).toHaveBeenCalledWith({
      name: "Nora Newcomer",
      photoURL: "https://example.com/nora.png",
      email: "nora@example.com",
      password: "Secret1!",
    });
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Success!", "Your account has been created.", 2000);
    // The router moves on its own schedule (a promise), not within the click.
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the provider's messages on failure", async () => {
    const auth = fakeAuth({
      user: null,
      signUp: vi.fn(async () => {
        throw new AuthError(422, "User already exists. Use another email.");
      }),
    });
    renderScreen(<SignUpPage />, { auth, path: "/signup" });
    await fill("Secret1!");
    expect(await screen.findByRole("alert")).toHaveTextContent("User already exists. Use another email.");
  });

  it("falls back to SPEC's text when the provider says nothing", async () => {
    const auth = fakeAuth({
      user: null,
      signUp: vi.fn(async () => {
        throw new AuthError(500, "");
      }),
    });
    renderScreen(<SignUpPage />, { auth, path: "/signup" });
    await fill("Secret1!");
    expect(await screen.findByRole("alert")).toHaveTextContent("An unexpected error occurred.");
  });

  it("toggles the password between hidden and shown", async () => {
    renderScreen(<SignUpPage />, { auth: fakeAuth({ user: null }), path: "/signup" });
    const field = screen.getByLabelText("Password");
    expect(field).toHaveAttribute("type", "password");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show" }));
    expect(field).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says the password rules and the fields' problems in the reader's language (issue 59)", async () => {
    const auth = fakeAuth({ user: null });
    renderScreen(<SignUpPage />, { auth, path: "/signup", language: "de" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Passwort"), "abc");
    await user.click(screen.getByRole("button", { name: "Registrieren" }));
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Das Feld „Name“ ist erforderlich.");
    expect(screen.getByLabelText("Foto-URL")).toHaveAccessibleDescription("Die Foto-URL ist erforderlich.");
    const password = screen.getByLabelText("Passwort");
    for (const rule of [
      "Das Passwort muss mindestens 6 Zeichen lang sein.",
      "Das Passwort muss mindestens einen Großbuchstaben enthalten.",
      "Das Passwort muss mindestens ein Sonderzeichen enthalten.",
      "Das Passwort muss mindestens eine Ziffer enthalten.",
    ]) {
      expect(password).toHaveAccessibleDescription(expect.stringContaining(rule));
    }
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining("Password must"));
    expect(auth.signUp).not.toHaveBeenCalled();
  });
});
