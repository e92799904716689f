import { randomBytes } from "node:crypto";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { parseHtml, parseXml } from "@test/server/page-parse";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offSiteHtml } from "../post-html/off-site";

const BASE = "http://localhost:3000";
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const TOOT = "https://mastodon.example/@ada/109318821117356215";
const BODY = [
  "Before the picture.",
  "",
  '![A heron on one leg](/uploads/heron.webp "The heron, <em>unmoved</em> & patient")',
  "",
  VIDEO,
  "",
  TOOT,
  "",
  "After the embeds.",
].join("\n");

const frameSources = (csp: string) =>
  (csp.split(";").find((directive) => directive.trim().startsWith("frame-src ")) ?? "").trim().split(/\s+/u).slice(1);

describe("captions and embed cards on the reading pages (decision 0123)", () => {
  let t: TestApp;
  let writer: TestUser;
  let id: string;
  let title: string;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUpUser(t.app);
    title = `Herons ${randomBytes(3).toString("hex")}`;
    id = await postBlog(t.app, writer.token, { title, longDesc: BODY });
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  it("draws the details page's body with the figure and the cards, loading nothing from the providers", async () => {
    const response = await t.app.inject({ url: `/viewDetails/${id}` });
    expect(response.statusCode).toBe(200);
    const body = parseHtml(response.body).querySelector("main .markdown-body");

    const figure = body?.querySelector("figure");
    expect(figure?.querySelector("img")?.getAttribute("src")).toBe("/uploads/heron.webp");
    expect(figure?.querySelector("img")?.getAttribute("alt")).toBe("A heron on one leg");
    expect(figure?.querySelector("img")?.hasAttribute("title")).toBe(false);
    expect(figure?.querySelector("figcaption")?.textContent).toBe("The heron, <em>unmoved</em> & patient");
    expect(figure?.querySelector("em")).toBeNull();

    const cards = [...(body?.querySelectorAll(".embed-card") ?? [])];
    expect(cards.map((card) => card.querySelector(".embed-provider")?.textContent)).toEqual([
      "YouTube video",
      "Post on mastodon.example",
    ]);
    expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual([VIDEO, TOOT]);
    const buttons = cards.map((card) => card.querySelector("button"));
    expect(buttons.map((button) => button?.textContent)).toEqual(["Load video", "Load post"]);
    expect(buttons.map((button) => button?.getAttribute("data-embed-src"))).toEqual([
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
      `${TOOT}/embed`,
    ]);
    // Without scripts the button is hidden and the card is its link.
    for (const button of buttons) expect(button?.closest("[data-js-only]")).not.toBeNull();
    // Nothing on the page is fetched from a provider: no frame, and no script or image from their hosts.
    expect(body?.querySelector("iframe")).toBeNull();
    const fetched = [...parseHtml(response.body).querySelectorAll("[src], link[href]")].map(
      (element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "",
    );
    expect(fetched.filter((url) => /youtube|vimeo|mastodon\.example/u.test(url))).toEqual([]);
  });

  it("lets the page frame exactly the two video players and this page's Mastodon post", async () => {
    const details = await t.app.inject({ url: `/viewDetails/${id}` });
    const policy = String(details.headers["content-security-policy"]);
    expect(frameSources(policy)).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      `${TOOT}/embed`,
    ]);
    // The page's inline scripts keep their hashes beside it.
    expect(policy).toMatch(/script-src 'self' 'sha256-/u);
    const home = await t.app.inject({ url: "/" });
    expect(frameSources(String(home.headers["content-security-policy"]))).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
    const api = await t.app.inject({ url: `/api/allBlogs/${id}` });
    expect(frameSources(String(api.headers["content-security-policy"]))).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
  });

  it("sends feeds the figure and the plain links, with no card or button", async () => {
    const feed = parseXml((await t.app.inject({ url: "/rss.xml" })).body);
    const item = [...feed.getElementsByTagName("item")].find(
      (candidate) => candidate.getElementsByTagName("title")[0]?.textContent === title,
    );
    const html = item?.getElementsByTagName("content:encoded")[0]?.textContent ?? "";
    expect(html).toContain(
      `<figure><img src="${BASE}/uploads/heron.webp" alt="A heron on one leg" loading="lazy"><figcaption>The heron, &lt;em&gt;unmoved&lt;/em&gt; &amp; patient</figcaption></figure>`,
    );
    expect(html).toContain(`<p><a href="${VIDEO}" rel="nofollow noopener">${VIDEO}</a></p>`);
    expect(html).toContain(`<p><a href="${TOOT}" rel="nofollow noopener">${TOOT}</a></p>`);
    expect(html).not.toMatch(/embed-card|<button|data-embed/u);
  });

  it("gives the fediverse's Article the same off-site HTML", () => {
    const html = offSiteHtml(BODY, BASE);
    expect(html).toContain(`<figure><img src="${BASE}/uploads/heron.webp"`);
    expect(html).not.toMatch(/embed-card|<button|data-embed/u);
  });
});
