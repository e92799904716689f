import { escapeHtml } from "@shared/escape";
import { parse } from "csv-parse/sync";
import { ImportFormatError, type SourceItem, type SourcePost } from "./model";

type GhostRecord = Record<string, unknown>;
type GhostData = {
  posts?: GhostRecord[];
  tags?: GhostRecord[];
  users?: GhostRecord[];
  posts_tags?: GhostRecord[];
  posts_authors?: GhostRecord[];
};

const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** Lexical's text format bits that have a Markdown form. */
const BOLD = 1;
const ITALIC = 2;
const CODE = 16;

type LexicalNode = { type?: string; children?: LexicalNode[] } & GhostRecord;

/** Ghost 5's editor state as HTML, for posts exported without `html`; unknown cards are dropped. */
export function lexicalToHtml(source: string): string {
  const walk = (node: LexicalNode): string => {
    const inner = () => (node.children ?? []).map(walk).join("");
    switch (node.type) {
      case "root":
        return inner();
      case "paragraph":
        return `<p>${inner()}</p>`;
      case "heading":
        return `<${/^h[1-6]$/u.test(str(node.tag)) ? str(node.tag) : "h2"}>${inner()}</${/^h[1-6]$/u.test(str(node.tag)) ? str(node.tag) : "h2"}>`;
      case "quote":
        return `<blockquote>${inner()}</blockquote>`;
      case "list":
        return node.listType === "number" ? `<ol>${inner()}</ol>` : `<ul>${inner()}</ul>`;
      case "listitem":
        return `<li>${inner()}</li>`;
      case "link":
        return `<a href="${escapeHtml(str(node.url))}">${inner()}</a>`;
      case "linebreak":
        return "<br>";
      case "horizontalrule":
        return "<hr>";
      case "image":
        return `<img src="${escapeHtml(str(node.src))}" alt="${escapeHtml(str(node.altText))}">`;
      case "codeblock":
        return `<pre><code>${escapeHtml(str(node.code))}</code></pre>`;
      case "markdown":
        return `<pre data-markdown>${escapeHtml(str(node.markdown))}</pre>`;
      case "html":
        return str(node.html);
      case "text": {
        const format = typeof node.format === "number" ? node.format : 0;
        let text = escapeHtml(str(node.text));
        if (format & CODE) text = `<code>${text}</code>`;
        if (format & BOLD) text = `<strong>${text}</strong>`;
        if (format & ITALIC) text = `<em>${text}</em>`;
        return text;
      }
      default:
        return node.children ? inner() : "";
    }
  };
  const state = JSON.parse(source) as { root?: LexicalNode };
  return state.root ? walk(state.root) : "";
}

/** Ghost 4's mobiledoc as HTML: sections of markers, with markups opened and closed around them. */
export function mobiledocToHtml(source: string): string {
  const doc = JSON.parse(source) as {
    markups?: Array<[string, string[]?]>;
    cards?: Array<[string, GhostRecord]>;
    sections?: unknown[][];
  };
  const markups = doc.markups ?? [];
  const cards = doc.cards ?? [];
  const markers = (list: unknown[]): string => {
    let html = "";
    const open: string[] = [];
    for (const marker of list as Array<[number, number[], number, string]>) {
      for (const index of marker[1] ?? []) {
        const [tag = "span", attributes = []] = markups[index] ?? [];
        const safeTag = /^(a|b|strong|i|em|code|s|u|sup|sub)$/u.test(tag) ? tag : "span";
        const href = safeTag === "a" ? ` href="${escapeHtml(str(attributes[attributes.indexOf("href") + 1]))}"` : "";
        html += `<${safeTag}${href}>`;
        open.push(safeTag);
      }
      html += marker[0] === 0 ? escapeHtml(str(marker[3])) : "";
      for (let closed = 0; closed < (marker[2] ?? 0); closed++) html += `</${open.pop()}>`;
    }
    return (
      html +
      open
        .reverse()
        .map((tag) => `</${tag}>`)
        .join("")
    );
  };
  return (doc.sections ?? [])
    .map((section) => {
      const [kind, a, b] = section;
      if (kind === 1) {
        const tag = /^(p|h[1-6]|blockquote)$/u.test(str(a)) ? str(a) : "p";
        return `<${tag}>${markers(b as unknown[])}</${tag}>`;
      }
      if (kind === 3) {
        const tag = a === "ol" ? "ol" : "ul";
        return `<${tag}>${(b as unknown[][]).map((item) => `<li>${markers(item)}</li>`).join("")}</${tag}>`;
      }
      if (kind === 10) {
        const [name, payload = {}] = cards[Number(a)] ?? [];
        if (name === "image")
          return `<img src="${escapeHtml(str(payload.src))}" alt="${escapeHtml(str(payload.alt))}">`;
        if (name === "markdown") return `<pre data-markdown>${escapeHtml(str(payload.markdown))}</pre>`;
        if (name === "html") return str(payload.html);
        if (name === "code") return `<pre><code>${escapeHtml(str(payload.code))}</code></pre>`;
        if (name === "hr") return "<hr>";
      }
      return "";
    })
    .join("");
}

function ghostData(json: unknown): GhostData | undefined {
  const root = json as { db?: Array<{ data?: GhostData }>; data?: GhostData } | null;
  return root?.db?.[0]?.data ?? root?.data;
}

/** A Ghost members export: its header names email and subscribed_to_emails (decision 0109). */
function* readMembers(text: string): Generator<SourceItem> {
  let rows: Array<Record<string, string>>;
  try {
    rows = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true });
  } catch (error) {
    throw new ImportFormatError("ghost", `The CSV could not be read: ${(error as Error).message}`);
  }
  for (const row of rows) {
    // Members who turned mail off on Ghost did not agree to it here either.
    if (str(row.subscribed_to_emails).toLowerCase() === "false") continue;
    yield { type: "subscriber", subscriber: { email: str(row.email), name: str(row.name), date: str(row.created_at) } };
  }
}

/** A Ghost JSON export (v4/v5) or a members CSV, told apart by their first bytes. */
export async function* readGhost(bytes: Buffer): AsyncGenerator<SourceItem> {
  const text = bytes.toString("utf8").replace(/^\uFEFF/u, "");
  const firstLine = text.slice(0, text.indexOf("\n") === -1 ? text.length : text.indexOf("\n")).toLowerCase();
  if (!text.trimStart().startsWith("{")) {
    if (/(^|,)"?email"?(,|$)/u.test(firstLine.trim()) && firstLine.includes("subscribed_to_emails")) {
      yield* readMembers(text);
      return;
    }
    throw new ImportFormatError("ghost", "It is neither JSON nor a CSV with email and subscribed_to_emails columns.");
  }
  let data: GhostData | undefined;
  try {
    data = ghostData(JSON.parse(text));
  } catch (error) {
    throw new ImportFormatError("ghost", `The JSON could not be read: ${(error as Error).message}`);
  }
  if (!data || !Array.isArray(data.posts)) throw new ImportFormatError("ghost", "It has no db[0].data.posts list.");
  const tags = new Map((data.tags ?? []).map((tag) => [str(tag.id), tag]));
  const users = new Map((data.users ?? []).map((user) => [str(user.id), user]));
  const tagsOf = new Map<string, Array<{ name: string; order: number }>>();
  for (const link of data.posts_tags ?? []) {
    const tag = tags.get(str(link.tag_id));
    // Ghost's internal tags (#hash) are settings, not subjects.
    if (!tag || str(tag.name).startsWith("#")) continue;
    const list = tagsOf.get(str(link.post_id)) ?? [];
    list.push({ name: str(tag.name), order: Number(link.sort_order ?? 0) });
    tagsOf.set(str(link.post_id), list);
  }
  const authorOf = new Map<string, string>();
  for (const link of data.posts_authors ?? []) {
    if (!authorOf.has(str(link.post_id)) || Number(link.sort_order ?? 0) === 0) {
      authorOf.set(str(link.post_id), str(link.author_id));
    }
  }
  for (const record of data.posts) {
    if (str(record.type) && str(record.type) !== "post") continue;
    const id = str(record.id);
    let html = str(record.html);
    try {
      if (!html && str(record.lexical)) html = lexicalToHtml(str(record.lexical));
      else if (!html && str(record.mobiledoc)) html = mobiledocToHtml(str(record.mobiledoc));
    } catch {
      html = str(record.plaintext);
    }
    const user = users.get(authorOf.get(id) ?? str(record.author_id));
    const published = str(record.status) === "published";
    const slug = str(record.slug);
    const post: SourcePost = {
      sourceId: id,
      title: str(record.title),
      html,
      excerpt: str(record.custom_excerpt),
      draft: !published,
      date: new Date(Date.parse(str(record.published_at) || str(record.created_at)) || 0).toISOString(),
      tags: (tagsOf.get(id) ?? []).sort((a, b) => a.order - b.order).map((tag) => tag.name),
      author: { email: str(user?.email), name: str(user?.name), sourceId: str(user?.id) },
      comments: [],
      oldPaths: published && slug ? [`/${slug}/`] : [],
      ...(str(record.feature_image) ? { featureImage: str(record.feature_image) } : {}),
    };
    yield { type: "post", post };
  }
}
