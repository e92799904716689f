import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useT } from "@web/i18n/useT";
import type { NodeKey } from "lexical";
import { useEffect, useId, useState } from "react";
import { setCodeLanguage } from "./blockCommands";

/** Languages offered as the writer types; any other name is kept as typed. */
const COMMON_LANGUAGES = [
  "bash",
  "css",
  "go",
  "html",
  "java",
  "javascript",
  "json",
  "python",
  "rust",
  "sql",
  "typescript",
  "yaml",
];

/**
 * The language of the code block the caret is in (```ts), shown while the caret is in one. Outside the
 * toolbar on purpose: a text field's arrow keys move its caret, not the toolbar's focus. Enter and
 * Escape go back to the code.
 */
export function CodeLanguageField({ codeKey, language }: { codeKey: NodeKey; language: string }) {
  const [editor] = useLexicalComposerContext();
  const id = useId();
  const { t } = useT();
  const [typed, setTyped] = useState(language);
  useEffect(() => setTyped(language), [language]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t("editor.code.language")}
      </label>
      <input
        id={id}
        type="text"
        className="input input-sm w-40 font-mono"
        list={`${id}-languages`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t("editor.code.none")}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setCodeLanguage(editor, codeKey, event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === "Escape") {
            // Inside the blog's form: Enter must not submit it, Escape must not leave distraction-free mode.
            event.preventDefault();
            event.stopPropagation();
            editor.focus();
          }
        }}
      />
      <datalist id={`${id}-languages`}>
        {COMMON_LANGUAGES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
