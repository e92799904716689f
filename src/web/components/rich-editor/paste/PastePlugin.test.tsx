import { $isCodeNode } from "@lexical/code-core";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { registerRichText } from "@lexical/rich-text";
import { editorOnPage } from "@test/web/editorOnPage";
import { render } from "@testing-library/react";
import {
  $createParagraphNode,
  $getNodeByKey,
  $getRoot,
  $isTextNode,
  COMMAND_PRIORITY_EDITOR,
  COMMAND_PRIORITY_LOW,
  type LexicalEditor,
  mergeRegister,
  PASTE_COMMAND,
} from "lexical";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { COPY_PASTED_IMAGES_COMMAND } from "../images/copyCommand";
import { EDITOR_NODES, type ImageNode, loadMarkdown, readMarkdown, trackEdits } from "../markdown";
import { type ClipboardFixture, GOOGLE_DOCS, MARKDOWN_TEXT, PROSE_TEXT, WEB_PAGE, WORD } from "./fixtures";
import { PastePlugin } from "./PastePlugin";
import { registerPaste } from "./registerPaste";

/** What a paste event's clipboardData offers: jsdom has no DataTransfer, and these are all the handlers read. */
function clipboard(items: Record<string, string> | ClipboardFixture, files: File[] = []) {
  const types = [...Object.keys(items), ...(files.length > 0 ? ["Files"] : [])];
  return { types, files, getData: (type: string) => (items as Record<string, string>)[type] ?? "" };
}

type Editor = { editor: LexicalEditor; markdown: () => string; passedOn: () => number };
const stops: Array<() => void> = [];

/** A Lexical editor as the post editor has it (rich text, our nodes, the body's Markdown), plus our paste. */
function setUp(body = ""): Editor {
  const { editor, detach } = editorOnPage("inkwell-post");
  let passed = 0;
  const provenance = loadMarkdown(editor, body);
  stops.push(
    mergeRegister(
      registerRichText(editor),
      registerPaste(editor),
      // Runs after ours (HIGH) and before Lexical's default: counts what we let through, and lets it go on.
      editor.registerCommand(
        PASTE_COMMAND,
        () => {
          passed += 1;
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      trackEdits(editor, provenance),
    ),
    () => {
      detach();
    },
  );
  editor.update(() => $getRoot().selectEnd(), { discrete: true });
  return { editor, markdown: () => readMarkdown(editor, provenance), passedOn: () => passed };
}

function paste(editor: LexicalEditor, data: ReturnType<typeof clipboard>): { prevented: boolean } {
  const result = { prevented: false };
  const event = {
    clipboardData: data,
    target: null,
    preventDefault: () => {
      result.prevented = true;
    },
  };
  editor.dispatchCommand(PASTE_COMMAND, event as unknown as ClipboardEvent);
  // Commits what the paste queued.
  editor.update(() => {}, { discrete: true });
  return result;
}

/** Each expected line appears in the Markdown, in this order. */
function expectLines(markdown: string, lines: string[]): void {
  const actual = markdown.split(/\r?\n/);
  let from = 0;
  for (const line of lines) {
    const at = actual.indexOf(line, from);
    expect(at, `${JSON.stringify(line)} after line ${from} of:\n${markdown}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

beforeAll(() => {
  // Lexical's own paste handler asks whether the event is a DragEvent or a ClipboardEvent; jsdom has neither.
  for (const name of ["DragEvent", "ClipboardEvent"]) {
    if (!(name in globalThis)) vi.stubGlobal(name, class extends Event {});
  }
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("pasting rich HTML", () => {
  it("gives a Google Docs clipboard's headings, lists, formats, link and image as Markdown", () => {
    const { editor, markdown } = setUp();
    expect(paste(editor, clipboard(GOOGLE_DOCS)).prevented).toBe(true);
    const written = markdown();
    expectLines(written, [
      "## A field guide to slow mornings",
      "Most mornings start with **coffee**, some _quiet_ and a **_very_** short list. Read the [original essay](https://example.com/slow-mornings) first.",
      "## What to bring",
      "- A thermos",
      "- Something to **read**",
      "  - A paperback",
      "- Warm socks",
      "### The steps",
      "1. Boil the water",
      "2. Wait _four_ minutes",
      "#### A small heading",
    ]);
    expect(written).toMatch(/^!\[\]\(https:\/\/lh7-rt\.googleusercontent\.com\/docsz\/[^)\s]+\)$/m);
    expect(written).toContain("~~struck~~");
    expect(written).not.toMatch(/docs-internal|font-weight|<span|style=/);
  });

  it("gives a Word clipboard's lists as Markdown lists, without Word's markers or its file: picture", () => {
    const { editor, markdown } = setUp();
    paste(editor, clipboard(WORD));
    const written = markdown();
    expectLines(written, [
      "## Quarterly garden notes",
      "This spring the **tomatoes** came in early and the _basil_ did not. Our allotment society keeps [the full records](https://example.org/allotments/records).",
      "## What grew",
      "- Tomatoes",
      "  - Cherry, **mostly**",
      "- Beans",
      "## Next year",
      "1. Dig the beds",
      "   1. Add compost",
      "2. Sow in _April_",
      "See the [photo album](http://example.org/photos) and `notes.txt`",
      "**Harvest total:** 14 kg",
    ]);
    expect(written).not.toMatch(/·|file:|clip_image|mso-|o:p|!\[/);
  });

  it("gives a web page's content without its scripts, handlers, classes or unsafe links", () => {
    const { editor, markdown } = setUp();
    paste(editor, clipboard(WEB_PAGE));
    const written = markdown();
    expectLines(written, [
      "## How we ship on Fridays",
      "We ship **every** Friday, and we _mean_ it. Here is the [checklist](https://example.net/checklist?utm_source=blog), the [team page](/about), a free prize and a relative page.",
      "> Release early.",
      "```js",
      'const ship = () => "friday";',
      "ship();",
      "```",
      "Press `Ctrl`+`S`, then run `npm test`.",
      '![A cargo ship at dusk](https://cdn.example.net/img/ship-it.jpg "The 5:04 pm ship.")',
      "- [Write to us](mailto:team@example.net)",
      "- Shipping _stories_",
      "#### Small print",
      "---",
      "Posted in [ops](https://example.net/tags/ops)",
    ]);
    expect(written).not.toMatch(/dataLayer|javascript:|onclick|data:image|blob:|Share|Hidden tag|class=/);
  });

  it("puts a pasted phrase into the line being written", () => {
    const { editor, markdown } = setUp("Start:");
    paste(
      editor,
      clipboard({
        "text/html":
          '<meta charset="utf-8"><span style="font-weight:700;color:red">bold</span> <a href="https://x.example/">link</a>',
        "text/plain": "bold link",
      }),
    );
    // One line: the phrase joined the paragraph rather than starting one.
    expect(markdown().trim()).toBe("Start:**bold** [link](https://x.example/)");
  });
});

describe("pasted images from elsewhere", () => {
  /** What the image plugin would be handed to copy: each image's address, read in the paste's update. */
  function takeCopies(editor: LexicalEditor): string[][] {
    const requests: string[][] = [];
    stops.push(
      editor.registerCommand(
        COPY_PASTED_IMAGES_COMMAND,
        (keys) => {
          requests.push(keys.map((key) => $getNodeByKey<ImageNode>(key)?.getSrc() ?? "(gone)"));
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    );
    return requests;
  }

  it("asks for the Google Docs image to be copied to this site, once, in the paste", () => {
    const { editor } = setUp();
    const requests = takeCopies(editor);
    paste(editor, clipboard(GOOGLE_DOCS));
    expect(requests).toEqual([[expect.stringMatching(/^https:\/\/lh7-rt\.googleusercontent\.com\/docsz\//u)]]);
  });

  it("asks for web and data: pictures, never for those already on this site", () => {
    const { editor } = setUp();
    const requests = takeCopies(editor);
    paste(editor, clipboard(WEB_PAGE));
    expect(requests).toEqual([
      ["https://cdn.example.net/img/ship-it.jpg", expect.stringMatching(/^data:image\/png;base64,/u)],
    ]);
    paste(
      editor,
      clipboard({
        "text/html": `<p>Ours <img src="${window.location.origin}/uploads/a.webp"> and <img src="/uploads/b.webp"></p>`,
        "text/plain": "Ours and",
      }),
    );
    expect(requests).toHaveLength(1);
  });

  it("keeps images from elsewhere as pasted, and leaves data: ones out, when nothing copies them", () => {
    const { editor, markdown } = setUp();
    paste(editor, clipboard(WEB_PAGE));
    expect(markdown()).toContain("https://cdn.example.net/img/ship-it.jpg");
    expect(markdown()).not.toMatch(/data:|!\[pixel\]/u);
  });
});

describe("pasting plain text", () => {
  it("formats text that reads as Markdown", () => {
    const { editor, markdown } = setUp();
    expect(paste(editor, clipboard(MARKDOWN_TEXT)).prevented).toBe(true);
    expectLines(markdown(), [
      "## Packing list",
      "Bring **boots**, a _hat_ and the [trail map](https://example.com/map).",
      "- Water",
      "- Snacks",
      "1. Park at the gate",
      "2. Walk north",
      "> Leave no trace.",
      "```sh",
      'echo "done"',
      "```",
    ]);
  });

  it("makes a video's address pasted alone on an empty line its card, stored as the address", () => {
    const { editor, markdown } = setUp("Watch this:");
    // The caret on a new, empty line, as after Enter.
    editor.update(() => $getRoot().append($createParagraphNode()).selectEnd(), { discrete: true });
    const address = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    expect(
      paste(editor, clipboard({ "text/plain": address, "text/html": `<a href="${address}">${address}</a>` })).prevented,
    ).toBe(true);
    editor.read(() =>
      expect(
        $getRoot()
          .getChildren()
          .map((node) => node.getType()),
      ).toContain("embed"),
    );
    expect(markdown()).toBe(`Watch this:\n\n${address}`);
  });

  it("keeps a video's address pasted inside a sentence a link, not a card", () => {
    const { editor, markdown } = setUp("Watch");
    const address = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    paste(editor, clipboard({ "text/plain": `[this](${address})` }));
    editor.read(() =>
      expect(
        $getRoot()
          .getChildren()
          .map((node) => node.getType()),
      ).not.toContain("embed"),
    );
    expect(markdown()).toBe(`Watch[this](${address})`);
  });

  it("leaves prose to Lexical, which pastes it as text", () => {
    const { editor, passedOn } = setUp();
    expect(paste(editor, clipboard(PROSE_TEXT)).prevented).toBe(true); // by Lexical
    expect(passedOn()).toBe(1);
    editor.read(() => {
      expect($getRoot().getTextContent()).toContain("Prices rose 5 * 3 percent");
      const formatted = $getRoot()
        .getAllTextNodes()
        .filter((node) => $isTextNode(node) && node.getFormat() !== 0);
      expect(formatted).toHaveLength(0);
    });
  });

  it("prefers Markdown text to HTML that only holds lines (a text area, a chat)", () => {
    const { editor, markdown } = setUp();
    paste(
      editor,
      clipboard({
        "text/html": "<div>## Title</div><div>Some **bold**</div>",
        "text/plain": "## Title\nSome **bold**",
      }),
    );
    expectLines(markdown(), ["## Title", "Some **bold**"]);
  });

  it("takes VS Code's text, not its colouring, when it reads as Markdown", () => {
    const { editor, markdown } = setUp();
    paste(
      editor,
      clipboard({
        "text/plain": "- one\n- two",
        "text/html":
          '<div style="font-family: Consolas, monospace; white-space: pre;"><div><span style="color: #6796e6;">-</span> one</div></div>',
        "vscode-editor-data": '{"version":1,"mode":"markdown"}',
      }),
    );
    expectLines(markdown(), ["- one", "- two"]);
  });

  it("pastes text into a code block as code, Markdown and HTML alike", () => {
    const { editor, markdown } = setUp("```js\nlet a = 1;\n```");
    editor.update(
      () => {
        const code = $getRoot().getFirstChild();
        expect($isCodeNode(code)).toBe(true);
        code?.selectEnd();
      },
      { discrete: true },
    );
    paste(editor, clipboard({ "text/html": "<h2>x</h2>", "text/plain": "\n## not a heading" }));
    expectLines(markdown(), ["```js", "let a = 1;", "## not a heading", "```"]);
  });
});

describe("what the paste leaves to others", () => {
  it("leaves files alone to the image plugin, and a copied picture (its file and an <img>) too", () => {
    const { editor, passedOn } = setUp();
    const file = new File(["png"], "photo.png", { type: "image/png" });
    paste(editor, clipboard({}, [file]));
    paste(
      editor,
      clipboard({ "text/html": '<meta charset="utf-8"><img src="https://example.com/photo.png">' }, [file]),
    );
    expect(passedOn()).toBe(2);
  });

  it("takes HTML with text even when a file comes with it (Word adds a picture of the selection)", () => {
    const { editor, markdown, passedOn } = setUp();
    const file = new File(["png"], "image.png", { type: "image/png" });
    paste(editor, clipboard({ "text/html": "<h2>Kept</h2>", "text/plain": "Kept" }, [file]));
    expect(passedOn()).toBe(0);
    expect(markdown().trim()).toBe("## Kept");
  });

  it("leaves a copy from this editor to Lexical, which keeps its nodes exactly", () => {
    const { editor, passedOn } = setUp();
    const own = JSON.stringify({ namespace: "inkwell-post", nodes: [] });
    paste(editor, clipboard({ "application/x-lexical-editor": own, "text/html": "<p>x</p>", "text/plain": "x" }));
    expect(passedOn()).toBe(1);
  });

  it("cleans the HTML of another Lexical editor's copy", () => {
    const { editor, markdown, passedOn } = setUp();
    const other = JSON.stringify({ namespace: "someone-else", nodes: [] });
    paste(
      editor,
      clipboard({
        "application/x-lexical-editor": other,
        "text/html": '<h1 class="x">Theirs</h1>',
        "text/plain": "Theirs",
      }),
    );
    expect(passedOn()).toBe(0);
    expect(markdown().trim()).toBe("## Theirs");
  });
});

describe("PastePlugin", () => {
  it("registers the paste inside a LexicalComposer", () => {
    let composed: LexicalEditor | null = null;
    function Capture() {
      const [editor] = useLexicalComposerContext();
      composed = editor;
      return null;
    }
    const { unmount } = render(
      <LexicalComposer
        initialConfig={{
          namespace: "inkwell-post",
          nodes: EDITOR_NODES,
          onError: (error) => {
            throw error;
          },
        }}
      >
        <PastePlugin />
        <Capture />
      </LexicalComposer>,
    );
    const editor = composed as LexicalEditor | null;
    if (!editor) throw new Error("No editor");
    const root = document.createElement("div");
    root.contentEditable = "true";
    document.body.append(root);
    editor.setRootElement(root);
    editor.update(() => $getRoot().selectEnd(), { discrete: true });
    expect(paste(editor, clipboard({ "text/plain": "## Heading" })).prevented).toBe(true);
    editor.read(() => expect($getRoot().getFirstChild()?.getType()).toBe("heading"));
    unmount();
    editor.setRootElement(null);
    root.remove();
  });
});
