import { randomBytes } from "node:crypto";
import type { Me } from "@shared/profile";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_VERSION } from "../version";

const AS_JSON = "application/activity+json";

describe.each(engines)("federation discovery ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let me: Me;
  const host = "localhost:3000";
  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: `Ada ${randomBytes(4).toString("hex")}` });
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { bio: "Engines & <notes>." },
    });
    me = response.json<Me>();
  });
  afterAll(async () => t?.close());

  const actorUrl = () => `${t.app.config.baseUrl}/ap/users/${me.id}`;
  const webfinger = (resource: string) =>
    t.app.inject({ url: `/.well-known/webfinger?resource=${encodeURIComponent(resource)}` });

  it("finds a writer by acct:handle@host and links their actor", async () => {
    const response = await webfinger(`acct:${me.handle}@${host}`);
    expect(response.statusCode, response.body).toBe(200);
    const links = response.json<{ subject: string; links: Array<{ rel: string; type?: string; href?: string }> }>();
    expect(links.subject).toBe(`acct:${me.handle}@${host}`);
    expect(links.links).toContainEqual(expect.objectContaining({ rel: "self", type: AS_JSON, href: actorUrl() }));
  });

  it("still finds a writer by the handle they had before", async () => {
    const user = await signUpUser(t.app, { name: `Old ${randomBytes(4).toString("hex")}` });
    const before = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
    const renamed = `new_${randomBytes(4).toString("hex")}`;
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(user.token),
      payload: { handle: renamed },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const response = await webfinger(`acct:${before.handle}@${host}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ links: Array<{ href?: string }> }>().links).toContainEqual(
      expect.objectContaining({ href: `${t.app.config.baseUrl}/ap/users/${before.id}` }),
    );
    // The actor id did not move with the handle; its preferredUsername did.
    const actor = await t.app.inject({ url: `/ap/users/${before.id}`, headers: { accept: AS_JSON } });
    expect(actor.json<{ preferredUsername: string }>().preferredUsername).toBe(renamed);
  });

  it("answers 404 for an unknown handle or another host", async () => {
    expect((await webfinger(`acct:nobody_${randomBytes(3).toString("hex")}@${host}`)).statusCode).toBe(404);
    expect((await webfinger(`acct:${me.handle}@elsewhere.example`)).statusCode).toBe(404);
  });

  it("describes the writer as a Person with keys, inboxes and collections", async () => {
    const response = await t.app.inject({ url: `/ap/users/${me.id}`, headers: { accept: AS_JSON } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/activity\+json/u);
    const actor = response.json<Record<string, unknown>>();
    const base = t.app.config.baseUrl;
    expect(actor).toMatchObject({
      id: actorUrl(),
      type: "Person",
      preferredUsername: me.handle,
      name: me.name,
      summary: "<p>Engines &amp; &lt;notes&gt;.</p>",
      url: `${base}/@${me.handle}`,
      inbox: `${actorUrl()}/inbox`,
      outbox: `${actorUrl()}/outbox`,
      followers: `${actorUrl()}/followers`,
      endpoints: { sharedInbox: `${base}/ap/inbox` },
      icon: { type: "Image", url: writer.image },
      publicKey: { id: expect.any(String), owner: actorUrl(), publicKeyPem: expect.stringContaining("PUBLIC KEY") },
    });
    const methods = actor.assertionMethod as Array<{ type: string; publicKeyMultibase: string }>;
    expect(methods.map((method) => method.type)).toEqual(["Multikey", "Multikey"]);
    // The keys were made once and kept: a second look shows the very same ones.
    const again = await t.app.inject({ url: `/ap/users/${me.id}`, headers: { accept: AS_JSON } });
    expect(again.json<Record<string, unknown>>().publicKey).toEqual(actor.publicKey);
    expect(again.json<Record<string, unknown>>().assertionMethod).toEqual(actor.assertionMethod);
    const stored = await t.store.db.selectFrom("actor_key").select("type").where("user_id", "=", me.id).execute();
    expect(stored.map((row) => row.type).sort()).toEqual(["ed25519", "rsa"]);
  });

  it("answers 404 for an unknown actor, and leaves an actor's address to the pages for browsers", async () => {
    for (const path of ["/ap/users/nobody", "/ap/users/nobody/followers", "/ap/users/nobody/outbox"]) {
      const unknown = await t.app.inject({ url: path, headers: { accept: AS_JSON } });
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.json<{ message: string }>().message, path).toEqual(expect.any(String));
    }
    const html = await t.app.inject({ url: `/ap/users/${me.id}`, headers: { accept: "text/html" } });
    expect(html.statusCode).not.toBe(200);
  });

  it("sends fediverse clients from /@handle to the actor, and browsers to the page", async () => {
    for (const accept of [AS_JSON, 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"']) {
      const response = await t.app.inject({ url: `/@${me.handle}`, headers: { accept } });
      expect(response.statusCode, accept).toBe(303);
      expect(response.headers.location).toBe(actorUrl());
    }
    const browser = await t.app.inject({
      url: `/@${me.handle}`,
      headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers["content-type"]).toMatch(/text\/html/u);
    expect(browser.headers.vary).toMatch(/Accept/u);
    const plain = await t.app.inject({ url: `/@${me.handle}` });
    expect(plain.headers["content-type"]).toMatch(/text\/html/u);
  });

  it.each([
    ["/ap/inbox", "{not json", 400],
    ["/ap/inbox", "", 400],
    ["/ap/inbox", "[1, 2]", 400],
    ["/ap/users/nobody/inbox", "{}", 404],
  ])("answers a bad POST to %s (%j) with %i and a JSON message", async (url, payload, status) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": AS_JSON },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it("answers a WebFinger query without a usable resource with 400", async () => {
    for (const url of ["/.well-known/webfinger", "/.well-known/webfinger?resource=%ZZ"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
  });

  it("publishes NodeInfo 2.1 with the software, protocol and counts", async () => {
    const wellKnown = await t.app.inject({ url: "/.well-known/nodeinfo" });
    expect(wellKnown.statusCode, wellKnown.body).toBe(200);
    const links = wellKnown.json<{ links: Array<{ rel: string; href: string }> }>().links;
    expect(links).toContainEqual(
      expect.objectContaining({
        rel: "http://nodeinfo.diaspora.software/ns/schema/2.1",
        href: `${t.app.config.baseUrl}/nodeinfo/2.1`,
      }),
    );
    const response = await t.app.inject({ url: "/nodeinfo/2.1" });
    expect(response.statusCode, response.body).toBe(200);
    const users = await t.store.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(response.json()).toMatchObject({
      version: "2.1",
      software: { name: "inkwell", version: APP_VERSION },
      protocols: ["activitypub"],
      openRegistrations: true,
      usage: { users: { total: Number(users.n) }, localPosts: 0 },
    });
  });
});
