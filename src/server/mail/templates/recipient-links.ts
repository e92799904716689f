import { randomBytes } from "node:crypto";
import { escapeHtml } from "@shared/escape";

/** The links that differ per reader; everything else in a mail is the same for all its readers. */
export type RecipientLinks = { unsubscribeUrl: string; preferencesUrl: string };

/** `language`: what it is written in, for the Content-Language header. */
export type RenderedMail = { subject: string; html: string; text: string; language?: string };

type LinkName = keyof RecipientLinks;
const LINK_NAMES: readonly LinkName[] = ["unsubscribeUrl", "preferencesUrl"];

/**
 * Stand-ins rendered where each reader's link goes. The random part is drawn at start and never leaves
 * the process (it is replaced before a mail is sent), so no title or name can contain it by chance or
 * on purpose. Only letters, digits and underscores: React writes them into attributes unchanged.
 */
const NONCE = randomBytes(12).toString("hex");
export const LINK_SLOTS: Readonly<RecipientLinks> = {
  unsubscribeUrl: `__inkwell_${NONCE}_unsubscribe__`,
  preferencesUrl: `__inkwell_${NONCE}_preferences__`,
};

type Piece = string | { slot: LinkName };

/** A rendered body cut at its stand-ins once, so each reader costs one join rather than a render. */
export type LinkTemplate = { pieces: readonly Piece[] };

export function cutAtSlots(rendered: string): LinkTemplate {
  let pieces: Piece[] = [rendered];
  for (const name of LINK_NAMES) {
    const slot = LINK_SLOTS[name];
    pieces = pieces.flatMap((piece) =>
      typeof piece === "string"
        ? piece.split(slot).flatMap((part, index) => (index === 0 ? [part] : [{ slot: name }, part]))
        : [piece],
    );
  }
  return { pieces };
}

/** The body with each stand-in replaced by the reader's link, passed through `encode` for its context. */
export function fillSlots(template: LinkTemplate, links: RecipientLinks, encode: (url: string) => string): string {
  const values = { unsubscribeUrl: encode(links.unsubscribeUrl), preferencesUrl: encode(links.preferencesUrl) };
  let out = "";
  for (const piece of template.pieces) out += typeof piece === "string" ? piece : values[piece.slot];
  return out;
}

const ABSOLUTE_HTTP = /^https?:\/\/[^\s/]/iu;

/**
 * The links come from our own token code, but a wrong one would send every reader a dead or hostile
 * unsubscribe link, which mail providers punish; refusing is cheaper than parsing a URL per reader.
 */
export function checkLinks(links: RecipientLinks): void {
  for (const name of LINK_NAMES) {
    if (!ABSOLUTE_HTTP.test(links[name])) throw new TypeError(`${name} must be an absolute http(s) URL`);
  }
}

/** The renders of one mail, cut for personalising: `html` gets attribute-escaped links, `text` raw ones. */
export function personaliser(
  subject: string,
  html: string,
  text: string,
  language?: string,
): (links: RecipientLinks) => RenderedMail {
  const htmlTemplate = cutAtSlots(html);
  const textTemplate = cutAtSlots(text);
  return (links) => {
    checkLinks(links);
    return {
      subject,
      html: fillSlots(htmlTemplate, links, escapeHtml),
      text: fillSlots(textTemplate, links, (url) => url),
      ...(language ? { language } : {}),
    };
  };
}
