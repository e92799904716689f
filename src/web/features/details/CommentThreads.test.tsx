import { COMMENT_DELETED } from "@shared/comment-threads";
import type { Comment } from "@shared/schemas";
import { makeComment, sampleBlog } from "@test/web/blogFixtures";
import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch, testQueryClient } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert } from "@web/lib/alerts";
import { queryKeys } from "@web/lib/queryKeys";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CommentPages } from "./api/getComments";
import { CommentList } from "./CommentList";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const blog = sampleBlog();
const TOKEN = { "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }) };

const loaded = (comments: Comment[], total = comments.length): CommentPages => ({
  pages: [{ comments, total }],
  pageParams: [undefined],
});

function thread() {
  const parent = makeComment({ blogId: blog._id, username: "Otto", email: "otto@example.com", comment: "Question?" });
  const reply = makeComment({
    blogId: blog._id,
    username: "Rita",
    email: "rita@example.com",
    comment: "An answer.",
    parentId: parent._id,
  });
  return { parent: { ...parent, parentId: null, replies: [reply] }, reply };
}

function show(comments: Comment[], user = READER) {
  const client = testQueryClient();
  client.setQueryData(queryKeys.comments(blog._id), loaded(comments));
  const view = renderScreen(<CommentList comments={comments} blog={blog} />, { auth: fakeAuth({ user }), client });
  return { ...view, client };
}

describe("comment threads", () => {
  it("shows replies in a nested list under their comment", () => {
    const { parent } = thread();
    show([parent]);
    const replies = screen.getByRole("list", { name: "Replies to Otto" });
    expect(within(replies).getAllByRole("listitem")).toHaveLength(1);
    expect(within(replies).getByText("An answer.")).toBeInTheDocument();
    // Nested inside the parent's own item, not beside it.
    expect(screen.getByText("Question?").closest("li")).toContainElement(replies);
  });

  it("shows a deleted comment with replies as 'comment deleted', with no author", () => {
    const { parent } = thread();
    const placeholder: Comment = { ...parent, username: "", userPhoto: "", email: "", comment: "", deleted: true };
    show([placeholder]);
    expect(screen.getByText(COMMENT_DELETED)).toBeInTheDocument();
    expect(screen.queryByText("Anonymous")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Replies" })).toHaveTextContent("An answer.");
  });

  it("opens a labelled reply field with focus, and Cancel closes it and returns focus", async () => {
    const { parent } = thread();
    show([parent]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reply to Otto" }));
    const field = screen.getByLabelText("Your reply to Otto");
    await vi.waitFor(() => expect(field).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Your reply to Otto")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Reply to Otto" })).toHaveFocus());
  });

  it("reaches the reply field by keyboard alone", async () => {
    const { parent } = thread();
    show([parent]);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Reply to Otto" }).focus();
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(screen.getByLabelText("Your reply to Otto")).toHaveFocus());
  });

  it("posts a reply with its parent and shows it last in the thread, keeping the count", async () => {
    const { parent, reply } = thread();
    const created: Comment = makeComment({
      blogId: blog._id,
      username: READER.displayName,
      email: READER.email,
      comment: "Me too.",
      parentId: parent._id,
    });
    const { calls } = stubFetch({ ...TOKEN, "POST /api/comments": () => ({ status: 201, json: created }) });
    const { client } = show([parent]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reply to Rita" }));
    await user.type(screen.getByLabelText("Your reply to Rita"), "  Me too. ");
    await user.click(screen.getByRole("button", { name: "Post Reply" }));
    await vi.waitFor(() =>
      expect(client.getQueryData(queryKeys.comments(blog._id))).toEqual(
        loaded([{ ...parent, replies: [reply, created] }], 1),
      ),
    );
    // A reply to a reply names the reply; the server files it under the thread's top comment.
    expect(calls.find((call) => call.key === "POST /api/comments")?.body).toMatchObject({
      blogId: blog._id,
      parentId: reply._id,
      comment: "Me too.",
    });
  });

  it("shows the server's refusal of a reply next to the field", async () => {
    const { parent } = thread();
    stubFetch({
      ...TOKEN,
      "POST /api/comments": () => ({
        status: 400,
        json: { message: "The comment you are replying to is not on this post." },
      }),
    });
    show([parent]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reply to Otto" }));
    await user.type(screen.getByLabelText("Your reply to Otto"), "Hello");
    await user.click(screen.getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("The comment you are replying to is not on this post.")).toBeInTheDocument();
  });

  it("offers no Reply to visitors or to the post's writer", () => {
    const { parent } = thread();
    const writer = show([parent], AUTHOR);
    expect(screen.queryByRole("button", { name: /^Reply/u })).not.toBeInTheDocument();
    writer.unmount();
    renderScreen(<CommentList comments={[parent]} blog={blog} />, { auth: fakeAuth({ user: null }) });
    expect(screen.getByText("An answer.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Reply/u })).not.toBeInTheDocument();
  });

  it("keeps a deleted comment with replies as a placeholder, and drops it with its last reply", async () => {
    const { parent, reply } = thread();
    const mine: Comment = { ...parent, username: READER.displayName, email: READER.email };
    stubFetch({
      ...TOKEN,
      [`DELETE /api/comments/${parent._id}`]: () => ({ json: { acknowledged: true, deletedCount: 1 } }),
    });
    const { client } = show([mine], AUTHOR);
    vi.mocked(showAlert).mockResolvedValue({ isConfirmed: true, isDenied: false, isDismissed: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: `Delete comment by ${READER.displayName}` }));
    await vi.waitFor(() =>
      expect(client.getQueryData<CommentPages>(queryKeys.comments(blog._id))?.pages[0]).toEqual({
        comments: [
          expect.objectContaining({ _id: parent._id, deleted: true, comment: "", username: "", replies: [reply] }),
        ],
        total: 1,
      }),
    );
  });
});
