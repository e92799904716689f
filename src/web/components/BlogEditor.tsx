import { CATEGORIES } from "@shared/categories";
import { MAX_LONG_DESC_LENGTH, MAX_SHORT_DESC_LENGTH, MAX_TITLE_LENGTH, MAX_URL_LENGTH } from "@shared/limits";
import { SOURCE_LOCALE } from "@shared/locales";
import { SCHEDULE_MESSAGES, scheduleProblem } from "@shared/scheduling";
import { MAX_TAG_LENGTH, MAX_TAGS } from "@shared/tags";
import { useTagSuggestions } from "@web/api/getTagSuggestions";
import { categoryName } from "@web/i18n/categoryName";
import type { MessageKey, MessageValues } from "@web/i18n/i18n";
import { type Translate, useT } from "@web/i18n/useT";
import { showAlert } from "@web/lib/alerts";
import type { BlogForm, BlogFormErrors } from "@web/lib/blogFormProblems";
import { localInputValue, scheduledForText, zonedIsoFromLocal } from "@web/lib/schedule";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { CategorySelect } from "./CategorySelect";
import { FormField } from "./FormField";
import { ImageUpload } from "./ImageUpload";
import { PostLanguageFields } from "./PostLanguageFields";
import { LazyRichEditor } from "./rich-editor/LazyRichEditor";
import { prefetchMarkdownEngine } from "./rich-editor/markdown/engine";
import type { BodySettle } from "./rich-editor/settle";
import { UnsavedTextOffer } from "./UnsavedTextOffer";
import { useFocusFirstInvalid } from "./useFocusFirstInvalid";
import { useUnsavedText } from "./useUnsavedText";

/**
 * A blog's fields while being written, what they bind to, and their problems: Add and Update keep them
 * alike. `keepAs` (see unsavedTextKey) keeps unsaved text in this browser; null until someone is signed in.
 */
export function useBlogForm(initial: BlogForm, keepAs: string | null, scheduledFor?: string) {
  const [form, setForm] = useState<BlogForm>(initial);
  // "Publish at" as the field holds it: the writer's wall-clock time, turned into an instant on Schedule.
  const [publishAt, setPublishAt] = useState(scheduledFor ? localInputValue(scheduledFor) : "");
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const unsaved = useUnsavedText(keepAs, form, initial);
  const bind = (key: keyof BlogForm) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });
  const bodySettle = useRef<BodySettle | null>(null);
  const latest = useRef(form);
  latest.current = form;
  const [settling, setSettling] = useState(false);
  const { t } = useT();
  /**
   * The fields as they are to be saved: the body field hands over its last words and waits for images
   * still uploading (rich-editor/settle.ts). A problem (an image that failed meanwhile) is shown and
   * null returned: nothing is saved.
   */
  const settledForm = async (): Promise<BlogForm | null> => {
    const field = bodySettle.current;
    if (!field) return latest.current;
    setSettling(true);
    try {
      const settled = await field.settle();
      if ("body" in settled) return { ...latest.current, longDesc: settled.body };
      void showAlert({ icon: "warning", title: t("writing.notSavedYet"), text: settled.problem });
      return null;
    } finally {
      setSettling(false);
    }
  };
  return {
    form,
    setForm,
    errors,
    setErrors,
    formRef,
    focusFirstInvalid,
    bind,
    unsaved,
    publishAt,
    setPublishAt,
    bodySettle,
    settledForm,
    settling,
  };
}

/** The editor's words for the server's schedule rules: the writer picked a time, not a "publishAt". */
const SCHEDULE_FIELD_MESSAGES: Record<string, MessageKey> = {
  [SCHEDULE_MESSAGES.tooSoon]: "writing.schedule.tooSoon",
  [SCHEDULE_MESSAGES.tooFar]: "writing.schedule.tooFar",
};
const CHOOSE_A_TIME: MessageKey = "writing.schedule.chooseTime";

/** What Update says of an empty body (SPEC §5 names the field 'Description'); UpdateForm sets it. */
export const DESCRIPTION_REQUIRED = "Description is required.";

/**
 * The form's checks (blogFormProblems: @shared's zod schemas and tag rules) speak English, the server's
 * language; each known message is said here in the page's language, where it is shown. One the list
 * does not know shows as it is.
 */
const FIELD_PROBLEMS: Record<string, [MessageKey, MessageValues?]> = {
  "Title is required.": ["writing.problem.titleRequired"],
  [`Title must be at most ${MAX_TITLE_LENGTH} characters.`]: [
    "writing.problem.titleTooLong",
    { max: MAX_TITLE_LENGTH },
  ],
  "Image URL is required.": ["writing.problem.imageRequired"],
  [`Image URL must be at most ${MAX_URL_LENGTH} characters.`]: [
    "writing.problem.imageTooLong",
    { max: MAX_URL_LENGTH },
  ],
  "Image URL must start with http://, https:// or /.": ["writing.problem.imageStart"],
  "Short Description is required.": ["writing.problem.shortDescRequired"],
  [`Short Description must be at most ${MAX_SHORT_DESC_LENGTH} characters.`]: [
    "writing.problem.shortDescTooLong",
    { max: MAX_SHORT_DESC_LENGTH },
  ],
  "Long Description is required.": ["writing.problem.longDescRequired"],
  [`Long Description must be at most ${MAX_LONG_DESC_LENGTH} characters.`]: [
    "writing.problem.longDescTooLong",
    { max: MAX_LONG_DESC_LENGTH },
  ],
  [DESCRIPTION_REQUIRED]: ["writing.update.descriptionRequired"],
  [`A post can have at most ${MAX_TAGS} tags.`]: ["writing.problem.tooManyTags", { max: MAX_TAGS }],
  "A tag cannot be empty.": ["writing.problem.emptyTag"],
  "A language must be a tag like en, es or pt-BR.": ["writing.problem.language"],
  "translationOf must be a post id.": ["writing.problem.translationOf"],
};
/** The tag rules' messages that name the tag. */
const TAG_PROBLEMS: [RegExp, MessageKey][] = [
  [new RegExp(`^Tag "(.+)" is longer than ${MAX_TAG_LENGTH} characters\\.$`, "u"), "writing.problem.tagTooLong"],
  [/^Tag "(.+)" may hold only letters, digits, spaces and hyphens\.$/u, "writing.problem.tagCharacters"],
  [/^Tag "(.+)" is given twice\.$/u, "writing.problem.tagTwice"],
];
const CATEGORY_PROBLEM = `Category must be one of ${CATEGORIES.join(", ")}.`;

/** One of the form's problems in the page's language (SPEC's English stays byte for byte in English). */
export function blogProblemText(message: string, { t, locale }: { t: Translate; locale: string }): string {
  const known = FIELD_PROBLEMS[message];
  if (known) return t(known[0], known[1]);
  if (message === CATEGORY_PROBLEM) {
    const names = CATEGORIES.map((category) => categoryName(t, category));
    // English keeps SPEC's comma list; the others say "A, B or C" their own way.
    const categories =
      locale === SOURCE_LOCALE ? names.join(", ") : new Intl.ListFormat(locale, { type: "disjunction" }).format(names);
    return t("writing.problem.category", { categories });
  }
  for (const [pattern, key] of TAG_PROBLEMS) {
    const name = pattern.exec(message)?.[1];
    if (name !== undefined) return t(key, { name, max: MAX_TAG_LENGTH });
  }
  return message;
}

/** Publishing later, offered by screens that can: Add, and Update (which also shows and cancels a schedule). */
export type ScheduleActions = {
  /** The post's current schedule (ISO), when it has one. */
  scheduledFor?: string | undefined;
  /** Called with an ISO 8601 time carrying the writer's offset, checked against the rules of shared/scheduling. */
  onSchedule: (publishAt: string) => void;
  onUnschedule?: () => void;
};

type BlogEditorProps = {
  editor: ReturnType<typeof useBlogForm>;
  /** Prefix of the fields' ids (`blog`, `update`), so both screens keep the ids their tests and links use. */
  idPrefix: string;
  /**
   * Each screen's wording as SPEC gives it: Add asks for a "Short Description" and a "Long Description";
   * Update calls them "Summary" (with a hint) and "Description", and asks for the category before the image.
   */
  wording: {
    shortDesc: string;
    shortDescHint?: string;
    longDesc: string;
    longRows: number;
    imagePlaceholder?: string;
    categoryFirst?: boolean;
  };
  submitLabel: string;
  submitting: boolean;
  /** Publish (false) or keep as a draft (true); both check and send the same fields. */
  onSave: (draft: boolean) => void;
  /** Further actions after Save draft (Update's Cancel). */
  actions?: ReactNode;
  schedule?: ScheduleActions;
  /** The writer has started on the form (it took focus): a screen may fetch what saving will need. */
  onStart?: () => void;
  /** The post being updated (left out of its own "Translation of"); absent on Add. */
  postId?: string;
};

/**
 * The Tags field: one text input of comma-separated tags, with the tags others use offered through a
 * native <datalist> (no script of our own to learn, keyboard and screen readers as the browser does them).
 * Each suggestion is the whole field with the tag being typed completed, since a datalist replaces the value.
 */
function TagsField({ id, error, bind }: { id: string; error?: string; bind: ReturnType<typeof useBlogForm>["bind"] }) {
  const field = bind("tags");
  const cut = field.value.lastIndexOf(",");
  const typed = field.value.slice(cut + 1).trim();
  const before = cut >= 0 ? `${field.value.slice(0, cut + 1).trimEnd()} ` : "";
  const suggestions = useTagSuggestions(typed).data ?? [];
  const listId = `${id}-suggestions`;
  const { t } = useT();
  return (
    <FormField
      id={id}
      label={t("writing.field.tags")}
      hint={t("writing.field.tagsHint", { max: MAX_TAGS })}
      error={error}
    >
      {(control) => (
        <>
          <input type="text" className="input w-full" autoComplete="off" list={listId} {...control} {...field} />
          <datalist id={listId}>
            {suggestions.map((tag) => (
              <option key={tag.slug} value={`${before}${tag.name}`} />
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
}

/** The one blog editor, for adding a blog and updating one: title, image, category, tags, summary, body, and the save buttons. */
export function BlogEditor({
  editor,
  idPrefix,
  wording,
  submitLabel,
  submitting,
  onSave,
  actions,
  schedule,
  onStart,
  postId,
}: BlogEditorProps) {
  const { form, setForm, errors, formRef, bind, unsaved, publishAt, setPublishAt, bodySettle, settling } = editor;
  const busy = submitting || settling;
  const words = useT();
  const { t } = words;
  const shown: BlogFormErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && blogProblemText(message, words)]),
  );
  const [publishAtError, setPublishAtError] = useState<MessageKey | undefined>();
  const onScheduleClick = () => {
    const iso = zonedIsoFromLocal(publishAt);
    const problem = iso ? scheduleProblem(iso, Date.now()) : CHOOSE_A_TIME;
    setPublishAtError(problem ? (SCHEDULE_FIELD_MESSAGES[problem] ?? CHOOSE_A_TIME) : undefined);
    if (problem || !iso) {
      document.getElementById(`${idPrefix}-publishAt`)?.focus();
      return;
    }
    schedule?.onSchedule(iso);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(false);
  };
  const category = (
    <FormField id={`${idPrefix}-category`} label={t("writing.field.category")} error={shown.category}>
      {(control) => <CategorySelect {...control} {...bind("category")} />}
    </FormField>
  );
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      // The writer has started: what reads and writes the body's Markdown comes now, not at its first words.
      onFocus={() => {
        prefetchMarkdownEngine();
        onStart?.();
      }}
      className="card flex flex-col gap-4 bg-base-100 p-6 shadow-lg"
    >
      {unsaved.offer ? (
        <UnsavedTextOffer
          offer={unsaved.offer}
          onRestore={() => {
            const kept = unsaved.restore();
            // Text kept before the form had some field keeps that field as it is now.
            if (kept) setForm((current) => ({ ...current, ...kept }));
          }}
          onDiscard={unsaved.discard}
        />
      ) : null}
      <FormField id={`${idPrefix}-title`} label={t("writing.field.title")} error={shown.title}>
        {(control) => <input type="text" className="input w-full" required {...control} {...bind("title")} />}
      </FormField>
      {wording.categoryFirst ? category : null}
      <FormField id={`${idPrefix}-image`} label={t("writing.field.image")} error={shown.image}>
        {(control) => (
          <input
            type="url"
            className="input w-full"
            required
            placeholder={wording.imagePlaceholder}
            {...control}
            {...bind("image")}
          />
        )}
      </FormField>
      <ImageUpload url={form.image} onUploaded={(url) => setForm((current) => ({ ...current, image: url }))} />
      {wording.categoryFirst ? null : category}
      <TagsField id={`${idPrefix}-tags`} error={shown.tags} bind={bind} />
      <PostLanguageFields idPrefix={idPrefix} errors={shown} bind={bind} {...(postId ? { postId } : {})} />
      <FormField
        id={`${idPrefix}-shortDesc`}
        label={wording.shortDesc}
        hint={wording.shortDescHint}
        error={shown.shortDesc}
      >
        {(control) => <textarea className="textarea w-full" rows={2} required {...control} {...bind("shortDesc")} />}
      </FormField>
      <FormField id={`${idPrefix}-longDesc`} label={wording.longDesc} error={shown.longDesc}>
        {(control) => (
          <LazyRichEditor rows={wording.longRows} required settleRef={bodySettle} {...control} {...bind("longDesc")} />
        )}
      </FormField>
      {schedule ? (
        <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
          <legend className="px-1 font-semibold">{t("writing.schedule.legend")}</legend>
          {schedule.scheduledFor ? <p>{scheduledForText(schedule.scheduledFor, words)}</p> : null}
          <FormField
            id={`${idPrefix}-publishAt`}
            label={t("writing.schedule.label")}
            hint={t("writing.schedule.hint", {
              zone: Intl.DateTimeFormat().resolvedOptions().timeZone || t("writing.schedule.localTime"),
            })}
            error={publishAtError && t(publishAtError)}
          >
            {(control) => (
              <input
                type="datetime-local"
                className="input w-full"
                {...control}
                name="publishAt"
                value={publishAt}
                onChange={(event) => setPublishAt(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={onScheduleClick}>
              {t("writing.schedule.schedule")}
            </button>
            {schedule.scheduledFor && schedule.onUnschedule ? (
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={schedule.onUnschedule}>
                {t("writing.schedule.unschedule")}
              </button>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary flex-1" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onSave(true)}>
          {t("writing.saveDraft")}
        </button>
        {actions}
      </div>
    </form>
  );
}
