import { withQueryClient } from "@test/web/renderWithAuth";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavigationScreen } from "./NavigationScreen";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

afterEach(() => vi.unstubAllGlobals());

const DEFAULT = {
  custom: false,
  bar: [
    { label: "Home", url: "/" },
    { label: "All Blogs", url: "/Blogs" },
    { label: "Featured Blogs", url: "/Features" },
  ],
  footer: [],
};

/** Answers GET /api/admin/navigation with the default and every other read with nothing; records PUTs. */
function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/admin/navigation") && init?.method === "PUT") {
      return Response.json({ custom: true, ...JSON.parse(String(init.body)) });
    }
    return Response.json(url.endsWith("/admin/navigation") ? DEFAULT : []);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const labels = () =>
  within(screen.getByRole("group", { name: "Navigation bar" }))
    .getAllByLabelText(/^Label/u)
    .map((input) => (input as HTMLInputElement).value);

describe("Admin → Navigation", () => {
  it("moves a link by keyboard, keeps the focus on its button and says where it went", async () => {
    stubApi();
    render(withQueryClient(<NavigationScreen />));
    const user = userEvent.setup();
    const down = await screen.findByRole("button", { name: "Move Home down" });
    down.focus();
    await user.keyboard("{Enter}");
    expect(labels()).toEqual(["All Blogs", "Home", "Featured Blogs"]);
    expect(screen.getByRole("button", { name: "Move Home down" })).toHaveFocus();
    expect(screen.getByText("Home moved to position 2 of 3")).toBeInTheDocument();
  });

  it("names the row and the problem of a link it refuses, and sends nothing", async () => {
    const fetchMock = stubApi();
    render(withQueryClient(<NavigationScreen />));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add a link to the navigation bar" }));
    const urls = within(screen.getByRole("group", { name: "Navigation bar" })).getAllByLabelText(/^URL/u);
    await user.type(urls[3] as HTMLElement, "http://example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Navigation bar, link 4: A link needs a label.");
    expect(alert).toHaveTextContent("Navigation bar, link 4: Only https:// addresses are allowed, not http:");
    expect(urls[3]).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("offers the site's published pages among the addresses, not its drafts", async () => {
    const pages = [
      { id: "p1", slug: "about", title: "About us", status: "published", updatedAt: "2026-11-20T10:00:00.000Z" },
      { id: "p2", slug: "plans", title: "Plans", status: "draft", updatedAt: "2026-11-20T10:00:00.000Z" },
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith("/admin/navigation")) return Response.json(DEFAULT);
        return Response.json(url.endsWith("/admin/pages") ? pages : []);
      }),
    );
    const { container } = render(withQueryClient(<NavigationScreen />));
    await screen.findByRole("button", { name: "Move Home down" });
    await vi.waitFor(() => expect(container.querySelector('datalist option[value="/about"]')).not.toBeNull());
    expect(container.querySelector('datalist option[value="/about"]')?.textContent).toBe("About us");
    expect(container.querySelector('datalist option[value="/plans"]')).toBeNull();
  });
});
