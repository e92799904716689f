import { renderMarkdown } from "@shared/markdown";
import type { Blog } from "@shared/schemas";
import { blogPayload, postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MARKDOWN = "## Packing\n\n- **boots**\n\n<script>alert(1)</script>";

describe.each(engines)("one post carries its body as the server's HTML ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  it("answers longDescHtml with one post (by id and by its address), not in lists, and anew after an edit", async () => {
    const id = await postBlog(t.app, writer.token, { longDesc: MARKDOWN });
    const blog = (await t.app.inject({ url: `/api/allBlogs/${id}` })).json<Blog>();
    expect(blog.longDesc).toBe(MARKDOWN);
    expect(blog.longDescHtml).toBe(renderMarkdown(MARKDOWN));
    expect(blog.longDescHtml).not.toContain("<script>");

    const address = `/api/authors/${blog.author?.handle}/posts/${blog.slug}`;
    const atAddress = (await t.app.inject({ url: address })).json<Blog>();
    expect(atAddress.longDescHtml).toBe(blog.longDescHtml);

    const list = (await t.app.inject({ url: "/api/allBlogs?view=full" })).json<Blog[]>();
    expect(list.find((each) => each._id === id)).not.toHaveProperty("longDescHtml");

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: blogPayload({ longDesc: "Now *short*." }),
    });
    expect(edited.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/allBlogs/${id}` })).json<Blog>();
    expect(after.longDescHtml).toBe(renderMarkdown("Now *short*."));
  });
});
