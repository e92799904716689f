import { escapeXml } from "@shared/escape";
import { PREVIEW_SIZE } from "@shared/previews";
import sharp from "sharp";

/** The size every link preview (Facebook, X, LinkedIn, Slack, Mastodon) shows large. */
const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = PREVIEW_SIZE;
const JPEG_QUALITY = 85;

/** Fonts librsvg finds on Debian (the container installs fonts-dejavu-core) and most desktops. */
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const TITLE_LINE_CHARACTERS = 26;
const TITLE_LINES = 3;

/** Words laid into lines of at most `width` characters; past `lines`, the last ends in an ellipsis. */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/u)) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    const next = line ? `${line} ${piece}` : piece;
    if (next.length <= width) {
      line = next;
      continue;
    }
    result.push(line);
    line = piece;
    if (result.length === lines) break;
  }
  if (result.length < lines && line) result.push(line);
  if (result.length === lines && result.join(" ").length < text.trim().length) {
    const last = result[lines - 1] ?? "";
    result[lines - 1] = `${last.slice(0, width - 1).replace(/\s+\S*$/u, "")}…`;
  }
  return result;
}

export type CardText = { title: string; byline?: string; footer: string };

/**
 * A preview card drawn from text alone: the title large, the byline under it, the site's name at the
 * foot, on the site's ink-blue. SVG drawn by sharp (librsvg) into a JPEG.
 */
export async function drawCard(text: CardText): Promise<Buffer> {
  const lines = wrapWords(text.title || "Untitled", TITLE_LINE_CHARACTERS, TITLE_LINES);
  const titleSize = lines.length > 2 ? 64 : 72;
  const firstY = 170 + (TITLE_LINES - lines.length) * 40;
  const title = lines
    .map((line, index) => `<text x="80" y="${firstY + index * (titleSize + 14)}">${escapeXml(line)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="#1e293b"/>
  <rect x="0" y="0" width="16" height="100%" fill="#f59e0b"/>
  <g font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#f8fafc">${title}</g>
  ${text.byline ? `<text x="80" y="${firstY + lines.length * (titleSize + 14) + 30}" font-family="${FONT}" font-size="36" fill="#cbd5e1">${escapeXml(text.byline)}</text>` : ""}
  <text x="80" y="570" font-family="${FONT}" font-size="34" font-weight="700" fill="#f59e0b">${escapeXml(text.footer)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** A writer's own picture as a preview: cropped to fill 1200×630, as a JPEG. */
export async function convertImage(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover", position: "attention" })
    .flatten({ background: "#1e293b" })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
