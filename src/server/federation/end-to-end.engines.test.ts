import { randomBytes } from "node:crypto";
import { signRequest } from "@fedify/fedify";
import {
  type Activity,
  Article,
  Create,
  type Delete,
  Follow,
  Note,
  Person,
  Tombstone,
  Undo,
  type Update,
} from "@fedify/vocab";
import type { Me } from "@shared/profile";
import type { Comment } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { startFederatedApp } from "@test/server/federated-app";
import { engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const AS_JSON = "application/activity+json";
const hex = () => randomBytes(4).toString("hex");

/**
 * Issue 23's check, in order, as one reader on another server lives it: a Fedify server on loopback
 * finds a writer, is refused unsigned, follows, sees posts come, change and go (never a draft), replies,
 * and after unfollowing hears nothing more. Real HTTP and real signatures both ways.
 */
describe.each(engines)("a Mastodon-like reader follows an Inkwell writer ($name)", ({ url }) => {
  let t: TestApp;
  let remote: RemoteServer;
  let base: string;
  let user: TestUser;
  let writer: Me;
  let actor: Person;
  let follow: Follow;
  let postId = "";

  beforeAll(async () => {
    t = await startFederatedApp(url());
    base = t.app.config.baseUrl;
    remote = await startRemoteServer();
    user = await signUpUser(t.app, { name: `Marta ${hex()}` });
    writer = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });

  /** What the reader's server takes while `act` runs and every job it caused has run. */
  async function heardDuring(act: () => Promise<unknown>): Promise<Activity[]> {
    const before = remote.received.length;
    await act();
    // The post's own job first, then the deliveries it wrote.
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    return remote.received.slice(before);
  }
  const kinds = (activities: Activity[]) => activities.map((activity) => activity.constructor.name);

  it("discovers the writer by WebFinger and reads their actor", async () => {
    const host = new URL(base).host;
    const finger = await fetch(`${base}/.well-known/webfinger?resource=acct:${writer.handle}@${host}`);
    expect(finger.status).toBe(200);
    const { links } = (await finger.json()) as { links: Array<{ rel: string; type?: string; href?: string }> };
    const self = links.find((link) => link.rel === "self" && link.type === AS_JSON)?.href ?? "";
    const found = await remote.context().lookupObject(self);
    if (!(found instanceof Person)) throw new Error("the writer is not a Person");
    actor = found;
    expect(actor.preferredUsername).toBe(writer.handle);
    expect(actor.name).toBe(writer.name);
  });

  it("is refused with 401 when it posts unsigned", async () => {
    follow = new Follow({ id: new URL(`${remote.base}/follows/${hex()}`), actor: remote.actorUri, object: actor.id });
    const body = JSON.stringify(await follow.toJsonLd());
    const unsigned = await fetch(actor.inboxId?.href ?? "", {
      method: "POST",
      headers: { "content-type": AS_JSON },
      body,
    });
    expect(unsigned.status).toBe(401);
    // Signed by the reader's key, then altered: refused the same way.
    const [rsa] = await remote.keys();
    if (!rsa) throw new Error("no key");
    const signed = await signRequest(
      new Request(actor.inboxId?.href ?? "", { method: "POST", headers: { "content-type": AS_JSON }, body }),
      rsa.privateKey,
      rsa.keyId,
      { spec: "draft-cavage-http-signatures-12" },
    );
    const altered = await fetch(signed.url, {
      method: "POST",
      headers: signed.headers,
      body: body.replace("follows", "f"),
    });
    expect(altered.status).toBe(401);
  });

  it("follows and receives the Accept", async () => {
    const heard = await heardDuring(() => remote.context().sendActivity({ identifier: "reader" }, actor, follow));
    expect(kinds(heard)).toEqual(["Accept"]);
    expect(heard[0]?.objectId?.href).toBe(follow.id?.href);
    const author = await t.app.inject({ url: `/api/authors/${writer.handle}` });
    expect(author.json()).toMatchObject({ followerCount: 1 });
  });

  it("receives no draft, then a Create on publish, an Update on edit", async () => {
    let draftId = "";
    const drafted = await heardDuring(async () => {
      draftId = await postBlog(t.app, user.token, { title: "Not Yet", draft: true });
    });
    expect(drafted).toEqual([]);
    const draftArticle = await fetch(`${base}/ap/posts/${draftId}`, { headers: { accept: AS_JSON } });
    expect(draftArticle.status).toBe(404);

    const published = await heardDuring(async () => {
      postId = await postBlog(t.app, user.token, { title: "Harbour Lights", longDesc: "The boats came home." });
    });
    expect(kinds(published)).toEqual(["Create"]);
    const article = await (published[0] as Create).getObject();
    if (!(article instanceof Article)) throw new Error("not an Article");
    expect(article.name?.toString()).toBe("Harbour Lights");
    expect(article.content?.toString()).toContain("The boats came home.");

    const edited = await heardDuring(() =>
      t.app.inject({
        method: "PUT",
        url: `/api/blogs/${postId}`,
        headers: bearer(user.token),
        payload: { title: "Harbour Lights", longDesc: "The boats came home at dawn." },
      }),
    );
    expect(kinds(edited)).toEqual(["Update"]);
    const changed = await (edited[0] as Update).getObject();
    expect(changed instanceof Article && changed.content?.toString()).toContain("at dawn");
  });

  it("replies, and the reply is a comment under the post", async () => {
    const reply = new Note({
      id: new URL(`${remote.base}/notes/${hex()}`),
      attribution: remote.actorUri,
      replyTarget: new URL(`${base}/ap/posts/${postId}`),
      content: "<p>Lovely, <b>thank you</b>.</p>",
    });
    remote.serveNote(reply);
    await remote
      .context()
      .sendActivity(
        { identifier: "reader" },
        actor,
        new Create({ id: new URL(`${remote.base}/creates/${hex()}`), actor: remote.actorUri, object: reply }),
      );
    const comments = (await t.app.inject({ url: `/api/comments/${postId}` })).json<Comment[]>();
    expect(comments).toMatchObject([
      { username: "A Remote Reader", comment: "Lovely, thank you.", authorUrl: remote.actorUri.href },
    ]);
  });

  it("receives a Delete of the Article when the post is deleted", async () => {
    const deleted = await heardDuring(() =>
      t.app.inject({ method: "DELETE", url: `/api/blogs/${postId}`, headers: bearer(user.token) }),
    );
    expect(kinds(deleted)).toEqual(["Delete"]);
    const tombstone = await (deleted[0] as Delete).getObject();
    expect(tombstone).toBeInstanceOf(Tombstone);
    expect(tombstone?.id?.href).toBe(`${base}/ap/posts/${postId}`);
  });

  it("unfollows, and receives nothing after that", async () => {
    await remote
      .context()
      .sendActivity(
        { identifier: "reader" },
        actor,
        new Undo({ id: new URL(`${follow.id?.href}/undo`), actor: remote.actorUri, object: follow }),
      );
    const author = await t.app.inject({ url: `/api/authors/${writer.handle}` });
    expect(author.json()).toMatchObject({ followerCount: 0 });
    const after = await heardDuring(() => postBlog(t.app, user.token, { title: "After You Left" }));
    expect(after).toEqual([]);
  });
});
