import { createTestApp, engines } from "@test/server/harness";
import { describe, expect, it } from "vitest";

describe.each(engines)("the inbox rate limit per sending server ($name)", ({ url }) => {
  it("answers 429 with Retry-After once one server has spent its allowance, before any signature check", async () => {
    const t = await createTestApp(url(), { federationInboxRateLimit: 2 });
    try {
      const post = (signature: string) =>
        t.app.inject({
          method: "POST",
          url: "/ap/inbox",
          headers: { "content-type": "application/activity+json", signature },
          payload: "{}",
        });
      const busy = `keyId="https://busy.example/users/a#main-key",headers="(request-target)",signature="x"`;
      const sameHost = `keyId="https://busy.example/users/b#main-key",headers="(request-target)",signature="x"`;
      // Refused by Fedify (an empty activity, a made-up signature), but counted first.
      const refusedByFedify = [400, 401];
      expect(refusedByFedify).toContain((await post(busy)).statusCode);
      expect(refusedByFedify).toContain((await post(sameHost)).statusCode);
      const limited = await post(busy);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.json<{ message: string }>().message).toMatch(/too many requests/iu);
      // Another server has its own allowance.
      expect(refusedByFedify).toContain(
        (await post(`keyId="https://quiet.example/users/a#main-key",signature="x"`)).statusCode,
      );
    } finally {
      await t.close();
    }
  });
});
