import { z } from "zod";
import { SPEC_BAR_LINKS } from "./spec-navigation";

export { type NavigationLink, SPEC_BAR_LINKS } from "./spec-navigation";

export const MAX_NAV_LABEL = 40;
export const MAX_NAV_PATH = 300;
export const MAX_NAV_URL = 2_000;
export const MAX_BAR_LINKS = 12;
export const MAX_FOOTER_LINKS = 12;

export const NAV_URL_MESSAGE = "A link goes to a page of this site (starting with /) or to an https:// address.";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f\\]/u;

/**
 * Why a link's address is refused, or null. A path of this site starts with one slash (`//host` and
 * `/\host` are other hosts to a browser); anything else must parse as an https URL, so `javascript:`,
 * `data:` and plain `http:` never reach a visitor's bar.
 */
export function navigationUrlProblem(url: string): string | null {
  if (UNSAFE_CHARACTERS.test(url)) return "A link's address cannot contain spaces, backslashes or control characters.";
  if (url.startsWith("/")) {
    if (url.startsWith("//")) return NAV_URL_MESSAGE;
    return url.length > MAX_NAV_PATH ? `A path can be at most ${MAX_NAV_PATH} characters.` : null;
  }
  if (url.length > MAX_NAV_URL) return `An address can be at most ${MAX_NAV_URL} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return NAV_URL_MESSAGE;
  }
  if (parsed.protocol !== "https:") return `Only https:// addresses are allowed, not ${parsed.protocol}`;
  if (!parsed.hostname) return NAV_URL_MESSAGE;
  if (parsed.username || parsed.password) return "A link's address cannot carry a user name or password.";
  return null;
}

/** One link: what it says and where it goes. */
export const navigationLinkSchema = z
  .object({
    label: z
      .string({ error: "A link needs a label." })
      .trim()
      .min(1, "A link needs a label.")
      .max(MAX_NAV_LABEL, `A label can be at most ${MAX_NAV_LABEL} characters.`),
    url: z
      .string({ error: "A link needs an address." })
      .trim()
      .min(1, "A link needs an address.")
      .superRefine((url, context) => {
        const problem = navigationUrlProblem(url);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  })
  .strict();

/**
 * The links the bar adds after the admin's for signed-in readers (NavBar's MEMBER_LINKS), in lower case
 * as the router matches: the bar would show them twice, under one key.
 */
const SESSION_LINKS: Readonly<Record<string, string>> = { "/addblog": "Add Blog", "/wishlist": "Wishlist" };

/**
 * A list of links, each address once: twice is a slip, and the pages key their links by address. The
 * bar also leaves out the links it shows signed-in readers anyway.
 */
const linkList = (max: number, where: string) =>
  z
    .array(navigationLinkSchema)
    .max(max, `The ${where} holds at most ${max} links.`)
    .superRefine((links, context) => {
      const seen = new Set<string>();
      for (const [index, link] of links.entries()) {
        if (seen.has(link.url)) {
          context.addIssue({ code: "custom", path: [index, "url"], message: `The ${where} has ${link.url} twice.` });
        }
        seen.add(link.url);
        const sessionLink = where === "bar" ? SESSION_LINKS[link.url.toLowerCase()] : undefined;
        if (sessionLink) {
          context.addIssue({
            code: "custom",
            path: [index, "url"],
            message: `The bar shows ${sessionLink} to signed-in readers already; ${link.url} cannot be one of its links too.`,
          });
        }
      }
    });

/** The bar's and the footer's links as the admin saved them (Ghost's primary and secondary navigation). */
export const navigationSchema = z
  .object({ bar: linkList(MAX_BAR_LINKS, "bar"), footer: linkList(MAX_FOOTER_LINKS, "footer") })
  .strict();
export type Navigation = z.infer<typeof navigationSchema>;

/** The `navigation` site setting: null is the SPEC's own navigation, which a fresh site and a reset show. */
export const navigationSettingSchema = navigationSchema.nullable();

/** What GET and PUT /api/admin/navigation answer: the links in force and whether they are the default. */
export const navigationStateSchema = z.object({ custom: z.boolean() }).extend(navigationSchema.shape);
export type NavigationState = z.infer<typeof navigationStateSchema>;

/** The links in force: the saved ones, or the SPEC's (a bar of its public links and a footer of none). */
export function navigationInForce(saved: Navigation | null): NavigationState {
  return saved ? { custom: true, ...saved } : { custom: false, bar: [...SPEC_BAR_LINKS], footer: [] };
}
