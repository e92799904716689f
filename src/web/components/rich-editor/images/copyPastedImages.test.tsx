import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { withEnglish } from "@test/web/i18n";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  $getRoot,
  $isElementNode,
  $isTextNode,
  type LexicalEditor,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from "lexical";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnnounceContext } from "../announce";
import { $exportMarkdown, $importMarkdown, EDITOR_NODES, type Provenance, trackEdits } from "../markdown";
import { PastePlugin } from "../paste";
import { GOOGLE_DOCS } from "../paste/fixtures";
import { FakeXhr } from "./fakeXhr";
import { ImagePlugin } from "./ImagePlugin";
import { IMAGE_EDITOR_NODES } from "./index";
import { $hasPendingUploads } from "./pending";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

const SITE_URL = "http://localhost:3000/uploads/0123abcd.webp";
const DOCS_IMAGE = /https:\/\/lh7-rt\.googleusercontent\.com\/docsz\/[^)\s]+/u;
const NOT_REACHABLE = "That image could not be copied: its address is not reachable from this site.";

/** One call to POST /api/images/from-url, answered by the test as the server would. */
type CopyCall = {
  url: string;
  init: RequestInit;
  respond: (status: number, body: unknown) => void;
  fail: () => void;
};

let calls: CopyCall[] = [];

/** fetch as the copy's fetcher uses it (lib/http.ts reads ok, status, headers and text). */
function fakeFetch(url: string, init: RequestInit): Promise<unknown> {
  return new Promise((resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    calls.push({
      url,
      init,
      respond: (status, body) =>
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: new Headers(),
          text: async () => JSON.stringify(body),
        }),
      fail: () => reject(new TypeError("Failed to fetch")),
    });
  });
}

async function copyRequest(count = 1): Promise<CopyCall> {
  await vi.waitFor(() => expect(calls).toHaveLength(count));
  return calls[count - 1] as CopyCall;
}

/** A file's bytes (jsdom's File has no arrayBuffer()). */
function bytesOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

type World = { editor: LexicalEditor; provenance: Provenance; announced: string[] };

function Capture({ onReady }: { onReady: (editor: LexicalEditor) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => onReady(editor), [editor, onReady]);
  return null;
}

/** The editor as RichEditor builds it: rich text, history, the paste and the image plugin. */
function mount(markdown: string): World {
  const world = { announced: [] as string[] } as unknown as World;
  render(
    withEnglish(
      <LexicalComposer
        initialConfig={{
          namespace: "inkwell-post",
          nodes: [...EDITOR_NODES, ...IMAGE_EDITOR_NODES],
          onError: (error) => {
            throw error;
          },
          editorState: () => {
            world.provenance = $importMarkdown(markdown);
          },
        }}
      >
        <AnnounceContext.Provider value={(message) => world.announced.push(message)}>
          <RichTextPlugin
            contentEditable={<ContentEditable aria-label="Body" />}
            ErrorBoundary={LexicalErrorBoundary}
          />
          <HistoryPlugin />
          <PastePlugin />
          <ImagePlugin />
          <Capture
            onReady={(editor) => {
              world.editor = editor;
            }}
          />
        </AnnounceContext.Provider>
      </LexicalComposer>,
    ),
  );
  trackEdits(world.editor, world.provenance);
  return world;
}

const markdownOf = ({ editor, provenance }: World) => editor.read(() => $exportMarkdown(provenance));

function caretAtEnd({ editor }: World) {
  editor.update(
    () => {
      const last = $getRoot().getLastChild();
      const text = $isElementNode(last) ? last.getLastDescendant() : null;
      if ($isTextNode(text)) text.select(text.getTextContentSize(), text.getTextContentSize());
      else $getRoot().selectEnd();
    },
    { discrete: true },
  );
}

/** A paste of HTML (and its plain text), as a browser's clipboard event hands it over. */
async function pasteHtml(world: World, html: string, text = "") {
  const data: Record<string, string> = { "text/html": html, "text/plain": text };
  const clipboardData = {
    files: [],
    items: [],
    types: Object.keys(data),
    getData: (type: string) => data[type] ?? "",
  } as unknown as DataTransfer;
  await act(async () => {
    world.editor.dispatchCommand(PASTE_COMMAND, {
      clipboardData,
      target: null,
      preventDefault: vi.fn(),
    } as unknown as ClipboardEvent);
  });
}

beforeEach(() => {
  calls = [];
  FakeXhr.reset();
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  // Failed copies are logged for whoever debugs them; not in the test output.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("copying a Google Docs paste's image to this site", () => {
  it("shows a placeholder while the server copies it, then the image at the site's URL", async () => {
    const world = mount("Intro");
    caretAtEnd(world);
    await pasteHtml(world, GOOGLE_DOCS["text/html"] ?? "", GOOGLE_DOCS["text/plain"]);

    // The copy asked for: the image's own address, as JSON, with the writer's token.
    const call = await copyRequest();
    expect(call.url).toBe("/api/images/from-url");
    expect(call.init.method).toBe("POST");
    expect(JSON.parse(String(call.init.body))).toEqual({ url: expect.stringMatching(DOCS_IMAGE) });
    expect(new Headers(call.init.headers).get("authorization")).toBe("Bearer h.e30.s");

    // Meanwhile: a placeholder in the image's place, and nothing of it in the Markdown.
    expect(await screen.findByRole("progressbar", { name: "Copying the image to this site…" })).not.toHaveAttribute(
      "value",
    );
    expect(world.editor.read($hasPendingUploads)).toBe(true);
    expect(markdownOf(world)).not.toMatch(/!\[/u);
    expect(markdownOf(world)).toContain("Line one of a verse");
    expect(world.announced).toContain("Copying the pasted image to this site");

    await act(async () => call.respond(201, { url: SITE_URL }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(world.editor.read($hasPendingUploads)).toBe(false);
    const written = markdownOf(world);
    // A block of its own (it stood alone in its paragraph), between the same neighbours as before.
    expect(written).toMatch(
      /2\. Wait _four_ minutes\n\n!\[\]\(http:\/\/localhost:3000\/uploads\/0123abcd\.webp\)\n\nLine one/u,
    );
    expect(written).not.toMatch(DOCS_IMAGE);
    expect(world.announced.at(-1)).toBe("The pasted image is now on this site");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the image at its original address and says so when the copy fails", async () => {
    const world = mount("Intro");
    caretAtEnd(world);
    await pasteHtml(world, GOOGLE_DOCS["text/html"] ?? "", GOOGLE_DOCS["text/plain"]);
    const call = await copyRequest();
    await act(async () => call.respond(422, { message: NOT_REACHABLE, code: "IMAGE_NOT_COPIED" }));

    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(world.editor.read($hasPendingUploads)).toBe(false);
    expect(markdownOf(world)).toMatch(new RegExp(`^!\\[\\]\\(${DOCS_IMAGE.source}\\)$`, "mu"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      `One image could not be copied to this site; it still shows from its original address. ${NOT_REACHABLE}`,
    );
  });

  it("keeps the image when the server cannot be reached, and one undo takes the whole paste out", async () => {
    const world = mount("Intro");
    caretAtEnd(world);
    await pasteHtml(world, GOOGLE_DOCS["text/html"] ?? "", GOOGLE_DOCS["text/plain"]);
    await act(async () => (await copyRequest()).fail());
    expect(markdownOf(world)).toMatch(DOCS_IMAGE);
    expect(screen.getByRole("alert")).toHaveTextContent(/One image could not be copied to this site/u);
    expect(screen.getByRole("alert")).toHaveTextContent(/Could not reach the server/u);

    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    expect(markdownOf(world)).toBe("Intro");
  });
});

describe("copying pasted images", () => {
  it("keeps the alt text and caption, and an image inside a line of text stays in its line", async () => {
    const world = mount("");
    caretAtEnd(world);
    await pasteHtml(
      world,
      '<p>Icon:<img src="https://images.example.net/icon.png" alt="small icon">, in text</p>' +
        '<figure><img src="https://images.example.net/heron.jpg" alt="A heron"><figcaption>At dawn</figcaption></figure>',
      "Icon:, in text",
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const [inline, block] = calls as [CopyCall, CopyCall];
    expect(JSON.parse(String(inline.init.body)).url).toBe("https://images.example.net/icon.png");
    expect(screen.getByRole("progressbar", { name: "Copying “small icon” to this site…" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Copying “A heron” to this site…" })).toBeInTheDocument();

    await act(async () => inline.respond(201, { url: SITE_URL }));
    await act(async () => block.respond(201, { url: SITE_URL.replace("0123", "4567") }));
    expect(markdownOf(world)).toBe(
      `Icon:![small icon](${SITE_URL}), in text\n\n![A heron](${SITE_URL.replace("0123", "4567")} "At dawn")`,
    );
    expect(world.announced.at(-1)).toBe("The 2 pasted images are now on this site");
  });

  it("says once how many images failed, and keeps the ones that were copied", async () => {
    const world = mount("");
    caretAtEnd(world);
    const sources = ["a", "b", "c"].map((name) => `https://cdn.example.org/${name}.png`);
    await pasteHtml(world, sources.map((src) => `<p>Text ${src.slice(-5)}</p><p><img src="${src}"></p>`).join(""), "x");
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    const [a, b, c] = calls as [CopyCall, CopyCall, CopyCall];
    await act(async () =>
      a.respond(422, { message: "That image could not be copied: it is no longer at its address (404)." }),
    );
    await act(async () => b.respond(201, { url: SITE_URL }));
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => c.respond(422, { message: NOT_REACHABLE }));

    const alerts = screen.getByRole("alert").querySelectorAll("li");
    expect(Array.from(alerts, (item) => item.textContent)).toEqual([
      "2 images could not be copied to this site; they still show from their original addresses.",
    ]);
    expect(markdownOf(world)).toBe(
      `Text a.png\n\n![](${sources[0]})\n\nText b.png\n\n![](${SITE_URL})\n\nText c.png\n\n![](${sources[2]})`,
    );
  });

  it("cancels a copy from its placeholder, keeping the image as pasted", async () => {
    const world = mount("");
    caretAtEnd(world);
    await pasteHtml(world, '<p><img src="https://cdn.example.org/a.png" alt="A"></p>', "");
    const call = await copyRequest();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel copy" }));
    expect((call.init.signal as AbortSignal).aborted).toBe(true);
    await vi.waitFor(() => expect(markdownOf(world)).toBe("![A](https://cdn.example.org/a.png)"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(world.announced.at(-1)).toBe("Copy cancelled: the image still shows from its original address");
  });

  it("brings back with redo the copy that ended after an undo: at this site's URL, or as pasted", async () => {
    const world = mount("");
    caretAtEnd(world);
    await pasteHtml(world, '<p>One</p><p><img src="https://cdn.example.org/a.png" alt="A"></p>', "One");
    const landed = await copyRequest(1);
    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    await act(async () => landed.respond(201, { url: SITE_URL }));
    expect(markdownOf(world)).toBe("");
    await act(async () => world.editor.dispatchCommand(REDO_COMMAND, undefined));
    await vi.waitFor(() => expect(markdownOf(world)).toBe(`One\n\n![A](${SITE_URL})`));
    expect(world.editor.read($hasPendingUploads)).toBe(false);

    await pasteHtml(world, '<p>Two</p><p><img src="https://cdn.example.org/b.png" alt="B"></p>', "Two");
    const failed = await copyRequest(2);
    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    await act(async () => failed.respond(422, { message: NOT_REACHABLE }));
    await act(async () => world.editor.dispatchCommand(REDO_COMMAND, undefined));
    await vi.waitFor(() =>
      expect(markdownOf(world)).toBe(`One\n\n![A](${SITE_URL})\n\nTwo\n\n![B](https://cdn.example.org/b.png)`),
    );
    expect(world.editor.read($hasPendingUploads)).toBe(false);
  });

  it("leaves images already on this site as they are", async () => {
    const world = mount("");
    caretAtEnd(world);
    await pasteHtml(world, `<p>Mine</p><p><img src="${SITE_URL}" alt="mine"></p>`, "Mine");
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(markdownOf(world)).toBe(`Mine\n\n![mine](${SITE_URL})`);
  });

  it("uploads a picture pasted in a data: URL as a file, and leaves it out if that fails", async () => {
    const world = mount("");
    caretAtEnd(world);
    const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    await pasteHtml(world, `<p>One</p><p><img src="data:image/png;base64,${pixel}" alt="dot"></p>`, "One");
    await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe("/api/images");
    const file = (xhr.body as FormData).get("image") as File;
    expect(file).toMatchObject({ name: "pasted-image.png", type: "image/png" });
    expect((await bytesOf(file)).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(calls).toHaveLength(0);
    await act(async () => xhr.respond(201, { url: SITE_URL }));
    expect(markdownOf(world)).toBe(`One\n\n![dot](${SITE_URL})`);

    await pasteHtml(world, `<p>Two</p><p><img src="data:image/png;base64,${pixel}"></p>`, "Two");
    await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    await act(async () => FakeXhr.last().respond(413, { message: "An image may be at most 5 MB." }));
    expect(markdownOf(world)).toBe(`One\n\n![dot](${SITE_URL})\n\nTwo`);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "One pasted image could not be uploaded, so it was left out. An image may be at most 5 MB.",
    );
  });
});
