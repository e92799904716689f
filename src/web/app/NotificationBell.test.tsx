import { stubApi } from "@test/web/apiStub";
import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavBar } from "./NavBar";

afterEach(() => vi.unstubAllGlobals());

describe("the notification bell", () => {
  it("shows a signed-in reader their unread count in its name and leads to /notifications", async () => {
    const api = stubApi((call) =>
      call.path === "/notifications/unread-count" ? { json: { count: 3 } } : { json: {} },
    );
    renderScreen(<NavBar />);
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell).toHaveAttribute("href", "/notifications");
    expect(bell).toHaveTextContent("3");
    expect(api.calls.filter((call) => call.path === "/notifications/unread-count")).toHaveLength(1);
  });

  it("says only Notifications when nothing is unread", async () => {
    stubApi((call) => (call.path === "/notifications/unread-count" ? { json: { count: 0 } } : { json: {} }));
    renderScreen(<NavBar />);
    await waitFor(() => expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument());
    expect(screen.queryByText("0")).not.toBeInTheDocument();
  });

  it("asks again on navigation only once the count is a minute old", async () => {
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const api = stubApi((call) =>
      call.path === "/notifications/unread-count" ? { json: { count: 1 } } : { json: {} },
    );
    const { router } = renderScreen(<NavBar />, { path: "*", at: "/" });
    await screen.findByRole("link", { name: "Notifications, 1 unread" });
    const asked = () => api.calls.filter((call) => call.path === "/notifications/unread-count").length;
    await router.navigate("/Blogs");
    expect(asked()).toBe(1);
    now += 61_000;
    await router.navigate("/Features");
    await waitFor(() => expect(asked()).toBe(2));
  });

  it("is not there for visitors, who never ask for a count", () => {
    const api = stubApi(() => ({ json: {} }));
    renderScreen(<NavBar />, { auth: fakeAuth({ user: null }) });
    expect(screen.queryByRole("link", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
