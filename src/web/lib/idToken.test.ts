import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearIdToken, getIdToken } from "./idToken";

function jwt(expSeconds: number): string {
  const payload = btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/u, "");
  return `header.${payload}.signature`;
}

let issued = 0;
beforeEach(() => {
  clearIdToken();
  issued = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      issued += 1;
      return new Response(JSON.stringify({ token: jwt(Math.floor(Date.now() / 1000) + 15 * 60) }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("getIdToken", () => {
  it("reuses one token while it has time left, even for concurrent callers", async () => {
    const [a, b] = await Promise.all([getIdToken(), getIdToken()]);
    expect(a).toBe(b);
    await getIdToken();
    expect(issued).toBe(1);
  });

  it("fetches a new token shortly before expiry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await getIdToken();
    vi.setSystemTime(Date.now() + 14.5 * 60 * 1000);
    await getIdToken();
    expect(issued).toBe(2);
  });

  it("forgets the token when cleared (sign-out, profile change)", async () => {
    await getIdToken();
    clearIdToken();
    await getIdToken();
    expect(issued).toBe(2);
  });

  it("answers null when nobody is signed in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "no" }), { status: 401 })),
    );
    expect(await getIdToken()).toBeNull();
  });
});
