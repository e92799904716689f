import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import type { Blog } from "../../../shared/schemas";
import { showAlert, showTimedAlert } from "../../lib/alerts";
import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch } from "../../test/renderWithAuth";
import UpdatePage from "./UpdatePage";

vi.mock("../../lib/alerts");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const BLOG: Blog = {
  _id: "a".repeat(24),
  title: "Old title",
  image: "https://example.com/i.png",
  category: "Travel",
  shortDesc: "short",
  longDesc: "long words here",
  email: AUTHOR.email,
  username: AUTHOR.displayName,
  wordCount: 3,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
};

function open(user = AUTHOR, put: { status?: number; json?: unknown } = { json: { modifiedCount: 1 } }) {
  const fetches = stubFetch({
    "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
    [`GET /api/allBlogs/${BLOG._id}`]: () => ({ json: BLOG }),
    [`PUT /api/blogs/${BLOG._id}`]: () => put,
  });
  const view = renderScreen(<UpdatePage />, {
    auth: fakeAuth({ user }),
    path: "/update/:id",
    at: `/update/${BLOG._id}`,
    routes: [
      { path: "/Blogs", element: <p>all blogs</p> },
      { path: "/profile", element: <p>profile</p> },
    ],
  });
  return { ...view, ...fetches };
}

describe("Update blog", () => {
  it("refuses a reader who is not the author", async () => {
    open(READER);
    expect(await screen.findByText(MESSAGES.notAuthorizedUpdate)).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
  });

  it("says when the blog cannot be loaded", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET /api/allBlogs/${BLOG._id}`]: () => ({ status: 404, json: { message: "Not found" } }),
    });
    renderScreen(<UpdatePage />, { auth: fakeAuth({ user: AUTHOR }), path: "/update/:id", at: `/update/${BLOG._id}` });
    expect(await screen.findByText(MESSAGES.loadBlogFailed)).toBeInTheDocument();
  });

  it("requires title and description before calling the server", async () => {
    const { calls } = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Title"));
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.updateRequired }));
    expect(calls.some((call) => call.key.startsWith("PUT"))).toBe(false);
  });

  it("sends SPEC's four fields, says 'Task Updated!' and goes to /Blogs", async () => {
    const { calls, router } = open();
    const user = userEvent.setup();
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    await user.type(title, "New title");
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/Blogs"));
    const put = calls.find((call) => call.key.startsWith("PUT"));
    expect(put?.body).toEqual({
      title: "New title",
      category: "Travel",
      image: BLOG.image,
      longDesc: BLOG.longDesc,
      draft: false,
    });
    expect(put?.headers.authorization).toBe("Bearer h.e30.s");
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Task Updated!", undefined, 1500);
  });

  it("'Save draft' sends draft: true and goes to Profile", async () => {
    const { calls, router } = open();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save draft" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(calls.find((call) => call.key.startsWith("PUT"))?.body).toMatchObject({ draft: true });
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Draft Saved", expect.any(String), 2000);
  });

  it("says 'No changes were made.' when nothing changed", async () => {
    open(AUTHOR, { json: { modifiedCount: 0 } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Update Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.noChanges }));
  });

  it("shows the server's refusal of a non-author", async () => {
    open(AUTHOR, { status: 403, json: { message: "Forbidden" } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Update Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.notAuthorizedUpdate }));
  });

  it("offers the five categories as suggestions for the free-text category", async () => {
    open();
    const category = await screen.findByLabelText("Category");
    const listId = category.getAttribute("list") ?? "";
    const options = [...(document.getElementById(listId)?.querySelectorAll("option") ?? [])].map((o) => o.value);
    expect(options).toEqual(["Technology", "Travel", "Education", "Health", "Lifestyle"]);
  });
});
