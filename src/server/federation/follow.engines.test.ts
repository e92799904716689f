import { randomBytes } from "node:crypto";
import { signRequest } from "@fedify/fedify";
import { Follow, Person, Undo } from "@fedify/vocab";
import type { Me } from "@shared/profile";
import { startFederatedApp } from "@test/server/federated-app";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const AS_JSON = "application/activity+json";

/**
 * Two real servers over loopback HTTP: Inkwell, and another Fedify server whose reader finds a writer,
 * follows them and gets their signed Accept. Signatures are made and checked for real on both sides.
 */
describe.each(engines)("following a writer from another server ($name)", ({ url }) => {
  let t: TestApp;
  let remote: RemoteServer;
  let base: string;
  let writer: Me;
  beforeAll(async () => {
    t = await startFederatedApp(url());
    base = t.app.config.baseUrl;
    remote = await startRemoteServer();
    const user = await signUpUser(t.app, { name: `Ada ${randomBytes(4).toString("hex")}` });
    writer = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });

  /** WebFinger as a remote server asks it. (Fedify's own lookup of acct: always uses https.) */
  async function discover(): Promise<Person> {
    const host = new URL(base).host;
    const jrd = await fetch(`${base}/.well-known/webfinger?resource=acct:${writer.handle}@${host}`);
    expect(jrd.status).toBe(200);
    const links = ((await jrd.json()) as { links: Array<{ rel: string; type?: string; href?: string }> }).links;
    const self = links.find((link) => link.rel === "self" && link.type === AS_JSON)?.href;
    expect(self).toBe(`${base}/ap/users/${writer.id}`);
    const actor = await remote.context().lookupObject(self ?? "");
    if (!(actor instanceof Person)) throw new Error("the writer is not a Person");
    return actor;
  }

  const followersCount = async () => {
    const response = await fetch(`${base}/ap/users/${writer.id}/followers`, { headers: { accept: AS_JSON } });
    return ((await response.json()) as { totalItems: number }).totalItems;
  };

  it("finds the writer by WebFinger and fetches their actor with its key", async () => {
    const actor = await discover();
    expect(actor.preferredUsername).toBe(writer.handle);
    expect(actor.inboxId?.href).toBe(`${base}/ap/users/${writer.id}/inbox`);
    expect((await actor.getPublicKey())?.ownerId?.href).toBe(actor.id?.href);
  });

  it("refuses an unsigned or badly signed Follow with 401 and records nothing", async () => {
    const actor = await discover();
    const follow = new Follow({
      id: new URL(`${remote.base}/follows/${randomBytes(4).toString("hex")}`),
      actor: remote.actorUri,
      object: actor.id,
    });
    const body = JSON.stringify(await follow.toJsonLd());
    for (const inbox of [actor.inboxId?.href, `${base}/ap/inbox`]) {
      const unsigned = await fetch(inbox ?? "", { method: "POST", headers: { "content-type": AS_JSON }, body });
      expect(unsigned.status, inbox).toBe(401);
    }
    // Signed, then the body swapped: the digest no longer matches.
    const [rsa] = await remote.keys();
    if (!rsa) throw new Error("no key");
    const signed = await signRequest(
      new Request(actor.inboxId ?? "", { method: "POST", headers: { "content-type": AS_JSON }, body }),
      rsa.privateKey,
      rsa.keyId,
      { spec: "draft-cavage-http-signatures-12" },
    );
    const tampered = body.replace(remote.actorUri.href, `${remote.base}/users/someone_else`);
    const forged = await fetch(signed.url, { method: "POST", headers: signed.headers, body: tampered });
    expect(forged.status).toBe(401);
    expect(await followersCount()).toBe(0);
  });

  it("accepts a signed Follow with a signed Accept, lists the follower, and forgets them on Undo", async () => {
    const actor = await discover();
    const ctx = remote.context();
    const follow = new Follow({
      id: new URL(`${remote.base}/follows/${randomBytes(4).toString("hex")}`),
      actor: remote.actorUri,
      object: actor.id,
    });
    await ctx.sendActivity({ identifier: "reader" }, actor, follow);
    // The Accept is a durable job, written before the Follow was answered; the worker sends it.
    await t.app.jobs.drain();
    // The remote inbox took the Accept only after checking Inkwell's signature on it.
    expect(remote.accepted).toHaveLength(1);
    const jobs = await t.store.db
      .selectFrom("job")
      .select(["status", "attempts"])
      .where("kind", "=", "fedify")
      .execute();
    expect(jobs).toEqual([{ status: "done", attempts: 1 }]);
    const accept = remote.accepted[0];
    expect(accept?.actorId?.href).toBe(actor.id?.href);
    expect(accept?.objectId?.href).toBe(follow.id?.href);
    const rows = await t.store.db
      .selectFrom("remote_follower")
      .selectAll()
      .where("author_id", "=", writer.id)
      .execute();
    expect(rows).toMatchObject([
      { actor_id: remote.actorUri.href, inbox: `${remote.actorUri.href}/inbox`, shared_inbox: `${remote.base}/inbox` },
    ]);
    expect(await followersCount()).toBe(1);
    const page = await fetch(`${base}/ap/users/${writer.id}/followers?cursor=`, { headers: { accept: AS_JSON } });
    expect(((await page.json()) as { orderedItems: unknown }).orderedItems).toEqual([remote.actorUri.href]);

    await ctx.sendActivity(
      { identifier: "reader" },
      actor,
      new Undo({ id: new URL(`${follow.id?.href}/undo`), actor: remote.actorUri, object: follow }),
    );
    expect(await followersCount()).toBe(0);
  });
});

/** A Follow signed by the loopback reader, as the app at `t` would receive it. */
async function signedFollow(t: TestApp, remote: RemoteServer, writerId: string, inboxPath?: string) {
  const inbox = `${t.app.config.baseUrl}${inboxPath ?? `/ap/users/${writerId}/inbox`}`;
  const follow = new Follow({
    id: new URL(`${remote.base}/follows/${randomBytes(4).toString("hex")}`),
    actor: remote.actorUri,
    object: new URL(`${t.app.config.baseUrl}/ap/users/${writerId}`),
  });
  const [rsa] = await remote.keys();
  if (!rsa) throw new Error("no key");
  const signed = await signRequest(
    new Request(inbox, {
      method: "POST",
      headers: { "content-type": AS_JSON },
      body: JSON.stringify(await follow.toJsonLd()),
    }),
    rsa.privateKey,
    rsa.keyId,
    { spec: "draft-cavage-http-signatures-12" },
  );
  return t.app.inject({
    method: "POST",
    url: new URL(inbox).pathname,
    headers: Object.fromEntries(signed.headers.entries()),
    payload: await signed.text(),
  });
}

describe.each(engines)("federation and private addresses ($name)", ({ url }) => {
  let remote: RemoteServer;
  beforeAll(async () => {
    remote = await startRemoteServer();
  });
  afterAll(async () => remote?.close());

  it.each([
    { allowed: true, status: 202, followers: 1 },
    // Production (config.test.ts): the loopback key is never fetched, so the signature cannot be checked.
    { allowed: false, status: 401, followers: 0 },
  ])("fetches a loopback actor's key only when allowed ($allowed)", async ({ allowed, status, followers }) => {
    const t = await createTestApp(url(), { egress: { refusePrivate: !allowed, allow: { hosts: [], ranges: [] } } });
    try {
      const user = await signUpUser(t.app, { name: `Grace ${randomBytes(4).toString("hex")}` });
      const writer = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
      const response = await signedFollow(t, remote, writer.id);
      expect(response.statusCode, response.body).toBe(status);
      const rows = await t.store.db.selectFrom("remote_follower").selectAll().execute();
      expect(rows).toHaveLength(followers);
    } finally {
      await t.close();
    }
  });

  it("takes a Follow of nobody at the shared inbox without recording anything", async () => {
    const t = await createTestApp(url());
    try {
      const response = await signedFollow(t, remote, "nobody", "/ap/inbox");
      expect(response.statusCode, response.body).toBe(202);
      expect(await t.store.db.selectFrom("remote_follower").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
