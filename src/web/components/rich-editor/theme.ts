import type { EditorThemeClasses } from "lexical";

/**
 * Lexical's classes for what it draws. The editing area carries `markdown-body` (RichEditor), so the
 * post's own styles in site.css shape headings, lists, quotes and links, and the text looks as it will
 * read. Only what those styles leave out is here. site.css's rules sit outside any layer and so beat
 * Tailwind's utilities; the few utilities that must win over them carry `!`.
 */
export const EDITOR_THEME: EditorThemeClasses = {
  text: {
    // Lexical draws bold as <strong> and italic as <em>, but bold italic as <strong> with a class.
    bold: "font-bold",
    italic: "italic",
    strikethrough: "line-through",
  },
  // A code block is one <code> element whose lines are <br>s: it needs the look of site.css's `pre`.
  code: "block overflow-x-auto whitespace-pre rounded-lg! bg-base-200 p-4! leading-normal",
  list: {
    // A nested list sits in an item of its own; that item shows no marker of its own.
    nested: { listitem: "list-none" },
  },
  hrSelected: "outline-2 outline-primary",
};
