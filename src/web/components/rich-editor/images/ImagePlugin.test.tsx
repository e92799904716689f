import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { markdownRenderer } from "@shared/markdown";
import { withEnglish } from "@test/web/i18n";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  $getRoot,
  $getSelection,
  $isElementNode,
  $isNodeSelection,
  $isTextNode,
  BLUR_COMMAND,
  COMMAND_PRIORITY_NORMAL,
  DROP_COMMAND,
  type LexicalEditor,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from "lexical";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnnounceContext } from "../announce";
import { $exportMarkdown, $importMarkdown, EDITOR_NODES, type Provenance, trackEdits } from "../markdown";
import { FakeXhr } from "./fakeXhr";
import { ImageButton } from "./ImageButton";
import { ImagePlugin, INSERT_IMAGE_FILES_COMMAND } from "./ImagePlugin";
import { IMAGE_EDITOR_NODES } from "./index";
import { $hasPendingUploads } from "./pending";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

const URL_ = "http://localhost:3000/uploads/0123abcd.webp";
const png = (name = "pic.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

type World = { editor: LexicalEditor; provenance: Provenance; announced: string[] };

function Capture({ onReady }: { onReady: (editor: LexicalEditor) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => onReady(editor), [editor, onReady]);
  return null;
}

/** The editor as RichEditor builds it, with the image nodes and plugin, loaded with `markdown`. */
function mount(markdown: string, extra: React.ReactNode = null): World {
  const world = { announced: [] as string[] } as unknown as World;
  render(
    withEnglish(
      <LexicalComposer
        initialConfig={{
          namespace: "test",
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
          <ImagePlugin />
          {extra}
          <button type="button">Outside</button>
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

/** The caret `offset` characters into the text of the document's `block`th block. */
function caretAt({ editor }: World, block: number, offset: number) {
  editor.update(
    () => {
      const element = $getRoot().getChildAtIndex(block);
      const text = $isElementNode(element) ? element.getFirstDescendant() : null;
      if ($isTextNode(text)) text.select(offset, offset);
    },
    { discrete: true },
  );
}

async function insert(world: World, files: File[]) {
  await act(async () => {
    world.editor.dispatchCommand(INSERT_IMAGE_FILES_COMMAND, files);
  });
}

/** The upload's request, once the token has been read and it went out. */
async function request(count = 1): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(count));
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  // Failed uploads are logged for whoever debugs them; not in the test output.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ImagePlugin", () => {
  it("shows the image uploading where it goes, keeps it out of the Markdown, then lands the server's URL", async () => {
    const world = mount("Hello world\n\nSecond");
    caretAt(world, 0, 6);
    await insert(world, [png()]);

    const bar = await screen.findByRole("progressbar", { name: "Uploading pic.png: 0%" });
    expect(bar).toHaveAttribute("value", "0");
    // The paragraph is cut at the caret, the placeholder between its halves, and nothing of it is Markdown.
    expect(markdownOf(world)).toBe("Hello\n\nworld\n\nSecond");
    expect(world.editor.read($hasPendingUploads)).toBe(true);
    expect(world.announced).toContain("Uploading pic.png");

    const xhr = await request();
    await act(async () => xhr.sent(50, 100));
    expect(screen.getByRole("progressbar", { name: "Uploading pic.png: 50%" })).toHaveAttribute("value", "50");
    await act(async () => xhr.sent(100, 100));
    // Sent; the server converts it: the bar has no value (indeterminate).
    expect(screen.getByRole("progressbar", { name: /the server is preparing it/u })).not.toHaveAttribute("value");

    await act(async () => xhr.respond(201, { url: URL_ }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByLabelText("Body").querySelector(`img[src="${URL_}"]`)).not.toBeNull();
    expect(markdownOf(world)).toBe(`Hello\n\n![](${URL_})\n\nworld\n\nSecond`);
    expect(world.editor.read($hasPendingUploads)).toBe(false);
    expect(world.announced.at(-1)).toMatch(/pic\.png uploaded/u);
  });

  it("edits alt text and caption into the Markdown, escaped, and Backspace in a field stays in the field", async () => {
    const world = mount("Intro");
    caretAt(world, 0, 5);
    await insert(world, [png()]);
    await act(async () => (await request()).respond(201, { url: URL_ }));

    const user = userEvent.setup();
    // Selected (a click on the picture), the image would go with Backspace; typed in a field, it must not.
    const body = screen.getByLabelText("Body");
    const picture = body.querySelector(`img[src="${URL_}"]`) as HTMLImageElement;
    await user.click(picture);
    const caption = screen.getByLabelText("Caption");
    await user.click(caption);
    await user.keyboard('He said "hi" (twice)x{Backspace}');
    const alt = screen.getByLabelText("Alt text");
    await user.click(alt);
    // `[[` is a literal `[` to user-event.
    await user.keyboard("A [[red] square\\{Backspace}");
    expect(caption).toHaveValue('He said "hi" (twice)');
    expect(alt).toHaveValue("A [red] square");
    expect(body.querySelector(`img[src="${URL_}"]`)).toHaveAttribute("alt", "A [red] square");

    const markdown = markdownOf(world);
    expect(markdown).toBe(`Intro\n\n![A \\[red\\] square](${URL_} "He said \\"hi\\" (twice)")`);
    // What readers get: a figure with the alt text and the caption as typed.
    const page = document.createElement("div");
    page.innerHTML = markdownRenderer().render(markdown);
    expect(page.querySelector("figure img")).toHaveAttribute("alt", "A [red] square");
    expect(page.querySelector("figure figcaption")).toHaveTextContent('He said "hi" (twice)');

    // And the Markdown reads back as the same image.
    act(() => world.editor.update(() => $importMarkdown(markdown), { discrete: true }));
    expect(screen.getByLabelText("Caption")).toHaveValue('He said "hi" (twice)');
    expect(screen.getByLabelText("Alt text")).toHaveValue("A [red] square");
  });

  it("trims a caption when the writer leaves it, and hands the Markdown to the form on the way out", async () => {
    const world = mount("Intro");
    const blurred = vi.fn(() => false);
    world.editor.registerCommand(BLUR_COMMAND, blurred, COMMAND_PRIORITY_NORMAL);
    caretAt(world, 0, 5);
    await insert(world, [png()]);
    await act(async () => (await request()).respond(201, { url: URL_ }));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Caption"));
    await user.keyboard("  Dawn  ");
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(screen.getByLabelText("Caption")).toHaveValue("Dawn");
    expect(markdownOf(world)).toBe(`Intro\n\n![](${URL_} "Dawn")`);
    // The editor's BLUR_COMMAND is what makes useValueSync hand the text to the form (a Submit click).
    expect(blurred).toHaveBeenCalled();
  });

  it("makes a visit to a field one undo step; Enter goes on below the image, Escape selects it", async () => {
    const world = mount("Intro");
    caretAt(world, 0, 5);
    await insert(world, [png()]);
    await act(async () => (await request()).respond(201, { url: URL_ }));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Caption"));
    await user.keyboard("Dawn{Enter}");
    // Enter: the caret in the paragraph after the image, focus back in the text.
    expect(screen.getByLabelText("Body")).toHaveFocus();
    expect(world.editor.read(() => $getSelection()?.getNodes()[0]?.getTopLevelElement()?.getIndexWithinParent())).toBe(
      2,
    );
    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    expect(markdownOf(world)).toBe(`Intro\n\n![](${URL_})`);
    expect(screen.getByLabelText("Caption")).toHaveValue("");

    await user.click(screen.getByLabelText("Alt text"));
    await user.keyboard("Sun{Escape}");
    expect(screen.getByLabelText("Body")).toHaveFocus();
    expect(world.editor.read(() => $isNodeSelection($getSelection()))).toBe(true);
    expect(markdownOf(world)).toBe(`Intro\n\n![Sun](${URL_})`);
  });

  it("removes the image with its Remove button", async () => {
    const world = mount("Intro");
    caretAt(world, 0, 5);
    await insert(world, [png()]);
    await act(async () => (await request()).respond(201, { url: URL_ }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove image" }));
    expect(markdownOf(world)).toBe("Intro");
    expect(world.announced.at(-1)).toBe("Image removed");
  });

  it("on a refusal removes the placeholder, joins the text back as it was and says why", async () => {
    const world = mount("Hello world\n\nSecond");
    caretAt(world, 0, 6);
    await insert(world, [png("huge.png")]);
    expect(markdownOf(world)).toBe("Hello\n\nworld\n\nSecond");
    await act(async () => (await request()).respond(413, { message: "An image may be at most 5 MB." }));

    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(markdownOf(world)).toBe("Hello world\n\nSecond");
    expect(world.editor.read(() => $getRoot().getChildrenSize())).toBe(2);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The image “huge.png” could not be uploaded: An image may be at most 5 MB.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the server could not be reached when the connection fails", async () => {
    const world = mount("Text");
    caretAt(world, 0, 4);
    await insert(world, [png()]);
    await act(async () => (await request()).fail());
    expect(markdownOf(world)).toBe("Text");
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be uploaded: Could not reach the server/u);
  });

  it("joins the text only once every image of a drop has failed, and keeps the ones that landed", async () => {
    const world = mount("Hello world");
    caretAt(world, 0, 6);
    await insert(world, [png("a.png"), png("b.png"), png("c.png")]);
    await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    const [a, b, c] = FakeXhr.requests as [FakeXhr, FakeXhr, FakeXhr];
    await act(async () => a.respond(415, { message: "Upload a JPEG, PNG, WebP or GIF image." }));
    await act(async () => c.respond(201, { url: URL_ }));
    await act(async () => b.fail());
    expect(markdownOf(world)).toBe(`Hello\n\n![](${URL_})\n\nworld`);
    expect(screen.getByRole("alert")).toHaveTextContent("a.png");
    expect(screen.getByRole("alert")).toHaveTextContent("b.png");
  });

  it("cancels an upload from its placeholder", async () => {
    const world = mount("Hello world");
    caretAt(world, 0, 6);
    await insert(world, [png()]);
    const xhr = await request();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(xhr.aborted).toBe(true);
    await vi.waitFor(() => expect(markdownOf(world)).toBe("Hello world"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(world.announced.at(-1)).toBe("Upload of pic.png cancelled");
  });

  it("puts the image before a paragraph when the caret is at its start, and after it at its end", async () => {
    const world = mount("One\n\nTwo");
    caretAt(world, 0, 0);
    await insert(world, [png()]);
    await act(async () => (await request(1)).respond(201, { url: URL_ }));
    caretAt(world, 2, 3);
    await insert(world, [png()]);
    await act(async () => (await request(2)).respond(201, { url: URL_.replace("0123", "4567") }));
    expect(markdownOf(world)).toBe(`![](${URL_})\n\nOne\n\nTwo\n\n![](${URL_.replace("0123", "4567")})`);
  });

  it("one undo takes out an image that landed; one that lands after an undo comes back with redo", async () => {
    const world = mount("Hello world");
    caretAt(world, 0, 11);
    await insert(world, [png()]);
    await act(async () => (await request(1)).respond(201, { url: URL_ }));
    expect(markdownOf(world)).toBe(`Hello world\n\n![](${URL_})`);
    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    expect(markdownOf(world)).toBe("Hello world");

    caretAt(world, 0, 11);
    await insert(world, [png("late.png")]);
    const late = await request(2);
    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    await act(async () => late.respond(201, { url: URL_ }));
    expect(markdownOf(world)).toBe("Hello world");
    await act(async () => world.editor.dispatchCommand(REDO_COMMAND, undefined));
    await vi.waitFor(() => expect(markdownOf(world)).toBe(`Hello world\n\n![](${URL_})`));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

/** A clipboard or drag's data as a browser hands it over (jsdom has no DataTransfer). */
function transfer(files: File[], data: Record<string, string> = {}) {
  return {
    files,
    items: [],
    types: [...(files.length > 0 ? ["Files"] : []), ...Object.keys(data)],
    getData: (type: string) => data[type] ?? "",
    dropEffect: "none",
  } as unknown as DataTransfer;
}

describe("ImagePlugin's paste and drop", () => {
  it("uploads a pasted picture (a screenshot, or a copied image with its one-<img> HTML)", async () => {
    const world = mount("Text");
    caretAt(world, 0, 4);
    const event = {
      clipboardData: transfer([png("screenshot.png")], {
        "text/html": '<meta charset="utf-8"><img src="https://x/y.png">',
      }),
      preventDefault: vi.fn(),
    } as unknown as ClipboardEvent;
    let handled = false;
    await act(async () => {
      handled = world.editor.dispatchCommand(PASTE_COMMAND, event);
    });
    expect(handled).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(await screen.findByRole("progressbar", { name: /Uploading screenshot\.png/u })).toBeInTheDocument();
  });

  it("leaves pasted text with pictures (Word, Google Docs) and pastes without images to the other paste handlers", async () => {
    const world = mount("Text");
    caretAt(world, 0, 4);
    const after = vi.fn(() => true);
    world.editor.registerCommand(PASTE_COMMAND, after, COMMAND_PRIORITY_NORMAL);
    for (const clipboardData of [
      transfer([png()], { "text/html": "<p>A heading and <img src='x.png'></p>", "text/plain": "A heading" }),
      transfer([], { "text/plain": "just text" }),
      transfer([new File(["%PDF"], "doc.pdf", { type: "application/pdf" })]),
    ]) {
      await act(async () => {
        world.editor.dispatchCommand(PASTE_COMMAND, {
          clipboardData,
          preventDefault: vi.fn(),
        } as unknown as ClipboardEvent);
      });
    }
    expect(after).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it("uploads dropped images and refuses other files, saying so", async () => {
    const world = mount("Text");
    caretAt(world, 0, 4);
    const drop = (files: File[]) =>
      ({ dataTransfer: transfer(files), clientX: 0, clientY: 0, preventDefault: vi.fn() }) as unknown as DragEvent;
    const refused = drop([new File(["%PDF"], "notes.pdf", { type: "application/pdf" })]);
    await act(async () => {
      world.editor.dispatchCommand(DROP_COMMAND, refused);
    });
    // Taken (so the browser does not open the file), but not put in the post.
    expect(refused.preventDefault).toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Only images can be added to the post: “notes.pdf” is not one.",
    );
    expect(markdownOf(world)).toBe("Text");

    await act(async () => {
      world.editor.dispatchCommand(DROP_COMMAND, drop([png("dropped.png")]));
    });
    await act(async () => (await request()).respond(201, { url: URL_ }));
    expect(markdownOf(world)).toBe(`Text\n\n![](${URL_})`);
  });
});

describe("ImageButton", () => {
  it("is a toolbar item (takes the roving props) and inserts the picked files where the caret was", async () => {
    const focus = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    const world = mount(
      "Hello world",
      <div role="toolbar" aria-label="Formatting">
        <ImageButton ref={ref} tabIndex={-1} onFocus={focus} />
      </div>,
    );
    caretAt(world, 0, 11);
    const toolbar = screen.getByRole("toolbar");
    const button = within(toolbar).getByRole("button", { name: "Image" });
    expect(button).toHaveAttribute("tabindex", "-1");
    expect(ref.current).toBe(button);

    const picker = toolbar.querySelector('input[type="file"]') as HTMLInputElement;
    expect(picker).toHaveAttribute("accept", "image/*");
    expect(picker).toHaveAttribute("multiple");
    expect(picker).not.toBeVisible();
    const opened = vi.spyOn(picker, "click").mockImplementation(() => undefined);
    await userEvent.setup().click(button);
    expect(opened).toHaveBeenCalled();

    Object.defineProperty(picker, "files", { value: [png("picked.png")], configurable: true });
    await act(async () => {
      fireEvent.change(picker);
    });
    expect(await screen.findByRole("progressbar", { name: /Uploading picked\.png/u })).toBeInTheDocument();
    await act(async () => (await request()).respond(201, { url: URL_ }));
    expect(markdownOf(world)).toBe(`Hello world\n\n![](${URL_})`);
  });
});
