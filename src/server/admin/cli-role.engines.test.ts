import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import type { App } from "@server/app";
import { buildApp } from "@server/app";
import { connect, type Store } from "@server/db/connect";
import { prepareDatabase } from "@server/db/prepare";
import type { AuditEntry } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { engines, testConfig } from "@test/server/harness";
import { runCli } from "@test/server/run-cli";
import { tempDir } from "@test/server/site-data";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const USAGE = "Usage: npm run role -- EMAIL ROLE (ROLE is member, moderator, admin)\n";

/**
 * `npm run role`, as an operator runs it: a child process on the database of an app that is running,
 * which sees the new role on its next request.
 */
describe.each(engines)("npm run role ($name)", { timeout: 90_000 }, ({ name, url }) => {
  let dir: string;
  let store: Store;
  let app: App;
  let databaseUrl: string;
  let owner: TestUser;
  let writer: TestUser;

  beforeAll(async () => {
    dir = tempDir();
    if (name === "sqlite") {
      databaseUrl = path.join(dir, "inkwell.db");
      store = await connect(databaseUrl);
    } else {
      // A schema of its own, which the command reaches through the URL's search_path.
      const schema = `t_${randomBytes(6).toString("hex")}`;
      store = await connect(url(), { schema });
      const withSchema = new URL(url());
      withSchema.searchParams.set("options", `-c search_path=${schema}`);
      databaseUrl = withSchema.href;
    }
    await prepareDatabase(store);
    app = await buildApp(testConfig({ databaseUrl }), store);
    await app.ready();
    owner = await signUpUser(app, { name: "Site Owner" });
    writer = await signUpUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const role = (args: string[]) => runCli("role", args, { DATA_DIR: dir, DATABASE_URL: databaseUrl }, dir);
  const me = async (user: TestUser) => (await app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();

  it("gives a role the running app shows at once, and logs it with no actor", async () => {
    expect((await me(writer)).role).toBe("member");
    const result = await role([writer.email.toUpperCase(), "Moderator"]);
    expect(result).toMatchObject({ code: 0, stdout: `${writer.email} is now moderator (was member).\n`, stderr: "" });
    expect((await me(writer)).role).toBe("moderator");
    expect((await role([writer.email, "moderator"])).stdout).toBe(`${writer.email} is already moderator.\n`);

    const [entry] = (await app.inject({ url: "/api/admin/audit", headers: bearer(owner.token) })).json<AuditEntry[]>();
    expect(entry).toMatchObject({
      actor: null,
      action: "role.set",
      target: { type: "user", id: (await me(writer)).id, label: writer.email },
      note: "member → moderator",
    });
  });

  it("says when the site is left without an admin", async () => {
    const result = await role([owner.email, "member"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `${owner.email} is now member (was admin). The site has no admin now: the next account created becomes one.\n`,
    );
    expect((await role([owner.email, "admin"])).stdout).toBe(`${owner.email} is now admin (was member).\n`);
    expect((await me(owner)).role).toBe("admin");
  });

  it.each([
    [["nobody@example.com", "admin"], "No account has the email nobody@example.com.\n"],
    [["OWNER", "owner"], 'Unknown role "owner"; use one of member, moderator, admin.\n'],
    [[], USAGE],
    [["only@example.com"], USAGE],
  ])("refuses %j with one line on stderr", async (args, stderr) => {
    expect(await role(args)).toMatchObject({ code: 1, stdout: "", stderr });
  });
});
