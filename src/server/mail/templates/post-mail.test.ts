import { describe, expect, it } from "vitest";
import { createPostMail, type PostMailContent } from "./post-mail";

const content: PostMailContent = {
  siteName: "Inkwell",
  siteUrl: "https://blog.example",
  post: {
    title: "Why <script>alert(1)</script> & friends",
    shortDesc: "A short description of the post.",
    category: "Technology",
    url: "https://blog.example/posts/why-script",
    imageUrl: "https://cdn.example/lead.jpg",
    publishedAt: "2026-11-25T12:00:00.000Z",
  },
  author: { name: "Ann O'Neil", url: "https://blog.example/@ann" },
  reason: "newsletter",
};

const ann = {
  unsubscribeUrl: "https://blog.example/api/newsletter/unsubscribe?token=ann&src=post",
  preferencesUrl: "https://blog.example/newsletter/preferences?token=ann",
};
const bob = {
  unsubscribeUrl: "https://blog.example/api/newsletter/unsubscribe?token=bob",
  preferencesUrl: "https://blog.example/newsletter/preferences?token=bob",
};

const escapedTitle = "Why &lt;script&gt;alert(1)&lt;/script&gt; &amp; friends";

describe("post mail", () => {
  it("newsletter: the subject is the title exactly, the footer names the newsletter", async () => {
    const mail = (await createPostMail(content))(ann);
    expect(mail.subject).toBe("Why <script>alert(1)</script> & friends");
    expect(mail.html).toContain("You receive this because you subscribed to the Inkwell newsletter.");
    expect(mail.html).toContain(">Manage preferences</a>");
    expect(mail.text).toContain("You receive this because you subscribed to the Inkwell newsletter.");
  });

  it("follow: the subject names the author, the footer the follow", async () => {
    const mail = (await createPostMail({ ...content, reason: "follow" }))(ann);
    expect(mail.subject).toBe("New from Ann O'Neil: Why <script>alert(1)</script> & friends");
    expect(mail.html).toContain("You receive this because you follow Ann O&#x27;Neil on Inkwell.");
    expect(mail.html).toContain(">Mail settings</a>");
    expect(mail.html).not.toContain("Manage preferences");
    expect(mail.text).toContain("You receive this because you follow Ann O'Neil on Inkwell.");
    expect(mail.text).toContain(`Mail settings: ${ann.preferencesUrl}`);
  });

  it("escapes what writers wrote and links the title, author and button", async () => {
    const { html } = (await createPostMail(content))(ann);
    expect(html).not.toContain("<script>");
    expect(html).toContain(`<a href="https://blog.example/posts/why-script"`);
    expect(html).toMatch(/<h1[^>]*><a href="https:\/\/blog\.example\/posts\/why-script"[^>]*>Why &lt;script&gt;/u);
    expect(html).toContain(`>${escapedTitle}</a></h1>`);
    expect(html).toContain(`<a href="https://blog.example/@ann"`);
    expect(html).toContain(">Ann O&#x27;Neil</a>");
    expect(html).toMatch(/<a href="https:\/\/blog\.example\/posts\/why-script"[^>]*>(?:(?!<\/a>).)*Read the post/u);
    expect(html).toContain("Technology");
    expect(html).toContain("A short description of the post.");
  });

  it("shows the image with the title as its alt text", async () => {
    const { html } = (await createPostMail(content))(ann);
    expect(html).toMatch(
      /<img alt="Why &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; friends" src="https:\/\/cdn\.example\/lead\.jpg"/u,
    );
    // React's image preload hint is for browsers; mail clients would only fetch twice.
    expect(html).not.toContain('rel="preload"');
  });

  it("has no image element without an image, or with one that is not http(s)", async () => {
    for (const imageUrl of [null, "javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png"]) {
      const { html } = (await createPostMail({ ...content, post: { ...content.post, imageUrl } }))(ann);
      expect(html).not.toContain("<img");
    }
  });

  it("makes a site image path absolute, since a mail has no base to resolve it against", async () => {
    const { html } = (await createPostMail({ ...content, post: { ...content.post, imageUrl: "/images/a.jpg" } }))(ann);
    expect(html).toContain('src="https://blog.example/images/a.jpg"');
  });

  it("personalises each reader's links from one render", async () => {
    const render = await createPostMail(content);
    const forAnn = render(ann);
    const forBob = render(bob);
    expect(forAnn.html).toContain('href="https://blog.example/api/newsletter/unsubscribe?token=ann&amp;src=post"');
    expect(forAnn.html).not.toContain("token=ann&src=post");
    expect(forAnn.html).toContain(`href="${ann.preferencesUrl}"`);
    expect(forBob.html).toContain(`href="${bob.unsubscribeUrl}"`);
    expect(forBob.html).not.toContain("token=ann");
    expect(forAnn.text).toContain(`Unsubscribe: ${ann.unsubscribeUrl}`);
    expect(forBob.text).toContain(`Unsubscribe: ${bob.unsubscribeUrl}`);
    for (const mail of [forAnn, forBob]) expect(`${mail.html}${mail.text}`).not.toContain("__inkwell_");
  });

  it("writes the text part with every URL in full", async () => {
    const { text } = (await createPostMail(content))(ann);
    expect(text).toContain("Why <script>alert(1)</script> & friends");
    expect(text).toContain("by Ann O'Neil (https://blog.example/@ann)");
    expect(text).toContain("Read the post: https://blog.example/posts/why-script");
    expect(text).toContain("A short description of the post.");
    expect(text).toContain("Technology · November 25, 2026");
    expect(text).toContain(`Manage preferences: ${ann.preferencesUrl}`);
    expect(text).toContain(`Unsubscribe: ${ann.unsubscribeUrl}`);
    expect(text).not.toContain("<a ");
  });

  it("asks dark-mode clients for their colours and overrides the light ones there", async () => {
    const { html } = (await createPostMail(content))(ann);
    expect(html.startsWith("<!DOCTYPE html")).toBe(true);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toMatch(/<style>[^<]*@media \(prefers-color-scheme: dark\)\{[^<]*\.ink-card\{background-color:/u);
    expect(html).toContain('class="ink-card"');
  });

  it("keeps a user's text from closing a tag or leaking a slot, whatever it holds", async () => {
    const hostile = `"><img src=x onerror=alert(1)> __inkwell_x_unsubscribe__ $& </style>`;
    const render = await createPostMail({
      ...content,
      siteName: hostile,
      post: { ...content.post, category: hostile, shortDesc: hostile },
      author: { ...content.author, name: hostile },
    });
    const { html } = render(ann);
    expect(html).not.toContain("<img src=x");
    expect(html.match(/<\/style>/gu)).toHaveLength(1);
  });

  it("refuses content whose links are not absolute http(s)", async () => {
    await expect(
      createPostMail({ ...content, post: { ...content.post, url: "javascript:alert(1)" } }),
    ).rejects.toThrow();
    await expect(createPostMail({ ...content, author: { ...content.author, url: "/@ann" } })).rejects.toThrow();
  });

  it("keeps the subject on one line", async () => {
    const mail = (await createPostMail({ ...content, post: { ...content.post, title: "Two\r\nlines" } }))(ann);
    expect(mail.subject).toBe("Two lines");
  });
});
