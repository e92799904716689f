import type { BlogForm, BlogFormErrors } from "@web/lib/blogFormProblems";
import { type FormEvent, type ReactNode, useState } from "react";
import { CategorySelect } from "./CategorySelect";
import { FormField } from "./FormField";
import { ImageUpload } from "./ImageUpload";
import { MarkdownEditor } from "./MarkdownEditor";
import { UnsavedTextOffer } from "./UnsavedTextOffer";
import { useFocusFirstInvalid } from "./useFocusFirstInvalid";
import { useUnsavedText } from "./useUnsavedText";

/**
 * A blog's fields while being written, what they bind to, and their problems: Add and Update keep them
 * alike. `keepAs` (see unsavedTextKey) keeps unsaved text in this browser; null until someone is signed in.
 */
export function useBlogForm(initial: BlogForm, keepAs: string | null) {
  const [form, setForm] = useState<BlogForm>(initial);
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const unsaved = useUnsavedText(keepAs, form, initial);
  const bind = (key: keyof BlogForm) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });
  return { form, setForm, errors, setErrors, formRef, focusFirstInvalid, bind, unsaved };
}

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
};

/** The one blog editor, for adding a blog and updating one: title, image, category, summary, body, and the save buttons. */
export function BlogEditor({ editor, idPrefix, wording, submitLabel, submitting, onSave, actions }: BlogEditorProps) {
  const { form, setForm, errors, formRef, bind, unsaved } = editor;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(false);
  };
  const category = (
    <FormField id={`${idPrefix}-category`} label="Category" error={errors.category}>
      {(control) => <CategorySelect {...control} {...bind("category")} />}
    </FormField>
  );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="card flex flex-col gap-4 bg-base-100 p-6 shadow-lg">
      {unsaved.offer ? (
        <UnsavedTextOffer
          offer={unsaved.offer}
          onRestore={() => {
            const kept = unsaved.restore();
            if (kept) setForm(kept);
          }}
          onDiscard={unsaved.discard}
        />
      ) : null}
      <FormField id={`${idPrefix}-title`} label="Title" error={errors.title}>
        {(control) => <input type="text" className="input w-full" required {...control} {...bind("title")} />}
      </FormField>
      {wording.categoryFirst ? category : null}
      <FormField id={`${idPrefix}-image`} label="Image URL" error={errors.image}>
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
      <FormField
        id={`${idPrefix}-shortDesc`}
        label={wording.shortDesc}
        hint={wording.shortDescHint}
        error={errors.shortDesc}
      >
        {(control) => <textarea className="textarea w-full" rows={2} required {...control} {...bind("shortDesc")} />}
      </FormField>
      <FormField id={`${idPrefix}-longDesc`} label={wording.longDesc} error={errors.longDesc}>
        {(control) => <MarkdownEditor rows={wording.longRows} required {...control} {...bind("longDesc")} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary flex-1" disabled={submitting} aria-busy={submitting}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn-outline" disabled={submitting} onClick={() => onSave(true)}>
          Save draft
        </button>
        {actions}
      </div>
    </form>
  );
}
