import { randomBytes } from "node:crypto";
import { signRequest } from "@fedify/fedify";
import { Follow } from "@fedify/vocab";
import type { Config } from "@server/config";
import { MOVE_MESSAGES } from "@shared/moving";
import type { Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, remoteKeyPairs, startRemoteServer } from "@test/server/remote-actor";
import { startTrap, type Trap } from "@test/server/trap";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

/** Another server, on an address production's rule would refuse, let through by OUTBOUND_ALLOW as an operator would. */
const REMOTE_HOST = "127.0.0.2";

/** Production's egress rule: every private address refused but the allowed remote's. */
const production: Partial<Config> = {
  baseUrl: "http://127.0.0.3:9",
  egress: { refusePrivate: true, allow: { hosts: [], ranges: [`${REMOTE_HOST}/32`] } },
};

/**
 * With production's rule, a remote actor that names an address on our own network, as its key, its
 * inbox or a redirect, makes the server connect to nothing there: the trap, a listener on 127.0.0.1
 * and ::1, counts every connection, and must count none.
 */
describe.each(engines)("federation never reaches the server's own network ($name)", ({ url }) => {
  let t: TestApp;
  let trap: Trap;
  let writer: Me;
  let user: TestUser;
  const remotes: RemoteServer[] = [];
  let keyPairs: CryptoKeyPair[];

  beforeAll(async () => {
    trap = await startTrap();
    keyPairs = await remoteKeyPairs();
    t = await createTestApp(url(), production);
    user = await signUpUser(t.app, { name: `Grace ${randomBytes(4).toString("hex")}` });
    writer = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
  });
  afterAll(async () => {
    await Promise.all(remotes.map((remote) => remote.close()));
    await t?.close();
    await trap?.close();
  });
  afterEach(async () => {
    expect(trap.connections()).toBe(0);
    await t.store.db.deleteFrom("remote_follower").execute();
    await t.store.db.deleteFrom("job").execute();
  });

  const remote = async (options: { inbox?: string; sharedInbox?: string } = {}) => {
    const server = await startRemoteServer({ host: REMOTE_HOST, keyPairs, ...options });
    remotes.push(server);
    return server;
  };

  /** A Follow of the writer signed by the remote reader, with `keyId` naming where its key is. */
  const signedFollow = async (from: RemoteServer, keyId?: URL) => {
    const follow = new Follow({
      id: new URL(`${from.base}/follows/${randomBytes(4).toString("hex")}`),
      actor: from.actorUri,
      object: new URL(`${t.app.config.baseUrl}/ap/users/${writer.id}`),
    });
    const [rsa] = await from.keys();
    if (!rsa) throw new Error("no key");
    const signed = await signRequest(
      new Request(`${t.app.config.baseUrl}/ap/users/${writer.id}/inbox`, {
        method: "POST",
        headers: { "content-type": "application/activity+json" },
        body: JSON.stringify(await follow.toJsonLd()),
      }),
      rsa.privateKey,
      keyId ?? rsa.keyId,
      { spec: "draft-cavage-http-signatures-12" },
    );
    return t.app.inject({
      method: "POST",
      url: new URL(signed.url).pathname,
      headers: Object.fromEntries(signed.headers.entries()),
      payload: await signed.text(),
    });
  };
  const followers = () => t.store.db.selectFrom("remote_follower").select("actor_id").execute();
  const deliveries = () =>
    t.store.db.selectFrom("job").select(["status", "attempts", "last_error"]).where("kind", "=", "fedify").execute();

  it("follows an allowed remote actor (the control: the rule lets the allowed address through)", async () => {
    const reader = await remote();
    const response = await signedFollow(reader);
    expect(response.statusCode, response.body).toBe(202);
    expect(await followers()).toEqual([{ actor_id: reader.actorUri.href }]);
    // The Accept is queued for the allowed inbox (sending it would need this app to listen for the
    // remote to check its signature; follow.engines.test.ts covers that).
    expect(await t.store.db.selectFrom("job").select("kind").where("kind", "=", "fedify").execute()).toHaveLength(1);
  });

  it.each([
    ["loopback", () => `http://127.0.0.1:${trap.port}/key`],
    ["IPv6 loopback", () => `http://[::1]:${trap.port}/key`],
    ["decimal loopback", () => `http://2130706433:${trap.port}/key`],
    ["hex loopback", () => `http://0x7f.0.0.1:${trap.port}/key`],
    ["IPv4-mapped loopback", () => `http://[::ffff:7f00:1]:${trap.port}/key`],
    ["localhost", () => `http://localhost:${trap.port}/key`],
  ])("cannot verify a signature whose key is at %s, and never fetches it", async (_, keyAt) => {
    const reader = await remote();
    const response = await signedFollow(reader, new URL(keyAt()));
    expect(response.statusCode, response.body).toBe(401);
    expect(await followers()).toEqual([]);
  });

  it.each([
    ["inbox", "loopback", () => ({ inbox: `http://127.0.0.1:${trap.port}/inbox` })],
    ["inbox", "IPv6 loopback", () => ({ inbox: `http://[::1]:${trap.port}/inbox` })],
    ["inbox", "cloud metadata", () => ({ inbox: "http://169.254.169.254/latest/meta-data" })],
    ["shared inbox", "loopback", () => ({ sharedInbox: `http://127.0.0.1:${trap.port}/inbox` })],
    ["shared inbox", "IPv4-mapped loopback", () => ({ sharedInbox: `http://[::ffff:127.0.0.1]:${trap.port}/` })],
    ["shared inbox", "localhost", () => ({ sharedInbox: `http://localhost:${trap.port}/inbox` })],
  ])("neither records nor answers a Follow whose %s is at %s", async (_, __, inboxes) => {
    const reader = await remote(inboxes());
    const response = await signedFollow(reader);
    expect(response.statusCode, response.body).toBe(202);
    expect(await followers()).toEqual([]);
    await t.app.jobs.drain();
    expect(await deliveries()).toEqual([]);
    expect(reader.accepted).toEqual([]);
  });

  it("fails a delivery to an inbox that has since become a refused address once, without retrying", async () => {
    // The follower was fine when it followed; its inbox now names our own network (a DNS change, an Update).
    await t.store.db
      .insertInto("remote_follower")
      .values({
        author_id: writer.id,
        actor_id: `http://${REMOTE_HOST}:1/users/changed`,
        inbox: `http://127.0.0.1:${trap.port}/inbox`,
        shared_inbox: null,
        handle: null,
        name: null,
        url: null,
        icon: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await postBlog(t.app, user.token);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const failed = await deliveries();
    expect(failed.length).toBeGreaterThan(0);
    for (const job of failed) {
      expect(job).toMatchObject({ status: "failed", attempts: 1 });
      expect(job.last_error).toMatch(/refused address/u);
    }
  });

  it("does not look up a move's account on the server's own network", async () => {
    for (const movedTo of [`http://127.0.0.1:${trap.port}/users/x`, `http://[::1]:${trap.port}/users/x`]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/me",
        headers: bearer(user.token),
        payload: { movedTo },
      });
      expect(response.statusCode, movedTo).toBe(400);
      expect(response.json().message).toBe(MOVE_MESSAGES.notFound);
    }
  });
});
