import { randomBytes } from "node:crypto";
import { Follow, Person, Reject } from "@fedify/vocab";
import type { MyFediverse } from "@shared/fediverse";
import type { AuditEntry } from "@shared/moderation-schemas";
import type { AuthorProfile, Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { postSignedFollow, startFederatedApp } from "@test/server/federated-app";
import { engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const AS_JSON = "application/activity+json";
/** Not even JSON: a route that validated before it authorized would answer 400 to it. */
const NOT_JSON = { "content-type": "application/json" };

/**
 * Who federates with whom, over real loopback HTTP with a remote Fedify server: a writer blocking an
 * account, an admin blocking a domain, and a writer leaving the fediverse.
 */
describe.each(engines)("blocks and leaving the fediverse ($name)", ({ url }) => {
  let t: TestApp;
  let remote: RemoteServer;
  let base: string;
  let writer: Me;
  let token: string;
  beforeAll(async () => {
    t = await startFederatedApp(url());
    base = t.app.config.baseUrl;
    remote = await startRemoteServer();
    // The site's first account is its admin (decision 0044); Marta, the writer here, is a member.
    await signUpUser(t.app, { name: `Owner ${randomBytes(4).toString("hex")}` });
    const user = await signUpUser(t.app, { name: `Marta ${randomBytes(4).toString("hex")}` });
    token = user.token;
    writer = (await t.app.inject({ url: "/api/me", headers: bearer(token) })).json<Me>();
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });

  /** The reader follows the writer the way Mastodon does, and the answer (Accept or Reject) is sent. */
  async function follow(): Promise<Follow> {
    const ctx = remote.context();
    const actor = await ctx.lookupObject(`${base}/ap/users/${writer.id}`);
    if (!(actor instanceof Person)) throw new Error("the writer is not a Person");
    const activity = new Follow({
      id: new URL(`${remote.base}/follows/${randomBytes(4).toString("hex")}`),
      actor: remote.actorUri,
      object: actor.id,
    });
    await ctx.sendActivity({ identifier: "reader" }, actor, activity);
    await t.app.jobs.drain();
    return activity;
  }

  const mine = async () =>
    (await t.app.inject({ url: "/api/me/fediverse", headers: bearer(token) })).json<MyFediverse>();
  const answersTo = (activity: Follow) =>
    remote.received.filter((one) => one.objectId?.href === activity.id?.href).map((one) => one.constructor.name);
  const rejects = () => remote.received.filter((one) => one instanceof Reject);

  it("lists a remote follower, with their handle and name, in Settings and on the author page", async () => {
    await follow();
    const host = new URL(remote.base).host;
    const settings = await mine();
    expect(settings).toMatchObject({
      federated: true,
      address: `@${writer.handle}@${new URL(base).host}`,
      followers: [{ actorId: remote.actorUri.href, handle: `@reader@${host}`, name: "A Remote Reader" }],
      blocks: [],
    });
    const page = (await t.app.inject({ url: `/api/authors/${writer.handle}` })).json<AuthorProfile>();
    expect(page.followerCount).toBe(1);
    expect(page.fediverse?.followers).toEqual([
      { handle: `@reader@${host}`, name: "A Remote Reader", url: remote.actorUri.href, icon: null },
    ]);
  });

  it("blocking a follower removes them, tells their server, and Rejects their next Follow until unblocked", async () => {
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/me/fediverse/blocks",
      headers: bearer(token),
      payload: { actor: remote.actorUri.href },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toMatchObject([{ target: remote.actorUri.href, kind: "actor" }]);
    expect((await mine()).followers).toEqual([]);
    const before = rejects().length;
    await t.app.jobs.drain();
    // The Reject of their follow reached the reader's server, signed by the writer.
    expect(rejects()).toHaveLength(before + 1);
    expect(rejects().at(-1)?.actorId?.href).toBe(`${base}/ap/users/${writer.id}`);

    const refused = await follow();
    expect(answersTo(refused)).toEqual(["Reject"]);
    expect((await mine()).followers).toEqual([]);

    const lifted = await t.app.inject({
      method: "DELETE",
      url: `/api/me/fediverse/blocks?target=${encodeURIComponent(remote.actorUri.href)}`,
      headers: bearer(token),
    });
    expect(lifted.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/me/fediverse/blocks?target=${encodeURIComponent(remote.actorUri.href)}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    expect(answersTo(await follow())).toEqual(["Accept"]);
    expect((await mine()).followers).toHaveLength(1);
  });

  it.each([
    [{ actor: "javascript:alert(1)" }, 400],
    [{ actor: "not a url" }, 400],
    [{ actor: "http://localhost:3000/ap/users/x", extra: 1 }, 400],
  ])("refuses a block of %j with a message", async (payload, status) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/me/fediverse/blocks",
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("refuses to block an account of this site, and answers 401 signed out", async () => {
    const own = await t.app.inject({
      method: "POST",
      url: "/api/me/fediverse/blocks",
      headers: bearer(token),
      payload: { actor: `${base}/ap/users/${writer.id}` },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("That address is an account on this site, not on another server.");
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/me/fediverse/blocks",
      payload: { actor: remote.actorUri.href },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/me/fediverse" })).statusCode).toBe(401);
  });

  it("asks who is calling before it reads the body or query: 401 signed out, 403 for a member on the site's", async () => {
    for (const url of ["/api/me/fediverse/blocks", "/api/admin/federation/blocks"]) {
      const post = await t.app.inject({ method: "POST", url, headers: NOT_JSON, payload: "{ not json" });
      expect(post.statusCode, url).toBe(401);
      const lift = await t.app.inject({ method: "DELETE", url });
      expect(lift.statusCode, url).toBe(401);
    }
    const member = { ...bearer(token), ...NOT_JSON };
    const post = await t.app.inject({
      method: "POST",
      url: "/api/admin/federation/blocks",
      headers: member,
      payload: "{ not json",
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe("Only an admin can do this.");
    const lift = await t.app.inject({ method: "DELETE", url: "/api/admin/federation/blocks", headers: bearer(token) });
    expect(lift.statusCode).toBe(403);
  });

  it("lets only an admin block a domain, which drops its followers and Rejects its follows", async () => {
    const member = await t.app.inject({ url: "/api/admin/federation/blocks", headers: bearer(token) });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe("Only an admin can do this.");
    const admin = await signUpUser(t.app, { name: `Admin ${randomBytes(4).toString("hex")}` });
    const adminMe = (await t.app.inject({ url: "/api/me", headers: bearer(admin.token) })).json<Me>();
    await t.store.db.updateTable("profile").set({ role: "admin" }).where("user_id", "=", adminMe.id).execute();

    const domain = new URL(remote.base).hostname;
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/federation/blocks",
      headers: bearer(admin.token),
      payload: { domain: "not a domain!" },
    });
    expect(bad.statusCode).toBe(400);
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/admin/federation/blocks",
      headers: bearer(admin.token),
      payload: { domain: domain.toUpperCase() },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toMatchObject([{ target: domain, kind: "domain" }]);
    expect((await mine()).followers).toEqual([]);
    expect(answersTo(await follow())).toEqual(["Reject"]);

    const lifted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/federation/blocks?target=${domain}`,
      headers: bearer(admin.token),
    });
    expect(lifted.statusCode).toBe(204);
    expect(answersTo(await follow())).toEqual(["Accept"]);

    // Each block and its lifting is in the audit log, as the admin's; the refused ones are not.
    const audit = await t.app.inject({ url: "/api/admin/audit", headers: bearer(admin.token) });
    const target = { type: "domain", id: domain, label: domain };
    expect(audit.json<AuditEntry[]>().filter((entry) => entry.action.startsWith("federation."))).toEqual([
      expect.objectContaining({
        action: "federation.unblock",
        target,
        actor: expect.objectContaining({ id: adminMe.id }),
      }),
      expect.objectContaining({
        action: "federation.block",
        target,
        actor: expect.objectContaining({ id: adminMe.id }),
      }),
    ]);
  });

  it("audits an admin's block of one account with the block, and writes nothing when there is nothing to lift", async () => {
    const admin = await signUpUser(t.app, { name: `Admin ${randomBytes(4).toString("hex")}` });
    const adminMe = (await t.app.inject({ url: "/api/me", headers: bearer(admin.token) })).json<Me>();
    await t.store.db.updateTable("profile").set({ role: "admin" }).where("user_id", "=", adminMe.id).execute();
    const lines = async () =>
      (await t.store.db.selectFrom("audit_log").selectAll().where("actor_id", "=", adminMe.id).execute()).map((row) => [
        row.action,
        row.target_type,
        row.target_id,
      ]);
    const actor = remote.actorUri.href;
    const own = await t.app.inject({
      method: "POST",
      url: "/api/admin/federation/blocks",
      headers: bearer(admin.token),
      payload: { actor: `${base}/ap/users/${writer.id}` },
    });
    expect(own.statusCode).toBe(400);
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/admin/federation/blocks",
      headers: bearer(admin.token),
      payload: { actor },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(await lines()).toEqual([["federation.block", "actor", actor]]);
    const lift = (target: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/admin/federation/blocks?target=${encodeURIComponent(target)}`,
        headers: bearer(admin.token),
      });
    expect((await lift(actor)).statusCode).toBe(204);
    expect((await lift(actor)).statusCode).toBe(404);
    const all = await lines();
    expect(all).toHaveLength(2);
    expect(all).toEqual(
      expect.arrayContaining([
        ["federation.block", "actor", actor],
        ["federation.unblock", "actor", actor],
      ]),
    );
    // The block's Reject to the reader's server goes out now, not in the middle of the next test.
    await t.app.jobs.drain();
  });

  it("a writer who leaves the fediverse has no actor or address, and follows reach no one", async () => {
    const off = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(token),
      payload: { federated: false },
    });
    expect(off.json<Me>().federated).toBe(false);
    const actor = await fetch(`${base}/ap/users/${writer.id}`, { headers: { accept: AS_JSON } });
    expect(actor.status).toBe(404);
    const host = new URL(base).host;
    const finger = await fetch(`${base}/.well-known/webfinger?resource=acct:${writer.handle}@${host}`);
    expect(finger.status).toBe(404);
    const page = (await t.app.inject({ url: `/api/authors/${writer.handle}` })).json<AuthorProfile>();
    expect(page.fediverse).toBeNull();
    const followers = await t.store.db.selectFrom("remote_follower").select("actor_id").execute();
    await postSignedFollow(t, remote, writer.id);
    await t.app.jobs.drain();
    // Nothing new is recorded, and the followers from before are kept for when they come back.
    expect(await t.store.db.selectFrom("remote_follower").select("actor_id").execute()).toEqual(followers);
    // Their posts go nowhere, and are not Articles to anyone.
    const heard = remote.received.length;
    const postId = await postBlog(t.app, token, { title: "Only here" });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(remote.received).toHaveLength(heard);
    const article = await fetch(`${base}/ap/posts/${postId}`, { headers: { accept: AS_JSON } });
    expect(article.status).toBe(404);

    await t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(token), payload: { federated: true } });
    expect((await fetch(`${base}/ap/users/${writer.id}`, { headers: { accept: AS_JSON } })).status).toBe(200);
  });
});
