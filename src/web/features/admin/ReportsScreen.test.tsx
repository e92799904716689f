import type { AdminReport } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { stubApi } from "@test/web/apiStub";
import { fakeAuth, READER, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RequireModerator } from "@web/components/RequireModerator";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "./AdminPage";
import { NO_REPORTS } from "./ReportsScreen";

vi.mock("@web/lib/toast");
vi.mock("@web/lib/confirm");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const me = (role: Me["role"]): Me =>
  ({ id: READER.id, email: READER.email, name: READER.displayName, role }) as unknown as Me;

const report = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: "r1",
  targetType: "blog",
  targetId: "b1",
  reason: "Spam links everywhere",
  reporter: { id: "u2", name: "Rita Reader", handle: "rita" },
  count: 2,
  createdAt: "2026-11-20T10:00:00.000Z",
  target: {
    title: "Cheap pills",
    author: { id: "u3", name: "Sam Spammer", handle: "sam" },
    url: "/@sam/cheap-pills",
    hidden: false,
    held: false,
  },
  ...overrides,
});

/** The admin route as the router draws it: the guard, the 404 page for outsiders, the screens for staff. */
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
    <RequireModerator fallback={<p>Not found</p>}>
      <AdminPage />
    </RequireModerator>,
    { path: "/admin/*", at, auth: fakeAuth({ user: role ? READER : null }) },
  );
  return { ...view, api };
}

describe("the report queue", () => {
  it("lists what was reported, by whom, why and how often, linking to it", async () => {
    showAdmin({ role: "moderator", reports: [report()] });
    const card = (await screen.findByRole("link", { name: "Cheap pills" })).closest("li") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Cheap pills" })).toHaveAttribute("href", "/@sam/cheap-pills");
    expect(card).toHaveTextContent("Sam Spammer");
    expect(card).toHaveTextContent("Rita Reader");
    expect(card).toHaveTextContent("Spam links everywhere");
    expect(card).toHaveTextContent("2 reports");
    expect(card).toHaveTextContent("20 Nov 2026");
  });

  it("hides with the note given, then the row leaves with a toast", async () => {
    const { api } = showAdmin({
      role: "moderator",
      reports: [report(), report({ id: "r2", target: { ...report().target, title: "Other" } })],
    });
    const user = userEvent.setup();
    const card = (await screen.findByRole("link", { name: "Cheap pills" })).closest("li") as HTMLElement;
    await user.type(within(card).getByRole("textbox", { name: /Note/u }), "Spam, twice");
    await user.click(within(card).getByRole("button", { name: "Hide" }));
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Cheap pills" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Other" })).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith("success", "Hidden from readers.");
    const sent = api.calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/admin/reports/r1/resolve");
    expect(sent?.body).toEqual({ action: "hide", note: "Spam, twice" });
  });

  it("deletes only after confirmation, and dismisses without a note", async () => {
    const { api } = showAdmin({ role: "admin", reports: [report()] });
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Cheap pills" });
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(confirmDanger).toHaveBeenCalledWith("Delete this post?", expect.any(String), "Delete");
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText(NO_REPORTS)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ action: "dismiss" });
    expect(showToast).toHaveBeenCalledWith("success", "Report dismissed.");
  });

  it("says when the queue could not be loaded, with Retry", async () => {
    stubApi(({ path }) => {
      if (path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (path === "/me") return { json: me("moderator") };
      if (path === "/admin/reports") return { status: 500, json: { message: "boom" } };
      return undefined;
    });
    renderScreen(
      <RequireModerator fallback={<p>Not found</p>}>
        <AdminPage />
      </RequireModerator>,
      { path: "/admin/*", at: "/admin/reports", auth: fakeAuth({ user: READER }) },
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load reports.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
