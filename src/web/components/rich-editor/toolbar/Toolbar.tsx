import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { INSERT_HORIZONTAL_RULE_COMMAND } from "@lexical/react/LexicalHorizontalRuleNode";
import { textDirection } from "@shared/locales";
import type { MessageKey } from "@web/i18n/i18n";
import { type Translate, useT } from "@web/i18n/useT";
import { FORMAT_TEXT_COMMAND, IS_APPLE, REDO_COMMAND, UNDO_COMMAND } from "lexical";
import type { ReactNode } from "react";
import { useAnnounce } from "../announce";
import { useImagePicker } from "../images";
import { toggleBlock } from "./blockCommands";
import type { BlockType, FormatState } from "./formatState";
import { useRovingFocus } from "./useRovingFocus";

type Item = {
  /** The button's name, as a screen reader says it and a pointer's tooltip shows it. */
  label: string;
  /** What the button shows; hidden from screen readers, which read `label`. */
  glyph: ReactNode;
  /** For aria-keyshortcuts, in its notation. */
  keys?: string;
  /** Toggles carry aria-pressed; actions (rule, undo, redo) do not. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

const BLOCK_LABELS: Record<Exclude<BlockType, "paragraph">, MessageKey> = {
  h2: "editor.toolbar.h2",
  h3: "editor.toolbar.h3",
  h4: "editor.toolbar.h4",
  quote: "editor.toolbar.quote",
  bullet: "editor.toolbar.bullet",
  number: "editor.toolbar.number",
  code: "editor.toolbar.codeBlock",
};

/**
 * A tooltip's shortcut as the writer's keyboard labels it: ⌘B on a Mac, Ctrl+B elsewhere (Strg+B on a
 * German keyboard).
 */
function shortcutText(keys: string, t: Translate): string {
  const [first = ""] = keys.split(" ");
  return IS_APPLE
    ? `⌘${first.replace("Control+", "").replace("Shift+", "⇧")}`
    : first.replace("Control", t("editor.key.ctrl")).replace("Shift", t("editor.key.shift"));
}

type Props = {
  format: FormatState;
  canUndo: boolean;
  canRedo: boolean;
  onLink: () => void;
};

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrows, Home and End). Buttons keep the
 * editor's focus and selection when pressed with a pointer, so a word selected and made bold stays
 * selected; from the keyboard, focus stays in the toolbar to apply more than one format.
 */
export function Toolbar({ format, canUndo, canRedo, onLink }: Props) {
  const [editor] = useLexicalComposerContext();
  const announce = useAnnounce();
  const picker = useImagePicker();
  const { t, locale } = useT();

  const block = (target: Exclude<BlockType, "paragraph">, glyph: ReactNode): Item => ({
    label: t(BLOCK_LABELS[target]),
    glyph,
    pressed: format.block === target,
    run: () => {
      toggleBlock(editor, target, format.block);
      const name = t(BLOCK_LABELS[target]);
      announce(t(format.block === target ? "editor.announce.off" : "editor.announce.on", { format: name }));
    },
  });

  const items: Item[] = [
    {
      label: t("editor.toolbar.bold"),
      glyph: <b>B</b>,
      keys: "Control+B Meta+B",
      pressed: format.bold,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold"),
    },
    {
      label: t("editor.toolbar.italic"),
      glyph: <i className="font-serif">I</i>,
      keys: "Control+I Meta+I",
      pressed: format.italic,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic"),
    },
    {
      label: t("editor.toolbar.link"),
      glyph: t("editor.toolbar.link"),
      keys: "Control+K Meta+K",
      pressed: format.link,
      run: onLink,
    },
    block("h2", "H2"),
    block("h3", "H3"),
    block("h4", "H4"),
    block("quote", "“ ”"),
    block("bullet", t("editor.toolbar.glyph.bullet")),
    block("number", t("editor.toolbar.glyph.number")),
    {
      label: t("editor.toolbar.inlineCode"),
      glyph: <code className="font-mono">{"</>"}</code>,
      pressed: format.code,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "code"),
    },
    block("code", <span className="font-mono">{"{ }"}</span>),
    {
      label: t("editor.toolbar.rule"),
      glyph: "—",
      run: () => {
        editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined);
        announce(t("editor.announce.rule"));
      },
    },
    { label: t("editor.toolbar.image"), glyph: t("editor.toolbar.image"), run: picker.open },
    {
      label: t("editor.toolbar.undo"),
      glyph: "↶",
      keys: "Control+Z Meta+Z",
      disabled: !canUndo,
      run: () => editor.dispatchCommand(UNDO_COMMAND, undefined),
    },
    {
      label: t("editor.toolbar.redo"),
      glyph: "↷",
      keys: "Control+Shift+Z Meta+Shift+Z Control+Y",
      disabled: !canRedo,
      run: () => editor.dispatchCommand(REDO_COMMAND, undefined),
    },
  ];
  const roving = useRovingFocus(items.length, textDirection(locale) === "rtl");

  return (
    <div
      role="toolbar"
      aria-label={t("editor.toolbar")}
      aria-orientation="horizontal"
      className="flex flex-wrap gap-1 rounded-box border border-base-300 bg-base-100 p-1"
      onKeyDown={roving.onKeyDown}
    >
      {items.map((item, index) => (
        <button
          key={item.label}
          type="button"
          {...roving.itemProps(index)}
          className="btn btn-ghost btn-sm min-w-9 px-2 font-normal aria-pressed:bg-base-300 aria-disabled:text-base-content/60"
          aria-label={item.label}
          title={
            item.keys
              ? t("editor.toolbar.withShortcut", { label: item.label, keys: shortcutText(item.keys, t) })
              : item.label
          }
          {...(item.keys ? { "aria-keyshortcuts": item.keys } : {})}
          {...(item.pressed === undefined ? {} : { "aria-pressed": item.pressed })}
          {...(item.disabled ? { "aria-disabled": true } : {})}
          // A pointer press must not take focus (and the selection) from the text it formats.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            roving.setActive(index);
            if (!item.disabled) item.run();
          }}
        >
          <span aria-hidden="true">{item.glyph}</span>
        </button>
      ))}
      {picker.input}
    </div>
  );
}
