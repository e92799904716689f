import { describe, expect, it } from "vitest";
import { createDigestMail, type DigestMailContent, type DigestPost } from "./digest-mail";

const post = (n: number): DigestPost => ({
  title: `Post ${n} <b>&</b>`,
  shortDesc: `Description ${n}.`,
  category: n % 2 ? "Travel" : "Health",
  url: `https://blog.example/posts/post-${n}`,
  authorName: `Author ${n}`,
  authorUrl: `https://blog.example/@author${n}`,
});

const content = (count: number): DigestMailContent => ({
  siteName: "Inkwell",
  siteUrl: "https://blog.example",
  weekEnding: "2026-11-29",
  posts: Array.from({ length: count }, (_, index) => post(index + 1)),
});

const links = {
  unsubscribeUrl: "https://blog.example/api/newsletter/unsubscribe?token=t&x=1",
  preferencesUrl: "https://blog.example/newsletter/preferences?token=t",
};

describe("digest mail", () => {
  it("says 'post' for one and 'posts' for more in the subject", async () => {
    expect((await createDigestMail(content(1)))(links).subject).toBe("Your weekly Inkwell digest: 1 new post");
    expect((await createDigestMail(content(3)))(links).subject).toBe("Your weekly Inkwell digest: 3 new posts");
  });

  it("lists every post with its link, author, category and description, escaped", async () => {
    const { html, text } = (await createDigestMail(content(3)))(links);
    for (let n = 1; n <= 3; n += 1) {
      expect(html).toContain(`<a href="https://blog.example/posts/post-${n}"`);
      expect(html).toContain(`>Post ${n} &lt;b&gt;&amp;&lt;/b&gt;</a>`);
      expect(html).toContain(`<a href="https://blog.example/@author${n}"`);
      expect(html).toContain(`>Author ${n}</a>`);
      expect(html).toContain(`Description ${n}.`);
      expect(text).toContain(`Post ${n} <b>&</b>`);
      expect(text).toContain(`by Author ${n} (https://blog.example/@author${n})`);
      expect(text).toContain(`Read it: https://blog.example/posts/post-${n}`);
    }
    expect(html).toContain("Travel");
    expect(html).toContain("Health");
    expect(html).not.toContain("<b>");
    expect(text).toContain("The week ending November 29, 2026");
  });

  it("has the newsletter footer with the reader's own links", async () => {
    const { html, text } = (await createDigestMail(content(2)))(links);
    expect(html).toContain("because you subscribed to the Inkwell newsletter.");
    expect(html).toContain('href="https://blog.example/api/newsletter/unsubscribe?token=t&amp;x=1"');
    expect(html).toContain(`href="${links.preferencesUrl}"`);
    expect(text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
    expect(text).toContain(`Manage preferences: ${links.preferencesUrl}`);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
  });

  it("takes 1 to 50 posts", async () => {
    await expect(createDigestMail(content(0))).rejects.toThrow();
    await expect(createDigestMail(content(51))).rejects.toThrow();
    const { html } = (await createDigestMail(content(50)))(links);
    expect(html).toContain("https://blog.example/posts/post-50");
  });
});
