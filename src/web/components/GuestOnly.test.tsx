import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GuestOnly } from "./GuestOnly";

const form = (busy = false) => (
  <GuestOnly busy={busy} returnTo="/wishList">
    <h1>Welcome Back</h1>
  </GuestOnly>
);
const routes = [{ path: "/wishList", element: <h1>My Wishlist</h1> }];

describe("GuestOnly", () => {
  it("shows the form to a visitor", () => {
    renderScreen(form(), { auth: fakeAuth({ user: null }), path: "/login", routes });
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("sends a signed-in visitor where they came from", async () => {
    const { router } = renderScreen(form(), { path: "/login", routes });
    expect(await screen.findByRole("heading", { name: "My Wishlist" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/wishList");
  });

  it("shows a spinner, not the form, while the session is read", () => {
    renderScreen(form(), { auth: fakeAuth({ status: "loading", user: null }), path: "/login", routes });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome Back" })).not.toBeInTheDocument();
  });

  it("leaves the screen's own sign-in to finish on the screen", () => {
    renderScreen(form(true), { path: "/login", routes });
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });
});
