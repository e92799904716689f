import { randomBytes } from "node:crypto";
import { type Activity, Announce, Create, Like, Note } from "@fedify/vocab";
import { type Notification, notificationSchema } from "@shared/notification-schemas";
import type { Me } from "@shared/profile";
import type { Blog } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { postSignedFollow, startFederatedApp } from "@test/server/federated-app";
import { engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const hex = () => randomBytes(6).toString("hex");

/** The fediverse's producers, over real loopback HTTP with real signatures. */
describe.each(engines)("notifications from the fediverse ($name)", ({ url }) => {
  let t: TestApp;
  let remote: RemoteServer;
  let base: string;
  let writer: TestUser;
  let writerMe: Me;
  let remoteHandle: string;
  beforeAll(async () => {
    t = await startFederatedApp(url());
    base = t.app.config.baseUrl;
    remote = await startRemoteServer();
    remoteHandle = `@reader@${new URL(remote.base).host}`;
    writer = await signUpUser(t.app, { name: `Ada ${hex()}` });
    writerMe = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<Me>();
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.store.db.deleteFrom("notification").execute();
  });

  const list = async (): Promise<Notification[]> => {
    const response = await t.app.inject({ url: "/api/notifications", headers: bearer(writer.token) });
    expect(response.statusCode).toBe(200);
    return notificationSchema.array().parse(response.json());
  };

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

  const publish = async (): Promise<Blog> => {
    const id = await postBlog(t.app, writer.token, { title: `Sea ${hex()}` });
    return (await t.app.inject({ url: `/api/allBlogs/${id}` })).json<Blog>();
  };

  it("tells the writer of a remote follower once, with the follower's name, handle and profile", async () => {
    expect(await postSignedFollow(t, remote, writerMe.id)).toBeLessThan(300);
    expect(await postSignedFollow(t, remote, writerMe.id)).toBeLessThan(300);
    const items = await list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: "follow",
      actor: { name: "A Remote Reader", handle: remoteHandle },
      target: { url: remote.actorUri.href },
    });
    // The first signed request fetches and checks keys on both sides: slow on a busy machine.
  }, 60_000);

  it("tells the writer of a fediverse reply once, even when it is delivered again", async () => {
    const post = await publish();
    const note = new Note({
      id: new URL(`${remote.base}/notes/${hex()}`),
      attribution: remote.actorUri,
      replyTarget: new URL(`${base}${post.url}`),
      content: "<p>Lovely</p>",
    });
    remote.serveNote(note);
    const create = () =>
      new Create({ id: new URL(`${remote.base}/creates/${hex()}`), actor: remote.actorUri, object: note });
    await send(create());
    await send(create());
    const items = await list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: "fediverse-reply",
      actor: { name: "A Remote Reader", handle: remoteHandle },
      target: { title: post.title, url: post.url },
    });
  });

  it("tells the writer of a Like and a boost, once each per account", async () => {
    const post = await publish();
    const object = new URL(`${base}/ap/posts/${post._id}`);
    const like = () => new Like({ id: new URL(`${remote.base}/likes/${hex()}`), actor: remote.actorUri, object });
    await send(like());
    await send(like());
    await send(new Announce({ id: new URL(`${remote.base}/announces/${hex()}`), actor: remote.actorUri, object }));
    const items = await list();
    expect(items.map((n) => n.type).sort()).toEqual(["boost", "like"]);
    for (const item of items) expect(item.target).toEqual({ title: post.title, url: post.url });
  });
});
