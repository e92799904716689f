import type { AdminReport } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { stubApi } from "@test/web/apiStub";
import { fakeAuth, READER, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import { RequireModerator } from "@web/components/RequireModerator";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "../features/admin/AdminPage";
import { NO_REPORTS } from "../features/admin/ReportsScreen";
import { NotFound } from "../features/site-page/NotFound";

vi.mock("@web/lib/toast");
vi.mock("@web/lib/confirm");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const me = (role: Me["role"]): Me =>
  ({ id: READER.id, email: READER.email, name: READER.displayName, role }) as unknown as Me;

/** The admin route as router.tsx draws it: the guard, the 404 page for outsiders, the screens for staff. */
function showAdmin({
  role,
  reports = [],
  at = "/admin/reports",
}: {
  role?: Me["role"];
  reports?: AdminReport[];
  at?: string;
}) {
  let queue = reports;
  const api = stubApi(({ method, path, body }) => {
    if (path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (method === "GET" && path === "/me") return role ? { json: me(role) } : { status: 401, json: { message: "x" } };
    if (method === "GET" && path === "/admin/reports") return { json: queue };
    const resolved = /^\/admin\/reports\/([^/]+)\/resolve$/u.exec(path);
    if (method === "POST" && resolved) {
      queue = queue.filter((item) => item.id !== resolved[1]);
      return { json: { ok: true, body } };
    }
    return undefined;
  });
  const view = renderScreen(
    <RequireModerator fallback={<NotFound />}>
      <AdminPage />
    </RequireModerator>,
    { path: "/admin/*", at, auth: fakeAuth({ user: role ? READER : null }) },
  );
  return { ...view, api };
}

describe("the admin guard", () => {
  it("shows a signed-out visitor the 404 page without asking the server who they are", async () => {
    const { api } = showAdmin({});
    expect(screen.getByRole("heading", { name: "404 - Page Not Found" })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows a member the 404 page, not a sign-in prompt or the admin", async () => {
    showAdmin({ role: "member" });
    expect(await screen.findByRole("heading", { name: "404 - Page Not Found" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
  });

  it("gives a moderator the report queue only", async () => {
    showAdmin({ role: "moderator" });
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Reports"]);
    expect(await screen.findByText(NO_REPORTS)).toBeInTheDocument();
  });

  it("tells a moderator who opens an admin-only section that it is the admin's", async () => {
    showAdmin({ role: "moderator", at: "/admin/users" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only an admin can do this.");
  });

  it("gives an admin every section, and /admin opens the reports", async () => {
    const { router } = showAdmin({ role: "admin", at: "/admin" });
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Reports",
      "Users",
      "Messages",
      "Subscribers",
      "Settings",
      "Pages",
      "Custom CSS",
      "Navigation",
      "Import",
      "Audit log",
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin/reports"));
    expect(within(nav).getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  });
});
