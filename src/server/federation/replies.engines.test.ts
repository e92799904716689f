import { randomBytes } from "node:crypto";
import { type Activity, Announce, Create, Delete, Like, Note, Person, Tombstone, Undo, Update } from "@fedify/vocab";
import type { Me } from "@shared/profile";
import type { Blog, Comment } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { startFederatedApp } from "@test/server/federated-app";
import { engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const hex = () => randomBytes(6).toString("hex");

/**
 * What the fediverse sends back, over real loopback HTTP with real signatures: the remote reader
 * replies to a writer's post, edits and deletes the reply, likes and boosts the post and takes it back.
 */
describe.each(engines)("replies and reactions from another server ($name)", ({ url }) => {
  let t: TestApp;
  let remote: RemoteServer;
  let base: string;
  let writer: TestUser;
  let writerMe: Me;
  let other: TestUser;
  beforeAll(async () => {
    t = await startFederatedApp(url());
    base = t.app.config.baseUrl;
    remote = await startRemoteServer();
    writer = await signUpUser(t.app, { name: `Ada ${hex()}` });
    writerMe = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<Me>();
    other = await signUpUser(t.app, { name: `Otto ${hex()}` });
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });

  /** Sends `activity` signed by the remote reader to the writer's inbox, as its server would. */
  async function send(activity: Activity): Promise<void> {
    const inbox = new URL(`${base}/ap/users/${writerMe.id}/inbox`);
    await remote
      .context()
      .sendActivity(
        { identifier: "reader" },
        { id: new URL(`${base}/ap/users/${writerMe.id}`), inboxId: inbox },
        activity,
      );
  }

  function note(replyTo: string, content: string, id = `${remote.base}/notes/${hex()}`): Note {
    const made = new Note({ id: new URL(id), attribution: remote.actorUri, replyTarget: new URL(replyTo), content });
    remote.serveNote(made);
    return made;
  }

  const create = (object: Note) =>
    new Create({ id: new URL(`${remote.base}/creates/${hex()}`), actor: remote.actorUri, object });

  const comments = async (blogId: string) => (await t.app.inject({ url: `/api/comments/${blogId}` })).json<Comment[]>();

  const details = async (blogId: string) => (await t.app.inject({ url: `/api/allBlogs/${blogId}` })).json<Blog>();

  async function publish(): Promise<Blog> {
    return details(await postBlog(t.app, writer.token, { title: `Sea ${hex()}` }));
  }

  it("turns a reply to a post's readable URL into a comment by the remote author, once", async () => {
    const post = await publish();
    const reply = note(`${base}${post.url}`, "<p>Lovely <b>piece</b> &amp; well told.</p>");
    await send(create(reply));
    const [comment, ...rest] = await comments(post._id);
    expect(rest).toEqual([]);
    expect(comment).toMatchObject({
      blogId: post._id,
      username: "A Remote Reader",
      email: "",
      comment: "Lovely piece & well told.",
      remote: true,
      authorUrl: remote.actorUri.href,
      authorHandle: `@reader@${new URL(remote.base).host}`,
    });
    // Redelivered, and sent again in another Create: still one comment.
    await send(create(reply));
    expect(await comments(post._id)).toHaveLength(1);
  });

  it("takes replies to the Article id and to /viewDetails/{id}, and none to unknown posts or drafts", async () => {
    const post = await publish();
    await send(create(note(`${base}/ap/posts/${post._id}`, "By the article id")));
    await send(create(note(`${base}/viewDetails/${post._id}`, "By the details page")));
    expect((await comments(post._id)).map((c) => c.comment).sort()).toEqual([
      "By the article id",
      "By the details page",
    ]);

    const draftId = await postBlog(t.app, writer.token, { title: `Draft ${hex()}`, draft: true });
    await send(create(note(`${base}/viewDetails/${draftId}`, "To a draft")));
    await send(create(note(`${base}/viewDetails/${UNKNOWN_ID}`, "To nothing")));
    await send(create(note(`https://elsewhere.example/viewDetails/${post._id}`, "To another site")));
    const rows = await t.store.db
      .selectFrom("comment")
      .select("body")
      .where("body", "in", ["To a draft", "To nothing", "To another site"])
      .execute();
    expect(rows).toEqual([]);
  });

  it("threads a reply to a remote comment under it, a reply to that reply too, and keeps them when it goes", async () => {
    const post = await publish();
    const first = note(`${base}${post.url}`, "Top of the thread");
    await send(create(first));
    const answer = note(first.id?.href ?? "", "Answering the first");
    await send(create(answer));
    await send(create(note(answer.id?.href ?? "", "Answering the answer")));
    const [thread, ...rest] = await comments(post._id);
    expect(rest).toEqual([]);
    expect(thread).toMatchObject({ comment: "Top of the thread", parentId: null });
    expect(thread?.replies?.map((reply) => [reply.comment, reply.parentId])).toEqual([
      ["Answering the first", thread?._id],
      ["Answering the answer", thread?._id],
    ]);

    // Its author deletes the top of the thread: the replies stay, under a placeholder.
    await send(
      new Delete({
        id: new URL(`${remote.base}/deletes/${hex()}`),
        actor: remote.actorUri,
        object: new Tombstone({ id: first.id }),
      }),
    );
    const [placeholder] = await comments(post._id);
    expect(placeholder).toMatchObject({ _id: thread?._id, deleted: true, comment: "", username: "" });
    expect(placeholder?.replies).toHaveLength(2);
  });

  it("takes no reply to a note that is not a comment here", async () => {
    const post = await publish();
    await send(create(note(`${remote.base}/notes/${hex()}`, "Answering something else")));
    expect(await comments(post._id)).toEqual([]);
    const rows = await t.store.db
      .selectFrom("comment")
      .select("id")
      .where("body", "=", "Answering something else")
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a reply whose note is attributed to someone else", async () => {
    const post = await publish();
    const forged = new Note({
      id: new URL(`${remote.base}/notes/${hex()}`),
      attribution: new URL(`${remote.base}/users/someone_else`),
      replyTarget: new URL(`${base}${post.url}`),
      content: "Not mine",
    });
    await send(create(forged));
    expect(await comments(post._id)).toEqual([]);
  });

  it("keeps an HTML reply as plain text: no script, no tags", async () => {
    const post = await publish();
    await send(
      create(
        note(
          `${base}${post.url}`,
          '<p>Hi<script>alert(1)</script></p><p><a href="https://x.example">link</a><br>end</p>',
        ),
      ),
    );
    expect((await comments(post._id))[0]?.comment).toBe("Hi\n\nlink\nend");
  });

  it("edits on Update and removes on Delete by the same actor only", async () => {
    const post = await publish();
    const reply = note(`${base}${post.url}`, "First take");
    await send(create(reply));
    const edited = note(`${base}${post.url}`, "<p>Second take</p>", reply.id?.href);
    await send(new Update({ id: new URL(`${remote.base}/updates/${hex()}`), actor: remote.actorUri, object: edited }));
    const [comment] = await comments(post._id);
    expect(comment?.comment).toBe("Second take");
    expect(comment?.editedAt).toEqual(expect.any(String));

    await send(
      new Delete({
        id: new URL(`${remote.base}/deletes/${hex()}`),
        actor: remote.actorUri,
        object: new Tombstone({ id: reply.id }),
      }),
    );
    expect(await comments(post._id)).toEqual([]);
  });

  it("lets the post's writer delete a remote comment, and nobody edit it", async () => {
    const post = await publish();
    await send(create(note(`${base}${post.url}`, "Moderate me")));
    const [comment] = await comments(post._id);
    if (!comment) throw new Error("no comment");
    const patch = { method: "PATCH" as const, url: `/api/comments/${comment._id}`, payload: { comment: "Mine now" } };
    expect((await t.app.inject({ ...patch, headers: bearer(writer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ ...patch, headers: bearer(other.token) })).statusCode).toBe(403);
    const remove = { method: "DELETE" as const, url: `/api/comments/${comment._id}` };
    expect((await t.app.inject({ ...remove, headers: bearer(other.token) })).statusCode).toBe(403);
    const done = await t.app.inject({ ...remove, headers: bearer(writer.token) });
    expect(done.statusCode, done.body).toBe(200);
    expect(await comments(post._id)).toEqual([]);
  });

  it("counts Likes and Announces once per actor, and forgets them on Undo", async () => {
    const post = await publish();
    const object = new URL(`${base}/ap/posts/${post._id}`);
    const like = new Like({ id: new URL(`${remote.base}/likes/${hex()}`), actor: remote.actorUri, object });
    const boost = new Announce({
      id: new URL(`${remote.base}/announces/${hex()}`),
      actor: remote.actorUri,
      object: new URL(`${base}${post.url}`),
    });
    await send(like);
    await send(new Like({ id: new URL(`${remote.base}/likes/${hex()}`), actor: remote.actorUri, object }));
    await send(boost);
    expect(await details(post._id)).toMatchObject({ likes: 1, boosts: 1 });
    const byPath = await t.app.inject({ url: `/api/authors/${writerMe.handle}/posts/${post.slug}` });
    expect(byPath.json<Blog>()).toMatchObject({ likes: 1, boosts: 1 });

    // The Like embedded; the Announce named by id only.
    await send(new Undo({ id: new URL(`${remote.base}/undos/${hex()}`), actor: remote.actorUri, object: like }));
    expect(await details(post._id)).toMatchObject({ likes: 0, boosts: 1 });
    await send(new Undo({ id: new URL(`${remote.base}/undos/${hex()}`), actor: remote.actorUri, object: boost.id }));
    expect(await details(post._id)).toMatchObject({ likes: 0, boosts: 0 });
  });

  it("drops a post's reactions and remote comments with the post", async () => {
    const post = await publish();
    await send(create(note(`${base}${post.url}`, "Soon gone")));
    await send(
      new Like({
        id: new URL(`${remote.base}/likes/${hex()}`),
        actor: remote.actorUri,
        object: new URL(`${base}${post.url}`),
      }),
    );
    const gone = await t.app.inject({ method: "DELETE", url: `/api/blogs/${post._id}`, headers: bearer(writer.token) });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.store.db.selectFrom("post_reaction").selectAll().where("blog_id", "=", post._id).execute()).toEqual(
      [],
    );
    expect(await t.store.db.selectFrom("comment").selectAll().where("blog_id", "=", post._id).execute()).toEqual([]);
  });

  it("takes no reply or like from an account the writer blocked, nor for a writer who left the fediverse", async () => {
    const post = await publish();
    const like = () =>
      new Like({
        id: new URL(`${remote.base}/likes/${hex()}`),
        actor: remote.actorUri,
        object: new URL(`${base}${post.url}`),
      });
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/me/fediverse/blocks",
      headers: bearer(writer.token),
      payload: { actor: remote.actorUri.href },
    });
    expect(blocked.statusCode).toBe(201);
    await send(create(note(`${base}${post.url}`, "From a blocked account")));
    await send(like());
    expect(await comments(post._id)).toEqual([]);
    expect(await details(post._id)).toMatchObject({ likes: 0 });

    await t.app.inject({
      method: "DELETE",
      url: `/api/me/fediverse/blocks?target=${encodeURIComponent(remote.actorUri.href)}`,
      headers: bearer(writer.token),
    });
    await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { federated: false },
    });
    // Their inbox is gone with their actor; the shared inbox takes the reply and drops it.
    await expect(send(create(note(`${base}${post.url}`, "To a writer who left")))).rejects.toThrow(/404 Not Found/u);
    await remote
      .context()
      .sendActivity(
        { identifier: "reader" },
        { id: new URL(`${base}/ap/users/${writerMe.id}`), inboxId: new URL(`${base}/ap/inbox`) },
        create(note(`${base}${post.url}`, "To a writer who left, at the shared inbox")),
      );
    expect(await comments(post._id)).toEqual([]);

    await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { federated: true },
    });
    await send(create(note(`${base}${post.url}`, "Welcome back")));
    await send(like());
    expect((await comments(post._id)).map((c) => c.comment)).toEqual(["Welcome back"]);
    expect(await details(post._id)).toMatchObject({ likes: 1 });
  });

  it("shows an account's new name after it Updates itself, and forgets it when it Deletes itself", async () => {
    const post = await publish();
    await send(create(note(`${base}${post.url}`, "Still here")));
    await send(
      new Like({
        id: new URL(`${remote.base}/likes/${hex()}`),
        actor: remote.actorUri,
        object: new URL(`${base}${post.url}`),
      }),
    );
    await send(
      new Update({
        id: new URL(`${remote.base}/updates/${hex()}`),
        actor: remote.actorUri,
        object: new Person({ id: remote.actorUri, preferredUsername: "reader", name: "Renamed Reader" }),
      }),
    );
    expect(await comments(post._id)).toMatchObject([{ username: "Renamed Reader", comment: "Still here" }]);
    // Someone else cannot rename the reader.
    await send(
      new Update({
        id: new URL(`${remote.base}/updates/${hex()}`),
        actor: remote.actorUri,
        object: new Person({ id: new URL(`${remote.base}/users/other`), name: "Impostor" }),
      }),
    );
    expect(await comments(post._id)).toMatchObject([{ username: "Renamed Reader" }]);

    await send(
      new Delete({ id: new URL(`${remote.base}/deletes/${hex()}`), actor: remote.actorUri, object: remote.actorUri }),
    );
    expect(await comments(post._id)).toEqual([]);
    expect(await details(post._id)).toMatchObject({ likes: 0 });
  });
});
