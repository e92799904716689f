import { randomBytes } from "node:crypto";
import { Move } from "@fedify/vocab";
import { MAX_ALIASES, MOVE_MESSAGES } from "@shared/moving";
import type { Me } from "@shared/profile";
import { postSignedFollow, startFederatedApp } from "@test/server/federated-app";
import { engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEDERATION_MOVE } from "./moves";

const AS_JSON = "application/activity+json";

/**
 * Moving a writer to another server and back: a follower's server and the new account's server are
 * real Fedify servers on loopback, so lookups, signatures and the Move's delivery happen for real.
 */
describe.each(engines)("moving between fediverse servers ($name)", ({ url }) => {
  let t: TestApp;
  let followerServer: RemoteServer;
  let newHome: RemoteServer;
  let user: TestUser;
  let writer: Me;
  let actorId: string;

  const patch = (payload: Record<string, unknown>, token: string | undefined = user.token) =>
    t.app.inject({ method: "PATCH", url: "/api/me", headers: token ? bearer(token) : {}, payload });
  const actorJson = async () => {
    const response = await fetch(actorId, { headers: { accept: AS_JSON } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const listOf = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

  beforeAll(async () => {
    t = await startFederatedApp(url());
    followerServer = await startRemoteServer();
    newHome = await startRemoteServer();
    user = await signUpUser(t.app, { name: `Mover ${randomBytes(4).toString("hex")}` });
    writer = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
    actorId = `${t.app.config.baseUrl}/ap/users/${writer.id}`;
    expect(await postSignedFollow(t, followerServer, writer.id)).toBe(202);
    await t.app.jobs.drain();
    expect(followerServer.accepted).toHaveLength(1);
  });
  afterAll(async () => {
    await followerServer?.close();
    await newHome?.close();
    await t?.close();
  });

  it("answers 401 signed out, before reading the body", async () => {
    const response = await patch({ movedTo: "not an account" }, "");
    expect(response.statusCode).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a movedTo that is neither a handle nor a URL", { movedTo: "just words" }, MOVE_MESSAGES.notAnAddress],
    ["a movedTo of another scheme", { movedTo: "ftp://files.example/ada" }, MOVE_MESSAGES.notAnAddress],
    ["an alias that is no account address", { alsoKnownAs: ["@nobody"] }, MOVE_MESSAGES.notAnAddress],
    [
      "more aliases than allowed",
      { alsoKnownAs: Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `@a${i}@social.example`) },
      MOVE_MESSAGES.tooMany,
    ],
  ])("refuses %s with a 400 and says why", async (_, payload, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("refuses an account that cannot be found", async () => {
    const response = await patch({ movedTo: `${newHome.base}/users/nobody` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MOVE_MESSAGES.notFound);
  });

  it("refuses to move to an account that does not list this writer among its aliases, and sends nothing", async () => {
    const response = await patch({ movedTo: newHome.actorUri.href });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Add this account to the new account's aliases first/u);
    const me = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
    expect(me.movedTo).toBeNull();
    const queued = await t.store.db.selectFrom("job").select("id").where("kind", "=", FEDERATION_MOVE).execute();
    expect(queued).toEqual([]);
  });

  it("moves to an account that lists this writer: stores it, sends Move to followers elsewhere, shows movedTo", async () => {
    // The writer has just added the alias over there: the lookup must see it now, not a cached copy.
    newHome.aliases.push(actorId);
    const response = await patch({ movedTo: newHome.actorUri.href });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Me>().movedTo).toBe(newHome.actorUri.href);
    const queued = await t.store.db.selectFrom("job").select("kind").where("kind", "=", FEDERATION_MOVE).execute();
    expect(queued).toHaveLength(1);

    await t.app.jobs.drain();
    const moves = followerServer.received.filter((activity) => activity instanceof Move);
    expect(moves).toHaveLength(1);
    const [move] = moves;
    expect(move?.actorId?.href).toBe(actorId);
    expect(move?.objectId?.href).toBe(actorId);
    expect(move?.targetId?.href).toBe(newHome.actorUri.href);
    expect((await actorJson()).movedTo).toBe(newHome.actorUri.href);

    // Saying it again queues no second Move.
    expect((await patch({ movedTo: newHome.actorUri.href })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(followerServer.received.filter((activity) => activity instanceof Move)).toHaveLength(1);
  });

  it("cancels with movedTo null: the actor no longer says it moved", async () => {
    const response = await patch({ movedTo: null });
    expect(response.statusCode).toBe(200);
    expect(response.json<Me>().movedTo).toBeNull();
    expect((await actorJson()).movedTo).toBeUndefined();
  });

  it("sends nothing for a move cancelled before its job ran", async () => {
    const moved = (activity: unknown) => activity instanceof Move;
    const before = followerServer.received.filter(moved).length;
    expect((await patch({ movedTo: newHome.actorUri.href })).statusCode).toBe(200);
    expect((await patch({ movedTo: null })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(followerServer.received.filter(moved)).toHaveLength(before);
  });

  it("refuses to move a writer who does not take part in the fediverse", async () => {
    const response = await patch({ federated: false, movedTo: newHome.actorUri.href });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MOVE_MESSAGES.notFederated);
    const me = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
    expect(me).toMatchObject({ federated: true, movedTo: null });
  });

  it("lists the accounts the writer came from as alsoKnownAs, and still accepts their followers", async () => {
    const response = await patch({ alsoKnownAs: [newHome.actorUri.href] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Me>().alsoKnownAs).toEqual([newHome.actorUri.href]);
    expect(listOf((await actorJson()).alsoKnownAs)).toEqual([newHome.actorUri.href]);

    // After a Move elsewhere, Mastodon has each follower send an ordinary Follow: it is accepted as any is.
    expect(await postSignedFollow(t, followerServer, writer.id)).toBe(202);
    await t.app.jobs.drain();
    expect(followerServer.accepted).toHaveLength(2);

    expect((await patch({ alsoKnownAs: [] })).json<Me>().alsoKnownAs).toEqual([]);
    expect(listOf((await actorJson()).alsoKnownAs)).toEqual([]);
  });

  it("refuses to name this writer's own actor as where they moved", async () => {
    const response = await patch({ movedTo: actorId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MOVE_MESSAGES.self);
  });
});
