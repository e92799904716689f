import type { AuthorProfile, Me } from "@shared/profile";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("GET /api/authors/:handle and a writer's move ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  const writer = async () => {
    const user = await signUpUser(t.app);
    const me = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
    return { id: me.id, handle: me.handle };
  };
  const author = async (handle: string) => {
    const response = await t.app.inject({ url: `/api/authors/${handle}` });
    expect(response.statusCode).toBe(200);
    return response.json<AuthorProfile>();
  };
  // PATCH /api/me {movedTo} looks the new account up on its server and checks its aliases (decision 0113),
  // which needs a remote server; the column it stores is set directly instead, and the public cache is told
  // of the write as it is after every mutating request.
  const setMovedTo = async (userId: string, actorId: string | null) => {
    await t.store.db.updateTable("profile").set({ moved_to: actorId }).where("user_id", "=", userId).execute();
    t.app.publicCache.wrote();
  };

  it("leaves movedAccount out for a writer who has not moved", async () => {
    const { handle } = await writer();
    expect(await author(handle)).not.toHaveProperty("movedAccount");
  });

  it("carries the account the writer moved to once they have, and drops it when they take it back", async () => {
    const { id, handle } = await writer();
    expect(await author(handle)).not.toHaveProperty("movedAccount");

    await setMovedTo(id, "https://social.example/users/moved");
    expect((await author(handle)).movedAccount).toBe("https://social.example/users/moved");

    await setMovedTo(id, null);
    expect(await author(handle)).not.toHaveProperty("movedAccount");
  });

  it("never hands readers a stored value that is not an http(s) address", async () => {
    const { id, handle } = await writer();
    // What a hostile site file could import (decision 0111): it must not become a link.
    await setMovedTo(id, "javascript:alert(1)");
    expect(await author(handle)).not.toHaveProperty("movedAccount");
  });
});
