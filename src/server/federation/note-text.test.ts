import { MAX_COMMENT_LENGTH } from "@shared/limits";
import { describe, expect, it } from "vitest";
import { noteText } from "./note-text";

describe("a remote Note's HTML as comment text", () => {
  it("keeps paragraphs, line breaks, mention and link text, and decodes entities", () => {
    const html =
      '<p><span class="h-card"><a href="https://ink.example/@ada" class="u-url mention">@<span>ada</span></a></span> ' +
      'Lovely &amp; <em>clear</em>.</p><p>Line one<br>line two<br/>  see <a href="https://x.example/a">this</a></p>';
    expect(noteText(html)).toBe("@ada Lovely & clear.\n\nLine one\nline two\nsee this");
  });

  it("drops scripts and styles with their content", () => {
    expect(noteText("<p>Hi<script>alert('x')</script><style>p{}</style> there</p><img src=x onerror=alert(1)>")).toBe(
      "Hi there",
    );
  });

  it("is plain text even when the source is not HTML, and empty when there is no text", () => {
    expect(noteText("just words &lt;b&gt;")).toBe("just words <b>");
    expect(noteText("<p> </p><p></p>")).toBe("");
  });

  it("is cut to the comment limit without splitting a character", () => {
    expect(noteText(`<p>${"a".repeat(MAX_COMMENT_LENGTH + 50)}</p>`)).toHaveLength(MAX_COMMENT_LENGTH);
    const cut = noteText(`${"a".repeat(MAX_COMMENT_LENGTH - 1)}😀`);
    expect(cut).toBe("a".repeat(MAX_COMMENT_LENGTH - 1));
  });
});
