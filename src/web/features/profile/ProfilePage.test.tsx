import { type ApiCall, stubApi } from "@test/web/apiStub";
import { makeBlog } from "@test/web/blogFixtures";
import { AUTHOR, fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert } from "@web/lib/alerts";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProfilePage from "./ProfilePage";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const draft = { ...makeBlog({ title: "Half done", draft: true, email: AUTHOR.email }), sentTo: 0 };
const published = { ...makeBlog({ title: "Out there", draft: false, email: AUTHOR.email }), sentTo: 1 };
const scheduledAt = "2026-12-01T08:00:00.000Z";
const scheduled = {
  ...makeBlog({ title: "Coming soon", draft: true, email: AUTHOR.email }),
  status: "scheduled" as const,
  publishAt: scheduledAt,
  sentTo: 0,
};
const older = { ...makeBlog({ title: "Old news", draft: false, email: AUTHOR.email }), sentTo: 1204 };

function serve(extra: (call: ApiCall) => { json?: unknown } | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (call.path === "/myBlogs") {
      const offset = Number(call.query.get("offset"));
      return { json: offset === 0 ? [draft, published] : [older], headers: { "X-Total-Count": "3" } };
    }
    return extra(call);
  });
}

function open() {
  return renderScreen(<ProfilePage />, {
    auth: fakeAuth({ user: AUTHOR }),
    path: "/profile",
    routes: [{ path: "/update/:id", element: <p>update</p> }],
  });
}

describe("Profile: My blogs", () => {
  it("lists drafts and published blogs with their state and pages with 'Load more'", async () => {
    serve();
    open();
    const region = await screen.findByRole("region", { name: /My Blogs/u });
    const rows = await within(region).findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Draft");
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Publish Half done" })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Published");
    expect(within(rows[1] as HTMLElement).queryByRole("button", { name: /Publish/u })).not.toBeInTheDocument();
    expect(region).toHaveTextContent("(3)");
    // How far each published post's mail went; a draft went nowhere and says nothing.
    expect(rows[0]).not.toHaveTextContent("sent to");
    expect(rows[1]).toHaveTextContent("sent to 1 reader");
    expect(rows[1]).not.toHaveTextContent("readers");

    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(region).findByText("Old news")).toBeInTheDocument();
    expect(within(region).getByText("sent to 1,204 readers")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("Edit goes to the update screen", async () => {
    serve();
    const { router } = open();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Edit Out there" }));
    expect(router.state.location.pathname).toBe(`/update/${published._id}`);
  });

  it("publishes a draft with draft: false", async () => {
    const { calls } = serve((call) =>
      call.method === "PUT" ? { json: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } } : undefined,
    );
    open();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Publish Half done" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe(`/blogs/${draft._id}`);
    expect(put?.body).toEqual({ title: draft.title, longDesc: draft.longDesc, draft: false });
  });

  it("deletes only after confirmation", async () => {
    const { calls } = serve((call) =>
      call.method === "DELETE" ? { json: { acknowledged: true, deletedCount: 1 } } : undefined,
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Out there" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ showCancelButton: true }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    vi.mocked(showAlert).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    await user.click(screen.getByRole("button", { name: "Delete Out there" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });

  it("invites a writer without blogs to write one", async () => {
    stubApi((call) => {
      if (call.path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (call.path === "/myBlogs") return { json: [], headers: { "X-Total-Count": "0" } };
      return undefined;
    });
    open();
    expect(await screen.findByText("You have not written any blogs yet.")).toBeInTheDocument();
  });
});

describe("Profile: a scheduled post", () => {
  it("says 'Scheduled for …' in the reader's own time zone", async () => {
    stubApi((call) => {
      if (call.path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (call.path === "/myBlogs") return { json: [scheduled], headers: { "X-Total-Count": "1" } };
      return undefined;
    });
    open();
    const region = await screen.findByRole("region", { name: /My Blogs/u });
    const [row] = await within(region).findAllByRole("listitem");
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(scheduledAt),
    );
    expect(row).toHaveTextContent("Scheduled");
    expect(row).toHaveTextContent(`Scheduled for ${when} (${Intl.DateTimeFormat().resolvedOptions().timeZone})`);
    expect(row).not.toHaveTextContent("Draft");
    expect(row).not.toHaveTextContent("sent to");
  });
});

describe("Profile in the reader's language (issue 59)", () => {
  it("draws the list, each row's state, counts and buttons in German", async () => {
    serve();
    renderScreen(<ProfilePage />, { auth: fakeAuth({ user: AUTHOR }), path: "/profile", language: "de" });
    const region = await screen.findByRole("region", { name: /Meine Blogs/u });
    const rows = await within(region).findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Entwurf");
    expect(
      within(rows[0] as HTMLElement).getByRole("button", { name: "Half done veröffentlichen" }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Veröffentlicht");
    expect(rows[1]).toHaveTextContent("an 1 Leser gesendet");
    expect(rows[1]).toHaveTextContent(/\d+ Wörter|1 Wort/u);
    expect(screen.getByRole("link", { name: "Profil bearbeiten" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mehr laden" })).toBeInTheDocument();
  });
});
