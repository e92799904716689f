/**
 * Links that a post shows as an embed card (decision 0123): a YouTube or Vimeo video, or a post on a
 * fediverse server. The Markdown keeps the plain link; the renderer (markdown.ts) draws the card when the
 * link stands alone in its paragraph, and the reader's click is what loads the provider's frame.
 * Recognition is deliberately narrow: an address we are unsure of stays an ordinary link.
 */

export type Embed = {
  provider: "youtube" | "vimeo" | "fediverse";
  /** What the button loads: "Load video" or "Load post". */
  kind: "video" | "post";
  /** What the card and the frame's title call it: "YouTube video", "Post on mastodon.social". */
  label: string;
  /** The frame's address once a reader asks for it; null when only the link is shown (no known embed). */
  frame: string | null;
};

/**
 * The frame origins every page's Content-Security-Policy allows (app.ts). A fediverse post's frame is
 * allowed per page, by its exact address (`fediverseFrameSource`), since its server can be any.
 */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const YOUTUBE_ID = /^[\w-]{11}$/u;
/** `1h2m3s`, `90s` or `90`: a start time as YouTube's `t` parameter writes it. */
const START_TIME = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/u;
const VIMEO_PATH = /^\/(\d{1,12})(?:\/([\da-f]{6,20}))?\/?$/u;

/** A user name as Mastodon and its kin allow it: letters, digits, `_`, with `.` or `-` only inside. */
const USER = "[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?";
/** Mastodon: `/@user/123` and `/users/user/statuses/123`; its embed page is `/@user/123/embed`. */
const MASTODON_SHORT = new RegExp(`^/@(${USER})/(\\d{1,20})/?$`, "u");
const MASTODON_LONG = new RegExp(`^/users/(${USER})/statuses/(\\d{1,20})/?$`, "u");
/** Another server's post seen on this one (`/@user@host/123`), Misskey's and Sharkey's `/notes/id`, Pleroma's and Akkoma's `/objects/uuid`. */
const LINK_ONLY_POSTS = [
  new RegExp(`^/@${USER}@[a-z0-9.-]+/\\d{1,20}/?$`, "iu"),
  /^\/notes\/[0-9a-z]{10,32}\/?$/u,
  /^\/objects\/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\/?$/u,
];
/** A public DNS name of at least two labels; no IP literal, no `localhost`, no port. */
const DNS_NAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/u;
/** The exact address of a Mastodon embed frame, as `recogniseEmbed` builds it. */
const MASTODON_FRAME = new RegExp(`^https://([a-z0-9.-]+)/@${USER}/\\d{1,20}/embed$`, "u");

function parse(href: string): URL | null {
  if (!URL.canParse(href)) return null;
  const url = new URL(href);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  // A user name, password or port says this is not the provider's ordinary link.
  if (url.username || url.password || url.port) return null;
  return url;
}

function startSeconds(value: string | null): number {
  const match = value ? START_TIME.exec(value) : null;
  if (!match) return 0;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtube(url: URL): Embed | null {
  let id: string | undefined;
  if (url.hostname === "youtu.be") id = url.pathname.slice(1).replace(/\/$/u, "");
  else if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  else if (url.pathname === "/watch") id = url.searchParams.get("v") ?? undefined;
  else id = /^\/shorts\/([^/]+)\/?$/u.exec(url.pathname)?.[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  const query = `autoplay=1${start > 0 ? `&start=${start}` : ""}`;
  return {
    provider: "youtube",
    kind: "video",
    label: "YouTube video",
    frame: `https://www.youtube-nocookie.com/embed/${id}?${query}`,
  };
}

function vimeo(url: URL): Embed | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const match = VIMEO_PATH.exec(url.pathname);
  if (!match) return null;
  const [, id, hash] = match;
  // dnt=1: Vimeo's player sets no tracking cookies and records no session.
  const query = `${hash ? `h=${hash}&` : ""}dnt=1&autoplay=1`;
  return {
    provider: "vimeo",
    kind: "video",
    label: "Vimeo video",
    frame: `https://player.vimeo.com/video/${id}?${query}`,
  };
}

function fediverse(url: URL): Embed | null {
  // Servers are reached over https only; an address that is not a public name is nobody's server to embed.
  if (url.protocol !== "https:" || !DNS_NAME.test(url.hostname)) return null;
  const host = url.hostname;
  const post = (frame: string | null): Embed => ({
    provider: "fediverse",
    kind: "post",
    label: `Post on ${host}`,
    frame,
  });
  const mastodon = MASTODON_SHORT.exec(url.pathname) ?? MASTODON_LONG.exec(url.pathname);
  if (mastodon) return post(`https://${host}/@${mastodon[1]}/${mastodon[2]}/embed`);
  return LINK_ONLY_POSTS.some((pattern) => pattern.test(url.pathname)) ? post(null) : null;
}

/** The embed a link stands for, or null when it is an ordinary link. */
export function recogniseEmbed(href: string): Embed | null {
  const url = parse(href);
  if (!url) return null;
  return youtube(url) ?? vimeo(url) ?? fediverse(url);
}

/**
 * The Content-Security-Policy source that lets a page frame this fediverse embed: the frame's exact
 * address (a source with a path matches that path only), or null when `frame` is not a Mastodon embed
 * address as `recogniseEmbed` builds them. What it returns holds no space, `;` or `,`, so it cannot
 * add a directive to the policy.
 */
export function fediverseFrameSource(frame: string): string | null {
  const match = MASTODON_FRAME.exec(frame);
  return match?.[1] && DNS_NAME.test(match[1]) ? frame : null;
}
