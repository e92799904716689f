import { isDataImage } from "../images/dataImage";
import { isAllowedLink } from "../linkRules";

/*
 * Pasted HTML (Google Docs, Microsoft Word, web pages) made into the few elements a post body can hold,
 * before Lexical's importer reads it. The result is a detached document: nothing in it runs or loads
 * (a DOMParser document is inert), and it is never put into the page.
 *
 * Kept: p, h2–h4 (h1 → h2, h5/h6 → h4), blockquote, pre (with data-language), ul/ol (start)/li, hr, br,
 * a (href), strong, em, s, code and img (src, alt, title; on the web or a data: picture). Everything
 * else is unwrapped (its text stays) or dropped with its content (scripts, styles, forms, media, hidden
 * elements, Word's markup).
 */

/** Dropped together with everything inside them. */
const DROP = new Set([
  "script",
  "style",
  "meta",
  "link",
  "title",
  "head",
  "base",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "param",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "source",
  "track",
  "map",
  "area",
  "button",
  "input",
  "select",
  "option",
  "optgroup",
  "datalist",
  "textarea",
  "output",
  "progress",
  "meter",
  "dialog",
  "xml",
  "wbr",
]);

/** Word's namespaced elements that hold no text of the document: `<o:p>`, VML shapes, `<w:…>` and `<m:…>` data. */
const DROP_PREFIXES = ["o:", "v:", "w:", "m:"];

/** Elements that hold blocks or lines, unwrapped into paragraphs. */
const CONTAINERS = new Set([
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "figure",
  "figcaption",
  "address",
  "center",
  "form",
  "fieldset",
  "legend",
  "details",
  "summary",
  "hgroup",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
]);

/** The blocks left once cleaning is done. */
const BLOCKS = new Set(["p", "h2", "h3", "h4", "blockquote", "pre", "ul", "ol", "li", "hr"]);
const HEADINGS = "h1, h2, h3, h4, h5, h6";

/**
 * Word wraps what only Word should show in `<![if !supportX]>…<![endif]>` (parsed as two comments):
 * list markers, extra line breaks, empty-paragraph fillers, footnote rules. `!vml` is not here: it holds
 * the `<img>` fallback of a picture.
 */
const WORD_ONLY =
  /^\[if !support(?:Lists|LineBreakNewLine|EmptyParas|Footnotes|Annotations|MisalignedColumns|MisalignedRows)\]$/;

const MSO_LIST = /mso-list:\s*l(\d+)\s+level(\d+)\s+lfo(\d+)/i;
const MSO_IGNORE = /mso-list:\s*ignore/i;
const ORDERED_MARKER = /^\(?(?:\d{1,9}|[a-z]{1,2}|[ivxlcdm]{1,8})[.)]$/i;
const MONOSPACE = /font-family:[^;]*(?:monospace|courier|consolas|menlo|monaco|source code|roboto mono|fira code)/i;
const LANGUAGE = /^[\w+#.-]{1,32}$/;

type Styled = { bold: boolean; notBold: boolean; italic: boolean; notItalic: boolean; strike: boolean; mono: boolean };

/**
 * Cleans clipboard HTML for the rich editor (pure: parses with DOMParser, touches nothing else). The
 * cleaned markup is the returned document's body.
 */
export function cleanPastedHtml(html: string): Document {
  const doc = new DOMParser().parseFromString(html, "text/html");
  // Lexical's importer inlines <style> rules it finds into the elements: Word's stylesheet must go.
  doc.head.replaceChildren();
  const body = doc.body;
  convertWordLists(body);
  dropWordOnlyContent(body);
  cleanChildren(body, false);
  normalize(body);
  return doc;
}

// ---------------------------------------------------------------------------------------------------
// Word's lists: paragraphs with `mso-list:lN levelN lfoN` and a marker in a `mso-list:Ignore` span.

type OpenList = { level: number; list: HTMLElement; item: HTMLElement | null; ordered: boolean; id: string };

function convertWordLists(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const done = new Set<Element>();
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[style*='mso-list']"))) {
    if (done.has(element) || !MSO_LIST.test(element.getAttribute("style") ?? "")) continue;
    if (element.localName !== "p") {
      // A numbered heading keeps its text; its number goes.
      takeMarker(element);
      continue;
    }
    const run: Element[] = [element];
    for (let next = nextElementInRun(element); next && isWordListParagraph(next); next = nextElementInRun(next)) {
      run.push(next);
    }
    const anchor = doc.createTextNode("");
    element.before(anchor);
    const open: OpenList[] = [];
    for (const paragraph of run) {
      done.add(paragraph);
      const match = MSO_LIST.exec(paragraph.getAttribute("style") ?? "");
      const level = Number(match?.[2] ?? 1);
      const id = `${match?.[1]}:${match?.[3]}`;
      const marker = takeMarker(paragraph);
      const ordered = ORDERED_MARKER.test(marker);
      while (open.length > 0 && (open.at(-1)?.level ?? 0) > level) open.pop();
      const same = open.at(-1);
      if (same && same.level === level && (same.ordered !== ordered || (open.length === 1 && same.id !== id))) {
        open.pop();
      }
      let current = open.at(-1);
      if (!current || current.level < level) {
        const list = doc.createElement(ordered ? "ol" : "ul");
        const start = Number.parseInt(marker.replace(/^\(/, ""), 10);
        if (ordered && Number.isInteger(start) && start > 1) list.setAttribute("start", String(start));
        if (current) {
          if (!current.item) {
            current.item = doc.createElement("li");
            current.list.append(current.item);
          }
          current.item.append(list);
        } else {
          anchor.before(list);
        }
        current = { level, list, item: null, ordered, id };
        open.push(current);
      }
      const item = doc.createElement("li");
      item.append(...Array.from(paragraph.childNodes));
      current.list.append(item);
      current.item = item;
      paragraph.remove();
    }
    anchor.remove();
  }
}

function isWordListParagraph(element: Element): boolean {
  return element.localName === "p" && MSO_LIST.test(element.getAttribute("style") ?? "");
}

/** The next element sibling, past blank text and comments; null when text or nothing comes first. */
function nextElementInRun(element: Element): Element | null {
  for (let node = element.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.ELEMENT_NODE) return node as Element;
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "") return null;
  }
  return null;
}

/** Removes the list marker Word drew (`·`, `o`, `1.`, `a)`) and the spans around it; returns its text. */
function takeMarker(paragraph: Element): string {
  const ignore = Array.from(paragraph.querySelectorAll("span")).find((span) =>
    MSO_IGNORE.test(span.getAttribute("style") ?? ""),
  );
  if (!ignore) return "";
  const marker = (ignore.firstChild?.textContent ?? ignore.textContent ?? "").replace(/[\s\u00a0]+/g, "");
  let emptied: Element | null = ignore.parentElement;
  ignore.remove();
  while (
    emptied &&
    emptied !== paragraph &&
    (emptied.textContent ?? "").trim() === "" &&
    !emptied.querySelector("img")
  ) {
    const parent: Element | null = emptied.parentElement;
    emptied.remove();
    emptied = parent;
  }
  return marker;
}

function dropWordOnlyContent(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const starts: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (WORD_ONLY.test((node as Comment).data.trim())) starts.push(node as Comment);
  }
  for (const start of starts) {
    let node = start.nextSibling;
    while (node && !(node.nodeType === Node.COMMENT_NODE && (node as Comment).data.trim() === "[endif]")) {
      const next: ChildNode | null = node.nextSibling;
      node.remove();
      node = next;
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// The element pass: children first, then the element itself is kept, renamed, unwrapped or dropped.

function cleanChildren(parent: Element, inPre: boolean): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.ELEMENT_NODE) cleanElement(child as HTMLElement, inPre);
    else if (child.nodeType === Node.TEXT_NODE) {
      // Word and Docs space with no-break spaces; a body wants ordinary ones (collapsed by the importer).
      if (!inPre) child.textContent = (child.textContent ?? "").replace(/\u00a0/g, " ").replace(/[\u200b\ufeff]/g, "");
    } else child.remove(); // comments (conditional comments included), processing instructions
  }
}

function cleanElement(element: HTMLElement, inPre: boolean): void {
  const name = element.localName.toLowerCase();
  const style = element.getAttribute("style") ?? "";
  if (DROP.has(name) || DROP_PREFIXES.some((prefix) => name.startsWith(prefix)) || isHidden(element, style)) {
    element.remove();
    return;
  }
  if (MSO_IGNORE.test(style)) {
    element.remove();
    return;
  }
  const styled = readStyle(style);
  const language = name === "pre" ? codeLanguage(element) : null;
  if (name === "figure") captionToTitle(element);
  const wordClass = element.getAttribute("class") ?? "";

  cleanChildren(element, inPre || name === "pre");

  transform(element, name, { styled, language, wordClass, inPre });
}

/** The tag each kept block or line element becomes. */
const KEPT: Record<string, string> = {
  h1: "h2",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h4",
  h6: "h4",
  blockquote: "blockquote",
  ul: "ul",
  li: "li",
  hr: "hr",
  br: "br",
};

type Facts = { styled: Styled; language: string | null; wordClass: string; inPre: boolean };

function transform(element: HTMLElement, name: string, { styled, language, wordClass, inPre }: Facts): void {
  const kept = KEPT[name];
  if (kept) {
    keepAs(element, kept);
  } else if (name === "p") {
    // Word's Title and Quote styles are the heading and the quote they look like.
    if (/\bMsoTitle\b/.test(wordClass)) keepAs(element, "h2");
    else if (/\bMso(?:Intense)?Quote\b/.test(wordClass)) keepAs(element, "blockquote");
    else keepAs(element, "p");
  } else if (name === "ol") {
    const start = Number.parseInt(element.getAttribute("start") ?? "", 10);
    const list = keepAs(element, "ol");
    if (Number.isInteger(start) && start > 1) list.setAttribute("start", String(start));
  } else if (name === "pre") {
    const pre = keepAs(element, "pre");
    if (language) pre.setAttribute("data-language", language);
  } else if (name === "a") {
    cleanLink(element);
  } else if (name === "img") {
    cleanImage(element);
  } else if (CONTAINERS.has(name) || hasBlock(element)) {
    unwrapContainer(element);
  } else if (name === "b" || name === "strong") {
    if (styled.notBold) unwrap(element);
    else inline(element, "strong", styled);
  } else if (name === "i" || name === "em") {
    if (styled.notItalic) unwrap(element);
    else inline(element, "em", styled);
  } else if (name === "s" || name === "strike" || name === "del") {
    inline(element, "s", styled);
  } else if (name === "code" || name === "kbd" || name === "samp" || name === "tt") {
    if (inPre) unwrap(element);
    else inline(element, "code", { ...styled, mono: false });
  } else {
    // span, font, u, sup, small, custom and Word's smart tags (`<st1:place>`): their text, styled or not.
    inline(element, null, inPre ? NO_STYLE : styled);
  }
}

const NO_STYLE: Styled = { bold: false, notBold: false, italic: false, notItalic: false, strike: false, mono: false };

function readStyle(style: string): Styled {
  const weight = /(?:^|;)\s*font-weight\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim().toLowerCase() ?? "";
  const fontStyle = /(?:^|;)\s*font-style\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim().toLowerCase() ?? "";
  const numeric = Number.parseInt(weight, 10);
  return {
    bold: weight === "bold" || weight === "bolder" || numeric >= 600,
    notBold: weight === "normal" || weight === "lighter" || (numeric > 0 && numeric < 600),
    italic: fontStyle === "italic" || fontStyle.startsWith("oblique"),
    notItalic: fontStyle === "normal",
    strike: /(?:^|;)\s*text-decoration(?:-line)?\s*:[^;]*line-through/i.test(style),
    mono: MONOSPACE.test(style),
  };
}

function isHidden(element: Element, style: string): boolean {
  return (
    element.hasAttribute("hidden") ||
    element.getAttribute("aria-hidden") === "true" ||
    /(?:^|;)\s*display\s*:\s*none/i.test(style) ||
    /(?:^|;)\s*visibility\s*:\s*hidden/i.test(style) ||
    /mso-hide\s*:\s*all/i.test(style)
  );
}

/** The language of a code block, from `class="language-x"`/`lang-x` or `data-language` on the pre or its code. */
function codeLanguage(pre: Element): string | null {
  for (const element of [pre, pre.querySelector("code")]) {
    if (!element) continue;
    const named = element.getAttribute("data-language") ?? element.getAttribute("data-lang");
    if (named && LANGUAGE.test(named)) return named.toLowerCase();
    const fromClass = /(?:^|\s)(?:language|lang)-(\S+)/.exec(element.getAttribute("class") ?? "")?.[1];
    if (fromClass && LANGUAGE.test(fromClass)) return fromClass.toLowerCase();
  }
  return null;
}

/** A figure of one image keeps its caption as the image's title, which is how a caption is written (decision 0122). */
function captionToTitle(figure: Element): void {
  const images = figure.querySelectorAll("img");
  const caption = figure.querySelector("figcaption");
  const image = images[0];
  if (images.length !== 1 || !caption || !image) return;
  const text = (caption.textContent ?? "").replace(/\s+/g, " ").trim();
  if (text !== "" && !image.getAttribute("title")) image.setAttribute("title", text);
  caption.remove();
}

function cleanLink(link: HTMLElement): void {
  const href = (link.getAttribute("href") ?? "").trim();
  // Google Docs' links to its own headings and bookmarks point nowhere outside the document.
  const internalToDocs = /^#(?:heading|bookmark|id)=/.test(href);
  if (href === "" || internalToDocs || !isAllowedLink(href) || hasBlock(link)) {
    unwrap(link);
    return;
  }
  const clean = keepAs(link, "a");
  clean.setAttribute("href", href);
}

/**
 * Only images on the web, and JPEG, PNG, GIF or WebP pictures carried in a `data:` URL, are kept. A
 * `file:` image (Word's temporary copy) or a `blob:` one is dropped: its bytes cannot be had from here.
 * The paste then has the server copy the web ones and uploads the `data:` ones (pastedImages.ts), or
 * drops those when no image plugin takes them.
 */
function cleanImage(image: HTMLElement): void {
  const src = (image.getAttribute("src") ?? "").trim();
  if (!/^https?:\/\//i.test(src) && !isDataImage(src)) {
    image.remove();
    return;
  }
  const alt = (image.getAttribute("alt") ?? "").trim();
  const title = (image.getAttribute("title") ?? "").trim();
  const clean = keepAs(image, "img");
  clean.setAttribute("src", src);
  if (alt) clean.setAttribute("alt", alt);
  if (title) clean.setAttribute("title", title);
}

/** Replaces the element by one named `name` with no attributes and the same children; returns it. */
function keepAs(element: HTMLElement, name: string): HTMLElement {
  if (element.localName === name) {
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    return element;
  }
  const replacement = element.ownerDocument.createElement(name);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * An inline element becomes `tag` (or only its children), wrapped in the formats its inline style gave
 * it: Google Docs writes bold as `<span style="font-weight:700">`, italic as `font-style:italic`.
 * Bold inside a heading is the heading's own.
 */
function inline(element: HTMLElement, tag: string | null, styled: Styled): void {
  const doc = element.ownerDocument;
  const inHeading = element.closest(HEADINGS) !== null;
  const formats: string[] = [];
  if (tag && !(tag === "strong" && inHeading)) formats.push(tag);
  if (styled.bold && !inHeading && tag !== "strong") formats.push("strong");
  if (styled.italic && tag !== "em") formats.push("em");
  if (styled.strike && tag !== "s") formats.push("s");
  if (styled.mono && tag !== "code" && element.closest("code, pre") === null) formats.push("code");
  if (formats.length === 0 || (element.textContent ?? "").trim() === "") {
    unwrap(element);
    return;
  }
  let content: Node[] = Array.from(element.childNodes);
  for (const format of formats.reverse()) {
    const wrapper = doc.createElement(format);
    wrapper.append(...content);
    content = [wrapper];
  }
  element.replaceWith(...content);
}

/** A div, table cell, section…: a paragraph when it holds only inline content, else its blocks. */
function unwrapContainer(element: HTMLElement): void {
  if (!hasBlock(element)) {
    if ((element.textContent ?? "").trim() === "" && !element.querySelector("img")) {
      element.remove();
      return;
    }
    keepAs(element, "p");
    return;
  }
  wrapInlineRuns(element);
  unwrap(element);
}

function isBlock(node: Node): boolean {
  return node.nodeType === Node.ELEMENT_NODE && BLOCKS.has((node as Element).localName);
}

function hasBlock(element: Element): boolean {
  return Array.from(element.children).some(
    (child) => BLOCKS.has(child.localName) || CONTAINERS.has(child.localName) || /^h[1-6]$/.test(child.localName),
  );
}

/** Among blocks, loose inline content (text, links, images) is gathered into paragraphs; blank runs go. */
function wrapInlineRuns(container: Element): void {
  if (!Array.from(container.childNodes).some(isBlock)) return;
  let run: ChildNode[] = [];
  const flush = (before: ChildNode | null) => {
    while (run.length > 0 && isBreakOrBlank(run[0])) run.shift()?.remove();
    while (run.length > 0 && isBreakOrBlank(run.at(-1))) run.pop()?.remove();
    if (run.length > 0) {
      const paragraph = container.ownerDocument.createElement("p");
      container.insertBefore(paragraph, before);
      paragraph.append(...run);
    }
    run = [];
  };
  for (const child of Array.from(container.childNodes)) {
    if (isBlock(child)) flush(child);
    else run.push(child);
  }
  flush(null);
}

function isBreakOrBlank(node: ChildNode | undefined): boolean {
  if (!node) return false;
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").trim() === "";
  return node.nodeType === Node.ELEMENT_NODE && (node as Element).localName === "br";
}

// ---------------------------------------------------------------------------------------------------
// The structure pass: what Lexical's importer and Markdown can hold.

function normalize(body: HTMLElement): void {
  for (const list of Array.from(body.querySelectorAll("ul, ol"))) fixList(list);
  // Innermost first, so a flattened block is not flattened twice.
  for (const item of Array.from(body.querySelectorAll("li")).reverse()) flattenBlocks(item, ["ul", "ol"]);
  for (const quote of Array.from(body.querySelectorAll("blockquote")).reverse()) flattenBlocks(quote, []);
  for (const heading of Array.from(body.querySelectorAll("h2, h3, h4"))) {
    for (const bold of Array.from(heading.querySelectorAll("strong"))) unwrap(bold);
    flattenBlocks(heading, []);
  }
  for (const pre of Array.from(body.querySelectorAll("pre"))) flattenPre(pre);
  for (const empty of Array.from(body.querySelectorAll("strong, em, s, code, a")).reverse()) {
    if ((empty.textContent ?? "") === "" && !empty.querySelector("img")) empty.remove();
  }
  trimBreaks(body);
  for (const block of Array.from(body.querySelectorAll("p, h2, h3, h4, blockquote, li")).reverse()) {
    if (isEmptyBlock(block)) block.remove();
  }
  for (const list of Array.from(body.querySelectorAll("ul, ol")).reverse()) {
    if (list.children.length === 0) list.remove();
  }
  wrapInlineRuns(body);
}

/**
 * A list holds list items only. Google Docs nests a list directly in its parent list, after the item it
 * belongs to; it moves into that item.
 */
function fixList(list: Element): void {
  const doc = list.ownerDocument;
  for (const child of Array.from(list.childNodes)) {
    if (child.nodeType === Node.ELEMENT_NODE && (child as Element).localName === "li") continue;
    if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() === "") {
      child.remove();
      continue;
    }
    const previous = child.previousSibling;
    if (previous && previous.nodeType === Node.ELEMENT_NODE && (previous as Element).localName === "li") {
      previous.appendChild(child);
    } else {
      const item = doc.createElement("li");
      child.replaceWith(item);
      item.append(child);
    }
  }
}

/** Block children (other than `keep`) become lines of their parent, separated by line breaks. */
function flattenBlocks(parent: Element, keep: string[]): void {
  const doc = parent.ownerDocument;
  for (const child of Array.from(parent.children)) {
    if (!isBlock(child) || keep.includes(child.localName)) continue;
    if (child.localName === "hr") {
      child.remove();
      continue;
    }
    if (child.localName === "pre") {
      const code = doc.createElement("code");
      code.textContent = child.textContent ?? "";
      child.replaceWith(code);
      continue;
    }
    if (child.localName === "ul" || child.localName === "ol") flattenBlocks(child, []);
    const before = child.previousSibling;
    const after = child.nextSibling;
    const lines: Node[] = Array.from(child.childNodes);
    if (before && !isBreakOrBlank(before as ChildNode)) lines.unshift(doc.createElement("br"));
    if (after && !isBreakOrBlank(after as ChildNode) && !keep.includes((after as Element).localName ?? "")) {
      lines.push(doc.createElement("br"));
    }
    child.replaceWith(...lines);
  }
}

function flattenPre(pre: Element): void {
  const doc = pre.ownerDocument;
  for (const br of Array.from(pre.querySelectorAll("br"))) br.replaceWith(doc.createTextNode("\n"));
  const text = (pre.textContent ?? "").replace(/\r\n?/g, "\n").replace(/\n$/, "");
  pre.replaceChildren(doc.createTextNode(text));
}

/** Line breaks at the edges of a block (or between blocks) are layout, not text. */
function trimBreaks(body: HTMLElement): void {
  for (const block of [body, ...Array.from(body.querySelectorAll("p, h2, h3, h4, blockquote, li"))]) {
    const edges = (from: "firstChild" | "lastChild") => {
      for (let node = block[from]; node && isBreakOrBlank(node); node = block[from]) {
        if (node.nodeType === Node.TEXT_NODE && block !== body) break;
        node.remove();
      }
    };
    edges("firstChild");
    edges("lastChild");
    for (const br of Array.from(block.querySelectorAll(":scope > br"))) {
      const next = nextNonBlank(br);
      if (next === null || isBlock(next)) br.remove();
      else if (block === body && previousIsBlock(br)) br.remove();
    }
  }
}

function nextNonBlank(node: Node): Node | null {
  let next = node.nextSibling;
  while (next && next.nodeType === Node.TEXT_NODE && (next.textContent ?? "").trim() === "") next = next.nextSibling;
  return next;
}

function previousIsBlock(node: Node): boolean {
  let previous = node.previousSibling;
  while (previous && previous.nodeType === Node.TEXT_NODE && (previous.textContent ?? "").trim() === "") {
    previous = previous.previousSibling;
  }
  return previous === null || isBlock(previous);
}

function isEmptyBlock(block: Element): boolean {
  if ((block.textContent ?? "").trim() !== "") return false;
  return block.querySelector("img, hr, ul, ol") === null;
}
