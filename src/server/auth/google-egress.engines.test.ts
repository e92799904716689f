import { authPost, createAuthTestApp } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { startTrap, type Trap } from "@test/server/trap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_UNREACHABLE } from "./google";

/** Google configured with its discovery document at the trap, on loopback. */
const googleAt = (trap: Trap) => ({
  clientId: "inkwell-test-client",
  clientSecret: "inkwell-test-secret",
  discoveryUrl: `http://127.0.0.1:${trap.port}/.well-known/openid-configuration`,
});

/**
 * OpenID Connect discovery goes through the egress guard like every other request: in production a
 * discovery URL on the server's own network is never fetched (unless OUTBOUND_ALLOW names it), and
 * sign-in says it cannot start, with a 503 that a retry may cure.
 */
describe.each(engines)("Google sign-in's discovery and the egress guard ($name)", ({ url }) => {
  let trap: Trap;
  let t: TestApp;
  beforeAll(async () => {
    trap = await startTrap();
    t = await createAuthTestApp(url(), {
      google: googleAt(trap),
      egress: { refusePrivate: true, allow: { hosts: [], ranges: [] } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await trap?.close();
  });

  it("does not fetch a discovery document at a private address in production", async () => {
    const response = await authPost(t.app, "/sign-in/social", { provider: "google", callbackURL: "/" });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(GOOGLE_UNREACHABLE);
    expect(trap.connections()).toBe(0);
  });

  it("fetches it when the operator allows that address (the control: the request did go through the guard)", async () => {
    const allowed = await createAuthTestApp(url(), {
      google: googleAt(trap),
      egress: { refusePrivate: true, allow: { hosts: [], ranges: ["127.0.0.1/32"] } },
    });
    try {
      // The trap answers an empty 200, which is no OpenID configuration: still a 503, but it was asked.
      const response = await authPost(allowed.app, "/sign-in/social", { provider: "google", callbackURL: "/" });
      expect(response.statusCode).toBe(503);
      expect(trap.connections()).toBeGreaterThan(0);
    } finally {
      await allowed.close();
    }
  });
});
