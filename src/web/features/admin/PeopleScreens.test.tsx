import type { AdminSubscriber, AdminUser } from "@shared/admin";
import { stubApi } from "@test/web/apiStub";
import { fakeAuth, READER, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscribersScreen } from "./SubscribersScreen";
import { UsersScreen } from "./UsersScreen";

vi.mock("@web/lib/toast");
vi.mock("@web/lib/confirm");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const JOINED = "2026-11-20T10:00:00.000Z";

const ada: AdminUser = {
  id: "u2",
  email: "ada@example.com",
  name: "Ada",
  handle: "ada",
  role: "member",
  suspended: false,
  createdAt: JOINED,
};
const me: AdminUser = { ...ada, id: READER.id, email: READER.email, name: "Me", handle: null, role: "admin" };

const subscriber: AdminSubscriber = {
  id: "s1",
  email: "reader@example.com",
  status: "confirmed",
  categories: [],
  frequency: "weekly",
  createdAt: JOINED,
  confirmedAt: JOINED,
};

/** The row whose header is `name`, as a screen reader finds it. */
const rowOf = async (name: string) => (await screen.findByRole("rowheader", { name })).closest("tr") as HTMLElement;

/** Draws a list of people, with every confirmation answered yes, and checks the row headed `name`. */
async function personRow(element: ReactElement, name: string, cells: string[]) {
  vi.mocked(confirmDanger).mockResolvedValue(true);
  renderScreen(element, { auth: fakeAuth({ user: READER }) });
  const row = await rowOf(name);
  const texts = within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent?.trim());
  expect(texts).toEqual(expect.arrayContaining(cells));
  expect(within(row).getByText(/2026/u).closest("time")).toHaveAttribute("datetime", JOINED);
  return row;
}

describe("the admin's lists of people", () => {
  it("shows an account as a row: who, the list's cells, when they joined, and suspending them", async () => {
    const api = stubApi(({ method, path }) => {
      if (path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (method === "GET" && path === "/admin/users") return { json: [me, ada] };
      if (method === "POST" && path === "/admin/users/u2/suspend") return { json: { ok: true } };
      if (method === "PUT" && path === "/admin/users/u2/role") return { json: { ok: true } };
      return undefined;
    });
    const row = await personRow(<UsersScreen />, "Ada", ["ada@example.com", "@ada", "Active"]);
    // An admin cannot suspend themselves from here.
    expect(within(await rowOf("Me")).queryByRole("button")).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "Suspend Ada" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Ada is suspended."));
    await user.selectOptions(within(row).getByLabelText("Role of Ada"), "moderator");
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Ada is now moderator."));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(["POST /admin/users/u2/suspend", "PUT /admin/users/u2/role"]),
    );
  });

  it("shows a subscriber as a row the same way, and removes them after asking", async () => {
    stubApi(({ method, path }) => {
      if (path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (method === "GET" && path === "/admin/subscribers") {
        return { json: { counts: { pending: 0, confirmed: 1, unsubscribed: 0, total: 1 }, subscribers: [subscriber] } };
      }
      if (method === "DELETE" && path === "/admin/subscribers/s1") return { json: { ok: true } };
      return undefined;
    });
    const row = await personRow(<SubscribersScreen />, "reader@example.com", ["Confirmed", "All", "Weekly"]);
    await userEvent.setup().click(within(row).getByRole("button", { name: "Remove reader@example.com" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "reader@example.com removed."));
  });
});
