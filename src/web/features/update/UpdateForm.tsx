import { isCategory } from "@shared/categories";
import { LONG_ALERT_MS, SHORT_ALERT_MS } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import type { Blog } from "@shared/schemas";
import { CategorySelect } from "@web/components/CategorySelect";
import { FormField } from "@web/components/FormField";
import { ImageUpload } from "@web/components/ImageUpload";
import { MarkdownEditor } from "@web/components/MarkdownEditor";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { type BlogForm, type BlogFormErrors, blogFormProblems } from "@web/lib/blogFormProblems";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useUpdateBlog } from "./api/updateBlog";

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 403) return MESSAGES.notAuthorizedUpdate;
  if (error instanceof ApiRequestError && error.message === MESSAGES.updateRequired) return MESSAGES.updateRequired;
  return MESSAGES.updateFailed;
}

/** The fields SPEC §5 requires by name get its one message; the others their own. */
function updateProblems(form: BlogForm): BlogFormErrors {
  const errors = blogFormProblems(form);
  if (form.longDesc.trim() === "") errors.longDesc = "Description is required.";
  return errors;
}

export function UpdateForm({ blog }: { blog: Blog }) {
  const navigate = useNavigate();
  const updateBlog = useUpdateBlog();
  const [form, setForm] = useState<BlogForm>({
    title: blog.title,
    // A category from before the five were enforced must be chosen again; the server refuses it.
    category: isCategory(blog.category) ? blog.category : "",
    image: blog.image,
    shortDesc: blog.shortDesc,
    longDesc: blog.longDesc,
  });
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submitting = updateBlog.isPending || updateBlog.isSuccess;

  const bind = (key: keyof BlogForm) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  /** 'Update Blog' publishes (a draft goes public); 'Save draft' keeps it, or takes it, off the public lists. */
  const save = async (draft: boolean) => {
    const found = updateProblems(form);
    setErrors(found);
    const { category } = form;
    // blogFormProblems has refused any category outside the five; the check tells the compiler too.
    if (Object.keys(found).length > 0 || !isCategory(category)) {
      if (found.title || found.longDesc) {
        await showAlert({ icon: "warning", title: "Missing fields", text: MESSAGES.updateRequired });
      }
      focusFirstInvalid();
      return;
    }
    try {
      const result = await updateBlog.mutateAsync({ id: blog._id, changes: { ...form, category, draft } });
      if (result.modifiedCount > 0) {
        if (draft) {
          void showTimedAlert("success", "Draft Saved", "Only you can see it, under My Blogs.", LONG_ALERT_MS);
          navigate("/profile");
        } else {
          void showTimedAlert("success", "Task Updated!", undefined, SHORT_ALERT_MS);
          navigate("/Blogs");
        }
        return;
      }
      updateBlog.reset();
      await showAlert({ icon: "info", title: "Nothing to save", text: MESSAGES.noChanges });
    } catch (error) {
      console.error("Updating the blog failed", error);
      const reason = error instanceof ApiRequestError ? [error.message, ...error.issues].join(" ") : "";
      const text = failureText(error);
      await showAlert({
        icon: "error",
        title: "Error",
        text,
        ...(reason && text === MESSAGES.updateFailed ? { footer: reason } : {}),
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="card flex flex-col gap-4 bg-base-100 p-6 shadow-lg">
      <FormField id="update-title" label="Title" error={errors.title}>
        {(control) => <input type="text" className="input w-full" required {...control} {...bind("title")} />}
      </FormField>
      <FormField id="update-category" label="Category" error={errors.category}>
        {(control) => <CategorySelect {...control} {...bind("category")} />}
      </FormField>
      <FormField id="update-image" label="Image URL" error={errors.image}>
        {(control) => <input type="url" className="input w-full" required {...control} {...bind("image")} />}
      </FormField>
      <ImageUpload url={form.image} onUploaded={(url) => setForm((current) => ({ ...current, image: url }))} />
      {/* Not "Short Description": SPEC names the long one 'Description', and a label containing it would make
          that name match two fields. */}
      <FormField
        id="update-shortDesc"
        label="Summary"
        hint="The short description shown on blog cards."
        error={errors.shortDesc}
      >
        {(control) => <textarea className="textarea w-full" rows={2} required {...control} {...bind("shortDesc")} />}
      </FormField>
      <FormField id="update-longDesc" label="Description" error={errors.longDesc}>
        {(control) => <MarkdownEditor rows={10} required {...control} {...bind("longDesc")} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary flex-1" disabled={submitting} aria-busy={submitting}>
          Update Blog
        </button>
        <button type="button" className="btn btn-outline" disabled={submitting} onClick={() => void save(true)}>
          Save draft
        </button>
        <Link to={`/viewdetails/${encodeURIComponent(blog._id)}`} className="btn btn-ghost">
          Cancel
        </Link>
      </div>
    </form>
  );
}
