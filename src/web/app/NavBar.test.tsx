import { AUTHOR, fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showAlert, showTimedAlert } from "../lib/alerts";
import { NavBar } from "./NavBar";

vi.mock("../lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => vi.clearAllMocks());

const bar = () => screen.getByRole("navigation", { name: "Main" });

describe("NavBar", () => {
  it("shows the logo, the public links and Log In / Sign Up to visitors", () => {
    renderScreen(<NavBar />, { auth: fakeAuth({ user: null }) });
    expect(within(bar()).getByRole("link", { name: "Inkwell" })).toHaveAttribute("href", "/");
    for (const [name, href] of [
      ["Home", "/"],
      ["All Blogs", "/Blogs"],
      ["Featured Blogs", "/Features"],
      ["Log In", "/login"],
      ["Sign Up", "/signup"],
    ]) {
      expect(within(bar()).getAllByRole("link", { name })[0]).toHaveAttribute("href", href);
    }
    expect(screen.queryByRole("link", { name: "Add Blog" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account" })).not.toBeInTheDocument();
  });

  it("names the site as its admin titled it, in place of Inkwell", () => {
    renderScreen(<NavBar />, {
      auth: fakeAuth({ user: null }),
      site: { title: "The Harbour Gazette", description: "Notes from the quay" },
    });
    expect(within(bar()).getByRole("link", { name: "The Harbour Gazette" })).toHaveAttribute("href", "/");
    expect(within(bar()).queryByRole("link", { name: "Inkwell" })).not.toBeInTheDocument();
  });

  it("shows the admin's links in their order in place of the SPEC's, and keeps the session's own", () => {
    renderScreen(<NavBar />, {
      auth: fakeAuth({ user: { ...AUTHOR, photoURL: null } }),
      site: {
        title: "Inkwell",
        description: "",
        navigation: {
          bar: [
            { label: "Shop", url: "https://shop.example/inkwell" },
            { label: "About", url: "/about" },
          ],
          footer: [],
        },
      },
    });
    const desktopLinks = within(bar())
      .getAllByRole("listitem")
      .map((item) => within(item).getByRole("link"));
    expect(desktopLinks.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Shop", "https://shop.example/inkwell"],
      ["About", "/about"],
      ["Add Blog", "/addBlog"],
      ["Wishlist", "/wishList"],
    ]);
    expect(within(bar()).queryByRole("link", { name: "All Blogs" })).not.toBeInTheDocument();
  });

  it("gives signed-in users Add Blog, Wishlist and an avatar menu instead of Log In", async () => {
    renderScreen(<NavBar />, { auth: fakeAuth({ user: { ...AUTHOR, photoURL: null } }) });
    expect(within(bar()).getByRole("link", { name: "Add Blog" })).toHaveAttribute("href", "/addBlog");
    expect(within(bar()).getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishList");
    expect(screen.queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
    // The account menu's code loads once the session says someone is signed in.
    const account = await screen.findByRole("button", { name: "Account" });
    // No photo: the generic avatar stands in, named for the user.
    expect(within(account).getByRole("img", { name: AUTHOR.displayName }).tagName).toBe("svg");
    await userEvent.setup().click(account);
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("says goodbye with a self-closing alert after signing out", async () => {
    const auth = fakeAuth();
    renderScreen(<NavBar />, { auth });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Account" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(auth.logOut).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(showTimedAlert).toHaveBeenCalledWith("success", "Signed out", "See you next time 😊", 2000),
    );
  });

  it("logs a failed sign-out and shows the error's message", async () => {
    const failure = new Error("Network down");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderScreen(<NavBar />, { auth: fakeAuth({ logOut: vi.fn(async () => Promise.reject(failure)) }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Account" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ icon: "error", title: "Error", text: "Network down" }),
    );
    expect(logged).toHaveBeenCalledWith(failure);
    expect(showTimedAlert).not.toHaveBeenCalled();
  });

  it("opens and closes the small-screen menu, which holds the page links", async () => {
    renderScreen(<NavBar />, { auth: fakeAuth({ user: null }) });
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(within(menu).getByRole("link", { name: "All Blogs" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a placeholder, not Log In, while the sign-in state is unknown", () => {
    renderScreen(<NavBar />, { auth: fakeAuth({ status: "loading", user: null }) });
    expect(screen.getByRole("status")).toHaveTextContent("Checking sign-in");
    expect(screen.queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
  });
});
