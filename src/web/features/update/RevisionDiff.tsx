import { categoryName } from "@web/i18n/categoryName";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { type ChangeObject, diffLines, diffWordsWithSpace } from "diff";
import { useMemo } from "react";

/** The texts compared: an earlier version and the post as it is now. */
export type ComparedText = { title: string; shortDesc: string; longDesc: string; category: string };

/** Past this, a word diff of a long body gives up and the body is compared line by line instead. */
const WORD_DIFF_MS = 300;

function changes(before: string, after: string): ChangeObject<string>[] {
  // Word by word reads best; newlines stay tokens so paragraphs keep their shape. A body rewritten
  // throughout could take a word diff seconds on a phone, so it falls back to lines.
  return diffWordsWithSpace(before, after, { timeout: WORD_DIFF_MS }) ?? diffLines(before, after);
}

/**
 * One field's changes from the earlier version to the current text. Removed text is struck through in a
 * <del>, added text underlined in an <ins>, and each says so in words to screen readers (which announce
 * neither element): colour is never the only sign.
 */
function FieldDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = useMemo(() => changes(before, after), [before, after]);
  const same = parts.every((part) => !part.added && !part.removed);
  const { t } = useT();
  // Each change is said in words around it, one message per language: "[removed: …]".
  const [removedBefore, removedAfter] = t("writing.diff.removed", { text: NODE_MARKS[0] }).split(NODE_MARKS[0]);
  const [addedBefore, addedAfter] = t("writing.diff.added", { text: NODE_MARKS[0] }).split(NODE_MARKS[0]);
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-wrap break-words rounded-box bg-base-200 p-3 leading-relaxed">
        {same ? (
          <>
            <span className="sr-only">{t("writing.diff.unchanged")} </span>
            {after}
          </>
        ) : (
          parts.map((part, index) =>
            part.removed ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, drawn once per pair of texts.
              <del key={index} className="bg-error/15 text-base-content line-through decoration-2">
                <span className="sr-only">{removedBefore}</span>
                {part.value}
                <span className="sr-only">{removedAfter}</span>
              </del>
            ) : part.added ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <ins key={index} className="bg-success/15 text-base-content underline decoration-2">
                <span className="sr-only">{addedBefore}</span>
                {part.value}
                <span className="sr-only">{addedAfter}</span>
              </ins>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <span key={index}>{part.value}</span>
            ),
          )
        )}
      </dd>
    </div>
  );
}

/**
 * What changed between an earlier version and the current text, field by field. Its own module, loaded
 * lazily by the history panel: jsdiff is for the editor alone, never for a reading page's bundle.
 */
export default function RevisionDiff({ version, current }: { version: ComparedText; current: ComparedText }) {
  const { t } = useT();
  const unchanged =
    version.title === current.title &&
    version.shortDesc === current.shortDesc &&
    version.longDesc === current.longDesc &&
    version.category === current.category;
  if (unchanged) return <p>{t("writing.diff.same")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {withNodes(t("writing.diff.legend", { removed: NODE_MARKS[0], added: NODE_MARKS[1] }), [
          <del key="removed" className="line-through decoration-2">
            {t("writing.diff.struck")}
          </del>,
          <ins key="added" className="underline decoration-2">
            {t("writing.diff.underlined")}
          </ins>,
        ])}
      </p>
      <dl className="flex flex-col gap-3">
        <FieldDiff label={t("writing.field.title")} before={version.title} after={current.title} />
        {/* Stored in English (a filter's value); compared as the reader names them. */}
        <FieldDiff
          label={t("writing.field.category")}
          before={categoryName(t, version.category)}
          after={categoryName(t, current.category)}
        />
        <FieldDiff label={t("writing.update.summary")} before={version.shortDesc} after={current.shortDesc} />
        <FieldDiff label={t("writing.update.description")} before={version.longDesc} after={current.longDesc} />
      </dl>
    </div>
  );
}
