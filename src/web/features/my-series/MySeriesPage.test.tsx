import { SERIES_MESSAGES } from "@shared/series";
import type { OwnSeries } from "@shared/series-schemas";
import { type ApiCall, stubApi } from "@test/web/apiStub";
import { AUTHOR, fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import MySeriesPage from "./MySeriesPage";

vi.mock("@web/lib/toast");
vi.mock("@web/lib/confirm");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const author = { handle: "arthur", name: "Arthur Author", image: null };
const post = (id: string, title: string) => ({ _id: id, title, url: `/@arthur/${id}`, status: "published" as const });
const POSTS = [post("p1", "First part"), post("p2", "Second part"), post("p3", "Third part")];

function series(posts = POSTS.slice(0, 2)): OwnSeries {
  return {
    id: "s1",
    slug: "my-serial",
    title: "My serial",
    description: "A story in parts",
    url: "/@arthur/series/my-serial",
    author,
    posts,
  };
}

/** A server holding the writer's series, answering GET, POST, PUT and DELETE the way the API does. */
function serve(initial: OwnSeries[], answer: (call: ApiCall) => { status?: number; json?: unknown } | undefined) {
  let held = initial;
  return stubApi((call) => {
    if (call.path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (call.path === "/myBlogs") return { json: POSTS.map(({ _id, title }) => ({ _id, title })) };
    const custom = answer(call);
    if (custom) return custom;
    if (call.path === "/me/series") return { json: held };
    if (call.method === "PUT" && call.path === "/series/s1") {
      const ids = (call.body as { posts: string[] }).posts;
      held = held.map((one) => ({ ...one, posts: ids.map((id) => POSTS.find((p) => p._id === id) ?? post(id, id)) }));
      return { json: held[0] };
    }
    if (call.method === "DELETE" && call.path === "/series/s1") {
      held = [];
      // The API answers 204; the stub's Response cannot carry its empty body with that status.
      return { status: 200 };
    }
    return undefined;
  });
}

const open = () => renderScreen(<MySeriesPage />, { auth: fakeAuth({ user: AUTHOR }), path: "/series" });

describe("My Series screen", () => {
  it("creates a series from the labelled Title and Description fields", async () => {
    let held: OwnSeries[] = [];
    const { calls } = serve([], (call) => {
      if (call.path === "/me/series") return { json: held };
      if (call.method === "POST" && call.path === "/series") {
        held = [{ ...series([]), title: "Fresh run" }];
        return { status: 201, json: { id: "s1", slug: "fresh-run" } };
      }
      return undefined;
    });
    open();
    expect(await screen.findByText("You have no series yet.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Fresh run");
    await user.type(screen.getByLabelText("Description"), "Short tales");
    await user.click(screen.getByRole("button", { name: "Create series" }));

    expect(await screen.findByRole("link", { name: "Fresh run" })).toHaveAttribute("href", "/@arthur/series/my-serial");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Fresh run",
      description: "Short tales",
    });
    expect(showToast).toHaveBeenCalledWith("success", "Series created.");
    expect(screen.getByLabelText("Title")).toHaveValue("");
  });

  it("shows the server's message on the Title field when it refuses the series", async () => {
    serve([], (call) =>
      call.method === "POST" ? { status: 400, json: { message: SERIES_MESSAGES.titleRequired } } : undefined,
    );
    open();
    await screen.findByText("You have no series yet.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Create series" }));
    expect(await screen.findByText(SERIES_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Title")).toHaveFocus();
  });

  it("moves a post down by sending the whole new order, and keeps focus on the moved post", async () => {
    const { calls } = serve([series()], () => undefined);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Move down: First part" }));

    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe("/series/s1");
    expect(put?.body).toEqual({ posts: ["p2", "p1"] });
    const order = () => {
      const list = screen.getByRole("heading", { name: "Posts in order" }).nextElementSibling as HTMLElement;
      return within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.slice(0, 14));
    };
    await vi.waitFor(() => expect(order()).toEqual(["1. Second part", "2. First part "]));
    // Now last, it can only go up: focus lands there rather than on a disabled button.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Move up: First part" })).toHaveFocus());
    expect(showToast).toHaveBeenCalledWith("success", 'Moved "First part".');
  });

  it("removes a post and adds one not yet in the series", async () => {
    const { calls } = serve([series()], () => undefined);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove: First part" }));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ posts: ["p2"] });
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Remove: First part" })).toBeNull());

    const select = screen.getByLabelText("Add a post");
    expect(within(select).queryByRole("option", { name: "Second part" })).toBeNull();
    await user.selectOptions(select, "Third part");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({ posts: ["p2", "p3"] });
    expect(await screen.findByRole("button", { name: "Remove: Third part" })).toBeInTheDocument();
  });

  it("deletes a series only after the confirmation", async () => {
    const { calls } = serve([series()], () => undefined);
    open();
    const user = userEvent.setup();
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    await user.click(await screen.findByRole("button", { name: "Delete series" }));
    expect(confirmDanger).toHaveBeenCalledWith('Delete the series "My serial"?', expect.any(String), "Delete series");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    await user.click(screen.getByRole("button", { name: "Delete series" }));
    expect(await screen.findByText("You have no series yet.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/series/s1"]);
    expect(showToast).toHaveBeenCalledWith("success", "Series deleted.");
  });

  it("says why a change failed and leaves the order as it was", async () => {
    serve([series()], (call) =>
      call.method === "PUT" ? { status: 503, json: { message: "The database is not answering." } } : undefined,
    );
    open();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Move down: First part" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "The database is not answering."));
    expect(screen.getByRole("button", { name: "Move down: First part" })).toBeEnabled();
  });
});

describe("My Series in the reader's language (issue 59)", () => {
  it("draws the form, the card and its controls in German, and says a move in German", async () => {
    serve([series()], () => undefined);
    renderScreen(<MySeriesPage />, { auth: fakeAuth({ user: AUTHOR }), path: "/series", language: "de" });
    expect(await screen.findByRole("heading", { name: "Neue Serie" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Serie erstellen" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "My serial" });
    expect(within(card).getByLabelText("Titel der Serie")).toHaveValue("My serial");
    expect(within(card).getByText("Beiträge in Reihenfolge")).toBeInTheDocument();
    expect(within(card).getAllByText("(Veröffentlicht)")).toHaveLength(2);
    await userEvent.setup().click(within(card).getByRole("button", { name: "Nach unten: First part" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "„First part“ wurde verschoben."));
  });
});
