import type { Notification } from "@shared/notification-schemas";
import { type ApiAnswer, type ApiCall, stubApi as stubAnyApi } from "@test/web/apiStub";
import { renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotificationsPage from "./NotificationsPage";

vi.mock("@web/lib/toast");
afterEach(() => vi.unstubAllGlobals());

const comment: Notification = {
  id: "n1",
  type: "comment",
  actor: { name: "Ada", handle: "@ada" },
  target: { title: "Tide tables", url: "/@wanda/tide-tables" },
  at: "2026-11-20T10:00:00.000Z",
  read: false,
};
const follow: Notification = {
  id: "n2",
  type: "follow",
  actor: { name: "A Remote Reader", handle: "@reader@remote.example" },
  target: { title: "A Remote Reader", url: "https://remote.example/users/reader" },
  at: "2026-11-19T10:00:00.000Z",
  read: true,
};

/** The API as the screen sees it; the sign-in token's own request answers no token. */
const stubApi = (answer: (call: ApiCall) => ApiAnswer | undefined) =>
  stubAnyApi((call) => (call.path.startsWith("/auth/") ? { json: {} } : answer(call)));

describe("NotificationsPage", () => {
  it("lists notifications with their text, links to their targets and which are unread", async () => {
    stubApi((call) => (call.path === "/notifications" ? { json: [comment, follow] } : undefined));
    renderScreen(<NotificationsPage />, { path: "/notifications" });
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeInTheDocument();
    const commented = await screen.findByRole("link", { name: "Ada commented on “Tide tables”" });
    expect(commented).toHaveAttribute("href", "/@wanda/tide-tables");
    expect(screen.getByRole("link", { name: "A Remote Reader followed you" })).toHaveAttribute(
      "href",
      "https://remote.example/users/reader",
    );
    const items = screen.getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Unread")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText("Unread")).not.toBeInTheDocument();
  });

  it("marks all as read, then shows them read and offers the button no more", async () => {
    let read = false;
    const api = stubApi((call) => {
      if (call.path === "/notifications") return { json: [{ ...comment, read }] };
      if (call.path === "/notifications/read" && call.method === "POST") {
        read = true;
        return { json: { marked: 1 } };
      }
      return undefined;
    });
    renderScreen(<NotificationsPage />, { path: "/notifications" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ all: true });
    await waitFor(() => expect(screen.queryByText("Unread")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
  });

  it("loads older notifications from the Link header's next page", async () => {
    const api = stubApi((call) => {
      if (call.path !== "/notifications") return undefined;
      return call.query.get("cursor")
        ? { json: [follow] }
        : { json: [comment], headers: { link: '</api/notifications?limit=20&cursor=abc>; rel="next"' } };
    });
    renderScreen(<NotificationsPage />, { path: "/notifications" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Show older notifications" }));
    expect(await screen.findByRole("link", { name: "A Remote Reader followed you" })).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get("cursor")).toBe("abc");
    expect(screen.queryByRole("button", { name: "Show older notifications" })).not.toBeInTheDocument();
  });

  it("says so when there are none, and offers Retry when loading fails", async () => {
    let fail = true;
    stubApi((call) => {
      if (call.path !== "/notifications") return undefined;
      return fail ? { status: 503, json: { message: "Down" } } : { json: [] };
    });
    renderScreen(<NotificationsPage />, { path: "/notifications" });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load your notifications.");
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText("You have no notifications yet.")).toBeInTheDocument();
  });
  it("speaks the reader's language: each kind's sentence, its date and the screen's words (issue 59)", async () => {
    stubApi((call) => (call.path === "/notifications" ? { json: [comment, follow] } : undefined));
    renderScreen(<NotificationsPage />, { path: "/notifications", language: "de" });
    expect(await screen.findByRole("heading", { name: "Benachrichtigungen" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Ada hat „Tide tables“ kommentiert" })).toHaveAttribute(
      "href",
      "/@wanda/tide-tables",
    );
    expect(screen.getByRole("link", { name: "A Remote Reader folgt Ihnen jetzt" })).toBeInTheDocument();
    expect(screen.getByText("Ungelesen")).toBeInTheDocument();
    expect(screen.getByText("20. November 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Alle als gelesen markieren" })).toBeInTheDocument();
  });
});
