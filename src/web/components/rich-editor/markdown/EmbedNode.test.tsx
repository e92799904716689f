import { $isAutoLinkNode, $isLinkNode } from "@lexical/link";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { renderMarkdown } from "@shared/markdown";
import { withEnglish } from "@test/web/i18n";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  $getRoot,
  $getSelection,
  $isElementNode,
  $isNodeSelection,
  $isParagraphNode,
  $isTextNode,
  $parseSerializedNode,
  type LexicalEditor,
  UNDO_COMMAND,
} from "lexical";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { AnnounceContext } from "../announce";
import { $isEmbedPaste } from "./embedPaste";
import {
  $createEmbedNode,
  $exportMarkdown,
  $importMarkdown,
  $insertMarkdownAtSelection,
  $isEmbedNode,
  EDITOR_NODES,
  type Provenance,
  trackEdits,
} from "./index";

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const VIMEO = "https://vimeo.com/76979871";
const TOOT = "https://mastodon.social/@ada/109318821117356215";

/** Each way a link stands alone on its line, and links that are not cards (words of their own, a sentence, a quote). */
const BODY = [
  "Watch this:",
  VIDEO,
  `<${VIMEO}>`,
  `[${TOOT}](${TOOT})`,
  `[the talk](${VIDEO})`,
  `It is at ${VIDEO} too.`,
  `> ${VIDEO}`,
  "https://example.com/not-a-video",
  "The end.\n",
].join("\n\n");

type World = { editor: LexicalEditor; provenance: Provenance; announced: string[] };

function Capture({ onReady }: { onReady: (editor: LexicalEditor) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => onReady(editor), [editor, onReady]);
  return null;
}

/** The editor as RichEditor builds it (rich text, history, the live region), loaded with `markdown`. */
function mount(markdown: string): World {
  const world = { announced: [] as string[] } as unknown as World;
  render(
    withEnglish(
      <LexicalComposer
        initialConfig={{
          namespace: "test",
          nodes: EDITOR_NODES,
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

/** Each top-level node: its type, and for a card who it is from and the address it shows. */
const blocksOf = ({ editor }: World) =>
  editor.read(() =>
    $getRoot()
      .getChildren()
      .map((node) => {
        if (!$isEmbedNode(node)) return node.getType();
        const { provider, label, text } = node.getSummary();
        return { provider, label, text };
      }),
  );

const card = (name: string) => screen.getByRole("figure", { name: `Embed: ${name}` });

describe("EmbedNode", () => {
  it("opens a link alone on its line as the card readers get, and every other link as a link", () => {
    const world = mount(BODY);
    expect(blocksOf(world)).toEqual([
      "paragraph",
      { provider: "youtube", label: "YouTube video", text: VIDEO },
      { provider: "vimeo", label: "Vimeo video", text: VIMEO },
      { provider: "fediverse", label: "Post on mastodon.social", text: TOOT },
      "paragraph",
      "paragraph",
      "quote",
      "paragraph",
      "paragraph",
    ]);
    // Where the renderer draws a card; the one in the quote stays a link there (a quote holds only text).
    const page = document.createElement("div");
    page.innerHTML = renderMarkdown(BODY);
    expect([...page.querySelectorAll(".embed-card")].map((found) => found.parentElement?.tagName)).toEqual([
      "DIV",
      "DIV",
      "DIV",
      "BLOCKQUOTE",
    ]);

    const video = card("YouTube video");
    expect(video).toHaveTextContent("YouTube video");
    expect(video).toHaveTextContent(VIDEO);
    expect(within(video).getByRole("button", { name: "Show as link" })).toBeEnabled();
    // Nothing from the provider: no frame, no picture, no link to follow out of the draft.
    const body = screen.getByLabelText("Body");
    expect(body.querySelectorAll("iframe, img, video, script")).toHaveLength(0);
    expect(within(video).queryByRole("link")).toBeNull();
  });

  it("saves an untouched body byte for byte, also once every card was marked dirty", () => {
    const world = mount(BODY);
    expect(markdownOf(world)).toBe(BODY);
    act(() =>
      world.editor.update(
        () => {
          for (const node of $getRoot().getChildren()) node.markDirty();
        },
        { discrete: true },
      ),
    );
    expect(world.provenance.touched.size).toBeGreaterThan(0);
    expect(markdownOf(world)).toBe(BODY);
  });

  it("writes a card anew as its link when the blocks around it changed", () => {
    const world = mount(`Intro\n\n${VIDEO}\n\n<${VIMEO}>\n`);
    act(() =>
      world.editor.update(
        () => {
          const [intro, video, vimeo] = $getRoot().getChildren();
          intro?.remove();
          // Moved: written anew, not from the source, so this is the node's own Markdown.
          if (video && vimeo) vimeo.insertAfter(video);
        },
        { discrete: true },
      ),
    );
    expect(markdownOf(world)).toBe(`<${VIMEO}>\n\n${VIDEO}\n`);
  });

  it("turns back into the plain link with Show as link, saved as the same Markdown, and undo brings the card back", async () => {
    const body = `Before.\n\n${VIDEO}\n\n<${VIMEO}>\n\nAfter.\n`;
    const world = mount(body);
    // The writer's click in the text before: history starts from there.
    act(() => world.editor.update(() => $getRoot().selectStart(), { discrete: true }));
    const user = userEvent.setup();
    await user.click(within(card("YouTube video")).getByRole("button", { name: "Show as link" }));
    expect(blocksOf(world)).toEqual([
      "paragraph",
      "paragraph",
      { provider: "vimeo", label: "Vimeo video", text: VIMEO },
      "paragraph",
    ]);
    const link = world.editor.read(() => {
      const paragraph = $getRoot().getChildAtIndex(1);
      const only = $isElementNode(paragraph) ? paragraph.getChildren() : [];
      return only.length === 1 && $isAutoLinkNode(only[0]) ? only[0].getURL() : null;
    });
    expect(link).toBe(VIDEO);
    expect(screen.getByLabelText("Body")).toHaveFocus();
    expect(world.announced).toContain("Shown as a link");
    expect(markdownOf(world)).toBe(body);

    await act(async () => world.editor.dispatchCommand(UNDO_COMMAND, undefined));
    expect(blocksOf(world)).toEqual([
      "paragraph",
      { provider: "youtube", label: "YouTube video", text: VIDEO },
      { provider: "vimeo", label: "Vimeo video", text: VIMEO },
      "paragraph",
    ]);
    expect(markdownOf(world)).toBe(body);

    // An angle-bracket link comes back as one too.
    await user.click(within(card("Vimeo video")).getByRole("button", { name: "Show as link" }));
    const vimeo = world.editor.read(() => {
      const paragraph = $getRoot().getChildAtIndex(2);
      const [only] = $isElementNode(paragraph) ? paragraph.getChildren() : [];
      return $isLinkNode(only) && !$isAutoLinkNode(only) ? only.getURL() : null;
    });
    expect(vimeo).toBe(VIMEO);
    expect(markdownOf(world)).toBe(body);
  });

  it("is selected by the arrow keys, a click or Escape from its button, and said to be; Backspace or Delete removes it", async () => {
    const world = mount(`Before.\n\n${VIDEO}\n\n${VIMEO}\n\nAfter.\n`);
    const user = userEvent.setup();
    const selected = () =>
      world.editor.read(() =>
        $getSelection()
          ?.getNodes()
          .map((node) => node.getType()),
      );
    screen.getByLabelText("Body").focus();
    act(() =>
      world.editor.update(
        () => {
          const text = $getRoot().getFirstDescendant();
          if ($isTextNode(text)) text.select(7, 7);
        },
        { discrete: true },
      ),
    );
    // Right from the end of the line before: Lexical's way into a block card.
    await user.keyboard("{ArrowRight}");
    expect(world.editor.read(() => $isNodeSelection($getSelection()))).toBe(true);
    expect(selected()).toEqual(["embed"]);
    // Drawn and said once React has heard of the selection.
    await waitFor(() => expect(card("YouTube video")).toHaveClass("outline-primary"));
    expect(world.announced).toContain("YouTube video selected");
    await user.keyboard("{Backspace}");
    expect(blocksOf(world)).toEqual([
      "paragraph",
      { provider: "vimeo", label: "Vimeo video", text: VIMEO },
      "paragraph",
    ]);
    expect(markdownOf(world)).toBe(`Before.\n\n${VIMEO}\n\nAfter.\n`);

    await user.click(within(card("Vimeo video")).getByText(VIMEO));
    expect(selected()).toEqual(["embed"]);
    await waitFor(() => expect(world.announced).toContain("Vimeo video selected"));
    // From the keyboard: Tab reaches the button, and Escape there goes back to the card itself.
    within(card("Vimeo video")).getByRole("button", { name: "Show as link" }).focus();
    act(() => world.editor.update(() => $getRoot().selectEnd(), { discrete: true }));
    await user.keyboard("{Escape}");
    expect(screen.getByLabelText("Body")).toHaveFocus();
    expect(selected()).toEqual(["embed"]);
    await user.keyboard("{Delete}");
    expect(markdownOf(world)).toBe("Before.\n\nAfter.\n");
  });

  it("keeps Backspace and Enter on its button the button's", async () => {
    const world = mount(`${VIDEO}\n`);
    const user = userEvent.setup();
    const button = within(card("YouTube video")).getByRole("button", { name: "Show as link" });
    button.focus();
    await user.keyboard("{Backspace}");
    expect(blocksOf(world)).toEqual([{ provider: "youtube", label: "YouTube video", text: VIDEO }]);
    await user.keyboard("{Enter}");
    // Enter pressed the button, and nothing else happened to the document.
    expect(blocksOf(world)).toEqual(["paragraph"]);
    expect(markdownOf(world)).toBe(`${VIDEO}\n`);
  });

  it("becomes a card when its address is pasted alone on an empty line, through the body's own reading", () => {
    const world = mount("Look:\n");
    act(() =>
      world.editor.update(
        () => {
          const paragraph = $getRoot().getLastChild();
          if (!$isParagraphNode(paragraph)) throw new Error("No paragraph");
          // Enter at the end of "Look:": an empty line under it.
          const empty = paragraph.insertAfter(paragraph.createParentElementNode());
          if (!$isElementNode(empty)) throw new Error("No empty line");
          empty.select();
          expect($isEmbedPaste(`  ${VIDEO}\n`)).toBe(true);
          $insertMarkdownAtSelection(VIDEO);
        },
        { discrete: true },
      ),
    );
    expect(blocksOf(world)).toEqual(["paragraph", { provider: "youtube", label: "YouTube video", text: VIDEO }]);
    expect(markdownOf(world)).toBe(`Look:\n\n${VIDEO}\n`);
  });

  it("is not made of a paste in a sentence, over selected words, of several words or of another address", () => {
    const world = mount("Look here.\n");
    const at = (start: number, end: number) => {
      let answer: boolean | undefined;
      act(() =>
        world.editor.update(
          () => {
            const text = $getRoot().getFirstDescendant();
            if (!$isTextNode(text)) throw new Error("No text");
            text.select(start, end);
            answer = $isEmbedPaste(VIDEO);
          },
          { discrete: true },
        ),
      );
      return answer;
    };
    expect([at(4, 4), at(0, 4), at(10, 10)]).toEqual([false, false, false]);
    act(() =>
      world.editor.update(() => $getRoot().clear().append($getRoot().createParentElementNode()), { discrete: true }),
    );
    act(() => world.editor.update(() => $getRoot().getFirstChild()?.selectStart(), { discrete: true }));
    const empty = (text: string) => world.editor.read(() => $isEmbedPaste(text));
    expect([empty(VIDEO), empty(`${VIDEO} ${VIMEO}`), empty("https://example.com/x"), empty(`Watch ${VIDEO}`)]).toEqual(
      [true, false, false, false],
    );
  });

  it("copies as itself within the editor (JSON) and as a paragraph with the link elsewhere (HTML)", () => {
    const world = mount("");
    world.editor.update(
      () => {
        const node = $createEmbedNode({
          summary: { provider: "vimeo", label: "Vimeo video", href: VIMEO, text: VIMEO },
          inlines: [{ kind: "autolink", url: VIMEO, text: VIMEO, format: 0 }],
        });
        const copy = $parseSerializedNode(node.exportJSON());
        expect($isEmbedNode(copy) && [copy.getSummary(), copy.getParagraph()]).toEqual([
          node.getSummary(),
          node.getParagraph(),
        ]);
        expect(copy.getTextContent()).toBe(VIMEO);
        const html = node.exportDOM().element;
        expect(html instanceof HTMLElement && html.outerHTML).toBe(`<p><a href="${VIMEO}">${VIMEO}</a></p>`);
      },
      { discrete: true },
    );
  });
});
