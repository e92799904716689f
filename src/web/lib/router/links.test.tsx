import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { type Location, MemoryRouter, type NavigateFunction, Route, Routes, useLocation, useNavigate } from ".";
import { Link, NavLink } from "./links";

let shown: Location;
let navigate: NavigateFunction;
function Probe() {
  shown = useLocation();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return null;
}

describe("Link and NavLink", () => {
  it("marks the link to the page on screen, and below it unless `end`", () => {
    render(
      <MemoryRouter initialEntries={["/blogs/2"]}>
        <NavLink to="/Blogs">All</NavLink>
        <NavLink to="/Blogs" end className="link">
          Exactly
        </NavLink>
        <NavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
          Home
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "All" })).toHaveClass("active");
    expect(screen.getByRole("link", { name: "Exactly" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Home" })).toHaveClass("off");
  });

  it("carries state, replaces the entry of the page on screen, and POPs back", async () => {
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Link to="/login" state={{ from: "/wishList" }}>
          Log in
        </Link>
        <Probe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Log in" }));
    expect(shown).toMatchObject({ pathname: "/login", state: { from: "/wishList" } });
    const loginKey = shown.key;
    await userEvent.click(screen.getByRole("link", { name: "Log in" }));
    expect(shown.key).not.toBe(loginKey);
    await act(async () => navigate(-1));
    expect(shown).toMatchObject({ pathname: "/", key: "default" });
  });

  it("resolves a relative link from the route drawing it, and leaves other sites to the browser", () => {
    render(
      <MemoryRouter initialEntries={["/admin/pages"]}>
        <Routes>
          <Route
            path="/admin/pages/*"
            element={
              <>
                <Link to="new">New</Link>
                <Link to="https://example.com/x">Away</Link>
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "New" })).toHaveAttribute("href", "/admin/pages/new");
    expect(screen.getByRole("link", { name: "Away" })).toHaveAttribute("href", "https://example.com/x");
  });
});
