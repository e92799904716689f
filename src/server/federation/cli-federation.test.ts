import { rmSync } from "node:fs";
import path from "node:path";
import type { Me } from "@shared/profile";
import { createTestApp } from "@test/server/harness";
import { runCli } from "@test/server/run-cli";
import { tempDir } from "@test/server/site-data";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** `npm run federation`, as an operator runs it: a child process on the site's database. */
describe("npm run federation", { timeout: 90_000 }, () => {
  let dir: string;
  const site = () => ({ DATA_DIR: dir, DATABASE_URL: path.join(dir, "inkwell.db") });

  beforeAll(async () => {
    dir = tempDir();
    // A site that has started once: migrated, with a follower from the domain about to be blocked.
    const t = await createTestApp(site().DATABASE_URL);
    try {
      const user = await signUpUser(t.app);
      const me = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
      await t.store.db
        .insertInto("remote_follower")
        .values({
          author_id: me.id,
          actor_id: "https://a.spam.example/users/pest",
          inbox: "https://a.spam.example/users/pest/inbox",
          shared_inbox: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    } finally {
      await t.close();
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("blocks a domain with its subdomains' followers, lists it, and unblocks it", async () => {
    const blocked = await runCli("federation", ["block", "Spam.Example"], site(), dir);
    expect(blocked).toMatchObject({
      code: 0,
      stdout: "Blocked spam.example and its subdomains; 1 follower from there removed.\n",
      stderr: "",
    });
    const listed = await runCli("federation", ["blocks"], site(), dir);
    expect(listed.stdout).toMatch(/^domain spam\.example \(since .+\)\n$/u);
    expect((await runCli("federation", ["unblock", "spam.example"], site(), dir)).stdout).toBe(
      "Unblocked spam.example.\n",
    );
    expect((await runCli("federation", ["blocks"], site(), dir)).stdout).toBe("The site blocks no one.\n");
  });

  it.each([
    [[], "Usage: npm run federation -- blocks | block <domain> | unblock <domain>\n"],
    [["block"], "Usage: npm run federation -- blocks | block <domain> | unblock <domain>\n"],
    [["block", "not a domain"], "domain must be a host name, such as spam.example.\n"],
  ])("refuses %j in one line", async (args, stderr) => {
    const result = await runCli("federation", args, site(), dir);
    expect(result).toMatchObject({ code: 1, stdout: "", stderr });
  });
});
