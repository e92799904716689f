import type { Me } from "@shared/profile";
import type { SitePageSummary } from "@shared/site-page-schemas";
import { stubApi } from "@test/web/apiStub";
import { fakeAuth, READER, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import { RequireModerator } from "@web/components/RequireModerator";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "./AdminPage";
import { PagesScreen } from "./PagesScreen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = (role: Me["role"]): Me =>
  ({ id: READER.id, email: READER.email, name: READER.displayName, role }) as unknown as Me;

function showPages(role: Me["role"], pages: SitePageSummary[]) {
  stubApi(({ method, path }) => {
    if (path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (method === "GET" && path === "/me") return { json: me(role) };
    if (method === "GET" && path === "/admin/pages") return { json: pages };
    return undefined;
  });
  return renderScreen(
    <RequireModerator fallback={<p>Not found</p>}>
      <AdminPage />
    </RequireModerator>,
    { path: "/admin/*", at: "/admin/pages", auth: fakeAuth({ user: READER }) },
  );
}

describe("Admin > Pages", () => {
  it("lists the site's pages with their address, state and an editor each", async () => {
    showPages("admin", [
      { id: "p1", slug: "about", title: "About us", status: "published", updatedAt: "2026-11-20T10:00:00.000Z" },
      { id: "p2", slug: "plans", title: "Plans", status: "draft", updatedAt: "2026-11-19T10:00:00.000Z" },
    ]);
    const about = (await screen.findByRole("rowheader", { name: "About us" })).closest("tr") as HTMLElement;
    expect(within(about).getByRole("link", { name: "/about" })).toHaveAttribute("href", "/about");
    expect(about).toHaveTextContent("Published");
    expect(within(about).getByRole("link", { name: "Edit About us" })).toHaveAttribute("href", "/admin/pages/p1");
    const plans = screen.getByRole("rowheader", { name: "Plans" }).closest("tr") as HTMLElement;
    // A draft's address leads nowhere yet: it is shown, not linked.
    expect(within(plans).queryByRole("link", { name: "/plans" })).toBeNull();
    expect(plans).toHaveTextContent("Draft");
    expect(screen.getByRole("link", { name: "New page" })).toHaveAttribute("href", "/admin/pages/new");
  });

  it("says so when there are none", async () => {
    showPages("admin", []);
    expect(await screen.findByText("No pages yet.")).toBeInTheDocument();
  });

  it("is not a moderator's", async () => {
    showPages("moderator", []);
    expect(await screen.findByRole("alert")).toHaveTextContent(/admin/iu);
    expect(screen.queryByRole("link", { name: "New page" })).toBeNull();
  });
});

describe("Admin > Pages in the reader's language (issue 59)", () => {
  const PAGES: SitePageSummary[] = [
    { id: "p1", slug: "about", title: "About us", status: "published", updatedAt: "2026-11-20T10:00:00.000Z" },
    { id: "p2", slug: "plans", title: "Plans", status: "draft", updatedAt: "2026-11-19T10:00:00.000Z" },
  ];

  function showList(language: "de" | "ar", pages: SitePageSummary[]) {
    stubApi(({ method, path }) => {
      if (path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (method === "GET" && path === "/admin/pages") return { json: pages };
      return undefined;
    });
    renderScreen(<PagesScreen />, { path: "/admin/pages/*", at: "/admin/pages", language });
  }

  it("lists the pages in German: columns, states and each page's editor", async () => {
    showList("de", PAGES);
    const about = (await screen.findByRole("rowheader", { name: "About us" })).closest("tr") as HTMLElement;
    expect(screen.getByRole("heading", { level: 1, name: "Seiten" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Neue Seite" })).toHaveAttribute("href", "/admin/pages/new");
    for (const column of ["Titel", "Adresse", "Status", "Geändert"]) {
      expect(screen.getByRole("columnheader", { name: column })).toBeInTheDocument();
    }
    expect(about).toHaveTextContent("Veröffentlicht");
    expect(within(about).getByRole("link", { name: "About us bearbeiten" })).toHaveTextContent("Bearbeiten");
    const plans = screen.getByRole("rowheader", { name: "Plans" }).closest("tr") as HTMLElement;
    expect(plans).toHaveTextContent("Entwurf");
  });

  it("says there are none in Arabic", async () => {
    showList("ar", []);
    expect(await screen.findByText("لا توجد صفحات بعد.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "الصفحات" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "صفحة جديدة" })).toBeInTheDocument();
  });
});
