import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { AuthError } from "@web/lib/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import LoginPage from "./LoginPage";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => vi.clearAllMocks());

describe("Login", () => {
  it("shows SPEC's texts", () => {
    renderScreen(<LoginPage />, { auth: fakeAuth({ user: null }), path: "/login" });
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByText("Your Stories, Your Voice")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign Up now" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("calls the provider without checks of its own and shows its failure", async () => {
    const auth = fakeAuth({
      user: null,
      logIn: vi.fn(async () => {
        throw new AuthError(401, "Invalid email or password");
      }),
    });
    renderScreen(<LoginPage />, { auth, path: "/login" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Log In" }));
    expect(auth.logIn).toHaveBeenCalledWith("", "");
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Login Failed", text: "Invalid email or password", confirmButtonText: "OK" }),
    );
  });

  it("says 'Something went wrong' when the failure has no message", async () => {
    const auth = fakeAuth({
      user: null,
      logIn: vi.fn(async () => {
        throw new AuthError(500, "");
      }),
    });
    renderScreen(<LoginPage />, { auth, path: "/login" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Log In" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: "Something went wrong" }));
  });

  it("greets and returns to the page that asked for login", async () => {
    const auth = fakeAuth({ user: null });
    const { router } = renderScreen(<LoginPage />, {
      auth,
      path: "/login",
      routes: [{ path: "/wishList", element: <p>wishlist</p> }],
    });
    await router.navigate("/login", { state: { from: "/wishList" } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email address"), "rita@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret1!");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(auth.logIn).toHaveBeenCalledWith("rita@example.com", "Secret1!");
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Login Successful!", "Welcome back!", 2000);
    // The router moves on its own schedule (a promise), not within the click.
    expect(await screen.findByText("wishlist")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/wishList");
  });

  it("explains a Google failure with SPEC's login-page title", async () => {
    const auth = fakeAuth({
      user: null,
      logInWithGoogle: vi.fn(async () => {
        throw new AuthError(400, "Google sign-in is not configured on this server.");
      }),
    });
    renderScreen(<LoginPage />, { auth, path: "/login" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Google Sign-In Failed",
        text: "Google sign-in is not configured on this server.",
        confirmButtonText: "OK",
      }),
    );
  });

  it("explains an error the provider sent back in the address", async () => {
    const { router } = renderScreen(<LoginPage />, {
      auth: fakeAuth({ user: null }),
      path: "/login",
      at: "/login?error=access_denied",
    });
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Google Sign-In Failed", text: "Access denied." }),
      ),
    );
    expect(router.state.location.search).toBe("");
  });
});
