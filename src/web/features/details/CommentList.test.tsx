import { MESSAGES } from "@shared/messages";
import type { Comment } from "@shared/schemas";
import { makeComment, sampleBlog } from "@test/web/blogFixtures";
import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch, testQueryClient } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { queryKeys } from "@web/lib/queryKeys";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CommentPages } from "./api/getComments";
import type { ModeratedComment } from "./api/moderatedComment";
import { CommentList } from "./CommentList";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const blog = sampleBlog();
const readers = makeComment({ blogId: blog._id, username: READER.displayName, email: READER.email, comment: "Mine" });
const others = makeComment({ blogId: blog._id, username: "Otto", email: "otto@example.com", comment: "Theirs" });

function show(comments: Comment[], user = READER) {
  const client = testQueryClient();
  client.setQueryData(queryKeys.comments(blog._id), loaded(comments));
  const view = renderScreen(<CommentList comments={comments} blog={blog} />, { auth: fakeAuth({ user }), client });
  return { ...view, client };
}

/** The comments cache as the details page fills it: one loaded page. */
const loaded = (comments: Comment[], total = comments.length): CommentPages => ({
  pages: [{ comments, total }],
  pageParams: [undefined],
});

const TOKEN = { "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }) };

describe("CommentList", () => {
  it("offers Edit and Delete on one's own comment only, and marks edited comments", () => {
    show([readers, { ...others, editedAt: "2026-01-03T00:00:00.000Z" }]);
    const [mine, theirs] = screen.getAllByRole("listitem");
    expect(within(mine as HTMLElement).getByRole("button", { name: /Edit comment/u })).toBeInTheDocument();
    expect(within(mine as HTMLElement).getByRole("button", { name: /Delete comment/u })).toBeInTheDocument();
    // Someone else's comment can only be answered (issue 44) or reported (issue 24).
    expect(
      within(theirs as HTMLElement)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Reply", "Report"]);
    expect(theirs).toHaveTextContent("(edited)");
    expect(mine).not.toHaveTextContent("(edited)");
  });

  it("lets the blog's author delete anyone's comment, but not edit it", () => {
    show([others], AUTHOR);
    expect(screen.getByRole("button", { name: "Delete comment by Otto" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit/u })).not.toBeInTheDocument();
  });

  it("edits in place with the posting rules and shows the server's copy", async () => {
    const edited = { ...readers, comment: "Better", editedAt: "2026-01-03T00:00:00.000Z" };
    const { calls } = stubFetch({ ...TOKEN, [`PATCH /api/comments/${readers._id}`]: () => ({ json: edited }) });
    const { client } = show([readers]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Edit comment/u }));
    const box = screen.getByLabelText("Edit your comment");
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.emptyCommentTitle }));
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, " Better ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.comments(blog._id))).toEqual(loaded([edited])));
    expect(calls.find((call) => call.key.startsWith("PATCH"))?.body).toEqual({ comment: "Better" });
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Comment Updated", undefined, 1500);
  });

  it("deletes only after confirmation", async () => {
    const { calls } = stubFetch({
      ...TOKEN,
      [`DELETE /api/comments/${others._id}`]: () => ({ json: { acknowledged: true, deletedCount: 1 } }),
    });
    const { client } = show([others], AUTHOR);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete comment by Otto" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ showCancelButton: true }));
    expect(calls).toHaveLength(0);

    vi.mocked(showAlert).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    await user.click(screen.getByRole("button", { name: "Delete comment by Otto" }));
    // Gone from the list, and from the count the heading shows.
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.comments(blog._id))).toEqual(loaded([], 0)));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(true);
  });
});

describe("CommentList with replies from the fediverse", () => {
  const remote = makeComment({
    blogId: blog._id,
    username: "Rosa Remote",
    userPhoto: "https://social.example/avatars/rosa.png",
    email: "",
    comment: "Lovely piece",
    remote: true,
    authorUrl: "https://social.example/@rosa",
    authorHandle: "@rosa@social.example",
  });

  it("names the remote author with a link to their profile, their handle, avatar and where it came from", () => {
    show([remote], READER);
    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("link", { name: "Rosa Remote" })).toHaveAttribute(
      "href",
      "https://social.example/@rosa",
    );
    expect(within(item).getByRole("img", { name: "Rosa Remote" })).toHaveAttribute(
      "src",
      "https://social.example/avatars/rosa.png",
    );
    expect(item).toHaveTextContent("@rosa@social.example");
    expect(item).toHaveTextContent("via the fediverse");
    expect(within(item).queryByRole("button", { name: /Edit|Delete/u })).not.toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Report comment by Rosa Remote" })).toBeInTheDocument();
  });

  it("lets the blog's author delete a remote reply but never edit it", () => {
    show([remote], AUTHOR);
    expect(screen.getByRole("button", { name: "Delete comment by Rosa Remote" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit/u })).not.toBeInTheDocument();
  });
});

describe("CommentList moderation (issue 24)", () => {
  it("marks a held comment for the post's writer, who approves it", async () => {
    const held: ModeratedComment = { ...others, held: true };
    const { calls } = stubFetch({
      ...TOKEN,
      "GET /api/me": () => ({ json: { role: "member" } }),
      [`POST /api/admin/comments/${others._id}/approve`]: () => ({ json: { ok: true } }),
    });
    const { client } = show([held], AUTHOR);
    expect(screen.getByText("Held for review")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Approve comment by Otto" }));
    // The list the page reads loses the mark at once.
    await vi.waitFor(() =>
      expect((client.getQueryData(queryKeys.comments(blog._id)) as CommentPages).pages[0]?.comments[0]).toMatchObject({
        _id: others._id,
        held: false,
      }),
    );
    expect(calls.some((call) => call.key === `POST /api/admin/comments/${others._id}/approve`)).toBe(true);
  });

  it("does not let the commenter approve their own held comment", async () => {
    stubFetch({ ...TOKEN, "GET /api/me": () => ({ json: { role: "member" } }) });
    const mine: ModeratedComment = { ...readers, held: true };
    show([mine]);
    expect(screen.getByText("Held for review")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: /Approve/u })).not.toBeInTheDocument());
  });
});
