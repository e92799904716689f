import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RequireAuth, returnPathFrom } from "./RequireAuth";

const routes = [
  { path: "/login", element: <p>login page</p> },
  { element: <RequireAuth />, children: [{ path: "/wishList", element: <p>the wishlist</p> }] },
];

function visit(auth: ReturnType<typeof fakeAuth>) {
  return renderScreen(<p>home</p>, { auth, path: "/", at: "/wishList?x=1", routes });
}

describe("RequireAuth", () => {
  it("shows a loading indicator while the auth state resolves", () => {
    visit(fakeAuth({ status: "loading", user: null }));
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByText("the wishlist")).not.toBeInTheDocument();
  });

  it("sends visitors to /login, remembering where they were going", () => {
    const { router } = visit(fakeAuth({ user: null }));
    expect(screen.getByText("login page")).toBeInTheDocument();
    expect(returnPathFrom(router.state.location.state)).toBe("/wishList?x=1");
  });

  it("shows the page to signed-in users", () => {
    visit(fakeAuth());
    expect(screen.getByText("the wishlist")).toBeInTheDocument();
  });

  it("only returns to paths on this site", () => {
    expect(returnPathFrom({ from: "//evil.example" })).toBe("/");
    expect(returnPathFrom({ from: "https://evil.example" })).toBe("/");
    expect(returnPathFrom(null)).toBe("/");
  });
});

describe("RequireAuth in Arabic (issue 59)", () => {
  it("names its loading indicator in the reader's language", () => {
    renderScreen(<p>home</p>, {
      auth: fakeAuth({ status: "loading", user: null }),
      path: "/",
      at: "/wishList",
      routes,
      language: "ar",
    });
    expect(screen.getByRole("status", { name: "جارٍ التحميل" })).toBeInTheDocument();
  });
});
