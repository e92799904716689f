import sharp from "sharp";

/**
 * BENCH_PAGES_DRESSED=1: the site as an owner dresses it before the pages are measured (issue 58's
 * "Speed holds"): a logo drawn by the server, an accent colour, 5 kB of custom CSS, an About page and
 * a navigation with it and a footer, all set through the admin API as the demo content's admin, the way the admin screens set them.
 */

/** About 5 kB of the CSS owners write: spacing, type and shapes, no colours (the themes' contrast stays theirs). */
export function ownerStylesheet(): string {
  const rules: string[] = [
    ":root { --owner-radius: 0.75rem; --owner-gap: 1.25rem; }",
    "body { letter-spacing: 0.005em; text-rendering: optimizeLegibility; }",
    ".navbar { box-shadow: 0 1px 0 rgb(0 0 0 / 0.06); }",
    ".card { border-radius: var(--owner-radius); }",
    ".btn { border-radius: calc(var(--owner-radius) / 1.5); font-weight: 600; }",
    ".markdown-body blockquote { border-inline-start-width: 4px; font-style: italic; }",
    ".markdown-body img { border-radius: var(--owner-radius); }",
    ".markdown-body h2, .markdown-body h3 { letter-spacing: -0.01em; }",
    "footer { padding-block: 2rem; }",
    "@media (min-width: 768px) { .markdown-body { font-size: 1.0625rem; line-height: 1.75; } }",
    "@media (prefers-reduced-motion: reduce) { * { scroll-behavior: auto; } }",
  ];
  for (let index = 1; rules.join("\n").length < 5_000; index++) {
    rules.push(
      `.owner-block-${index} { margin-block: calc(var(--owner-gap) * ${index % 4}); padding: ${index % 3}rem ${index % 5}rem; border-radius: ${index % 6}px; }`,
    );
  }
  return `${rules.join("\n")}\n`;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

export async function dressSite(base: string, admin: { email: string; password: string }): Promise<void> {
  const origin = { origin: base };
  const signIn = await ok(
    await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", ...origin },
      body: JSON.stringify(admin),
    }),
    "Signing in as the admin",
  );
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { token } = (await (
    await ok(await fetch(`${base}/api/auth/token`, { headers: { cookie, ...origin } }), "The token")
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, ...origin };
  const json = { ...auth, "content-type": "application/json" };

  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
  const { url: icon } = (await (
    await ok(await fetch(`${base}/api/images`, { method: "POST", headers: auth, body: form }), "Uploading the logo")
  ).json()) as { url: string };
  const settings = (await (await fetch(`${base}/api/admin/settings`, { headers: auth })).json()) as Record<
    string,
    unknown
  >;
  await ok(
    await fetch(`${base}/api/admin/settings`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ title: settings.title, description: settings.description, icon, accentColor: "#1a5fb4" }),
    }),
    "Saving the logo and accent colour",
  );
  await ok(
    await fetch(`${base}/api/admin/custom-css`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ css: ownerStylesheet() }),
    }),
    "Saving the custom CSS",
  );
  await ok(
    await fetch(`${base}/api/admin/pages`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        title: "About",
        slug: "about",
        description: "Who writes here, and why.",
        body: "## Who we are\n\nA few writers who like **long walks** and short sentences.\n\n> Read slowly.\n",
        status: "published",
      }),
    }),
    "Writing the About page",
  );
  await ok(
    await fetch(`${base}/api/admin/navigation`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({
        bar: [
          { label: "Home", url: "/" },
          { label: "All Blogs", url: "/Blogs" },
          { label: "Featured Blogs", url: "/Features" },
          { label: "About", url: "/about" },
        ],
        footer: [
          { label: "About", url: "/about" },
          { label: "Search", url: "/search" },
          { label: "Source", url: "https://example.com/inkwell" },
        ],
      }),
    }),
    "Saving the navigation",
  );
}
