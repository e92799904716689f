import { UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Probe = [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body: string | undefined, status: number];

/** Bodies and parameters of the wrong type, anywhere in the API, are the caller's mistake: 4xx, never 5xx. */
const PROBES: Probe[] = [
  ["POST", "/api/blog", "null", 400],
  ["POST", "/api/blog", '"a string"', 400],
  ["POST", "/api/blog", '{"title":{"nested":true}}', 400],
  ["POST", "/api/blog", undefined, 400],
  // Whose post it is comes before its body (decision 0143): a post that is no one's is a 404, whatever was sent.
  ["PUT", `/api/blogs/${UNKNOWN_ID}`, "null", 404],
  ["PUT", `/api/blogs/${UNKNOWN_ID}`, '{"title":["x"],"longDesc":1}', 404],
  ["POST", "/api/comments", "null", 400],
  ["POST", "/api/comments", `{"blogId":"${UNKNOWN_ID}","comment":{"text":"hi"}}`, 400],
  ["POST", "/api/wishlist", '{"blogId":["x"],"userEmail":["a"]}', 400],
  ["POST", "/api/newsletter", "null", 400],
  ["POST", "/api/contact", "5", 400],
  ["GET", "/api/allBlogs?search=a&search=b", undefined, 400],
  ["GET", "/api/allBlogs?offset=1.5", undefined, 400],
  ["GET", "/api/allBlogs/%E0%A4%A", undefined, 400],
  ["GET", "/api/comments/%00", undefined, 400],
];

describe.each(engines)("wrong input is refused, never a server error ($name)", ({ url }) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(url());
    user = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  it.each(PROBES)("%s %s with %s answers %i", async (method, path, body, status) => {
    const response = await t.app.inject({
      method,
      url: path,
      headers: { ...bearer(user.token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
