import { PASSWORD_MESSAGES } from "@shared/password";
import { authGet, authPost, createAuthTestApp } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { cookieHeader, signUpUser, TEST_PASSWORD } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "./accounts";

let counter = 0;
const uniqueEmail = () => `signup-${Date.now()}-${++counter}@example.com`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  image: "https://images.example.com/ada.png",
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  ...overrides,
});

type ErrorBody = { message: string; code?: string; issues?: string[] };

for (const engine of engines) {
  describe(`sign-up and account changes on ${engine.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createAuthTestApp(engine.url());
    });
    afterAll(async () => {
      await t.close();
    });

    it("creates the account with name, photo URL and email trimmed, and signs the user in", async () => {
      const email = uniqueEmail();
      const response = await authPost(t.app, "/sign-up/email", {
        name: "  Grace Hopper  ",
        image: "  https://images.example.com/grace.png ",
        email: `  ${email}  `,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);

      const session = await authGet(t.app, "/get-session", cookieHeader(response.headers["set-cookie"]));
      const { user } = session.json<{ user: { name: string; image: string; email: string } }>();
      expect(user).toMatchObject({ name: "Grace Hopper", image: "https://images.example.com/grace.png", email });
    });

    it("sets the session cookie httpOnly so page scripts never see it", async () => {
      const response = await authPost(t.app, "/sign-up/email", validBody());
      const cookies = [response.headers["set-cookie"]].flat().filter((line): line is string => Boolean(line));
      const session = cookies.find((line) => line.startsWith("better-auth.session_token="));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*HttpOnly/iu);
      expect(session).toMatch(/;\s*SameSite=Lax/iu);
    });

    it.each([
      ["Ab#1c", [PASSWORD_MESSAGES.length]],
      ["secret#123", [PASSWORD_MESSAGES.uppercase]],
      ["Secret123", [PASSWORD_MESSAGES.special]],
      ["Secret#abc", [PASSWORD_MESSAGES.number]],
    ])("refuses the password %j with SPEC's message", async (password, expected) => {
      const response = await authPost(t.app, "/sign-up/email", validBody({ password }));
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.issues).toEqual(expected);
      expect(body.message).toBe(expected[0]);
    });

    it("lists every failing password rule, in SPEC's order", async () => {
      const response = await authPost(t.app, "/sign-up/email", validBody({ password: "abc" }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toEqual({
        message: PASSWORD_MESSAGES.length,
        code: "VALIDATION",
        issues: [
          PASSWORD_MESSAGES.length,
          PASSWORD_MESSAGES.uppercase,
          PASSWORD_MESSAGES.special,
          PASSWORD_MESSAGES.number,
        ],
      });
    });

    it("creates nothing when the password fails", async () => {
      const email = uniqueEmail();
      await authPost(t.app, "/sign-up/email", validBody({ email, password: "abc" }));
      const retry = await authPost(t.app, "/sign-up/email", validBody({ email }));
      expect(retry.statusCode).toBe(200);
    });

    it("requires every field", async () => {
      const response = await authPost(t.app, "/sign-up/email", {});
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.issues).toEqual([
        "Name is required.",
        "Photo URL is required.",
        "Email is required.",
        "Password is required.",
      ]);
      expect(body.message).toBe("Name is required.");
    });

    it("treats whitespace-only fields as missing and checks the email and photo shapes", async () => {
      const response = await authPost(
        t.app,
        "/sign-up/email",
        validBody({ name: "   ", image: "ftp://x", email: "nope" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toEqual([
        "Name is required.",
        "Photo URL must start with http://, https:// or /.",
        "Please enter a valid email address.",
      ]);
    });

    it("refuses a body that is not a JSON object", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin: t.app.config.baseUrl, "content-type": "application/json" },
        payload: "[1, 2",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().message).toBe("The request body must be a JSON object.");
    });

    it("answers a duplicate email with a 4xx and a message, not a 500", async () => {
      const email = uniqueEmail();
      expect((await authPost(t.app, "/sign-up/email", validBody({ email }))).statusCode).toBe(200);
      const again = await authPost(t.app, "/sign-up/email", validBody({ email, name: "Someone Else" }));
      expect(again.statusCode).toBeGreaterThanOrEqual(400);
      expect(again.statusCode).toBeLessThan(500);
      expect(again.json<ErrorBody>().message).toMatch(/already exists/iu);
    });

    it("applies the password rules to change-password and accepts a good new password", async () => {
      const user = await signUpUser(t.app);
      const weak = await authPost(
        t.app,
        "/change-password",
        { currentPassword: user.password, newPassword: "short" },
        user.cookie,
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json<ErrorBody>().issues).toEqual([
        PASSWORD_MESSAGES.length,
        PASSWORD_MESSAGES.uppercase,
        PASSWORD_MESSAGES.special,
        PASSWORD_MESSAGES.number,
      ]);

      const good = await authPost(
        t.app,
        "/change-password",
        { currentPassword: user.password, newPassword: "Better#456" },
        user.cookie,
      );
      expect(good.statusCode).toBe(200);
      const signIn = await authPost(t.app, "/sign-in/email", { email: user.email, password: "Better#456" });
      expect(signIn.statusCode).toBe(200);
    });

    it("trims profile updates and refuses a blank name", async () => {
      const user = await signUpUser(t.app);
      const blank = await authPost(t.app, "/update-user", { name: "  " }, user.cookie);
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ErrorBody>().message).toBe("Name is required.");

      const update = await authPost(
        t.app,
        "/update-user",
        { name: "  New Name ", image: " https://images.example.com/new.png " },
        user.cookie,
      );
      expect(update.statusCode).toBe(200);
      const session = await authGet(t.app, "/get-session", user.cookie);
      expect(session.json<{ user: { name: string; image: string } }>().user).toMatchObject({
        name: "New Name",
        image: "https://images.example.com/new.png",
      });
    });

    it("checks a profile update however its path is spelled: a fragment does not skip the checks", async () => {
      const user = await signUpUser(t.app);
      for (const path of ["/update-user#frag", "/update-user#frag?x=1", "/Update-User/"]) {
        const response = await authPost(t.app, path, { name: [1, 2, 3] }, user.cookie);
        expect(response.statusCode, path).toBe(400);
        expect(response.json<ErrorBody>().message, path).toBe("Name is required.");
      }
    });

    it.each(["__proto__=1", "constructor=x", "toString=1&toString=2", "hasOwnProperty=1"])(
      "refuses the inherited query key in ?%s with 400 instead of handing it to better-auth",
      async (query) => {
        const user = await signUpUser(t.app);
        const response = await authPost(t.app, `/update-user?${query}`, { name: "Ada" }, user.cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().message).toBe(`The query parameter "${query.split("=")[0]}" is not allowed.`);
      },
    );

    it("creates accounts in-process for the seeder, with the same rules", async () => {
      const email = uniqueEmail();
      const { id } = await createAccount(t.app, {
        name: " Demo Author ",
        email,
        password: "Inkwell#2026",
        image: "/images/avatars/demo.png",
      });
      expect(id).toEqual(expect.any(String));
      const signIn = await authPost(t.app, "/sign-in/email", { email, password: "Inkwell#2026" });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json<{ user: { name: string } }>().user.name).toBe("Demo Author");

      await expect(
        createAccount(t.app, { name: "X", email: uniqueEmail(), password: "weak", image: "/a.png" }),
      ).rejects.toMatchObject({ statusCode: 400, message: PASSWORD_MESSAGES.length });
    });
  });
}
