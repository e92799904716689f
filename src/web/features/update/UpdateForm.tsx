import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { CATEGORIES } from "../../../shared/categories";
import { LONG_ALERT_MS, SHORT_ALERT_MS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import type { Blog, UpdateResult } from "../../../shared/schemas";
import { ImageUpload } from "../../components/ImageUpload";
import { MarkdownEditor } from "../../components/MarkdownEditor";
import { showAlert, showTimedAlert } from "../../lib/alerts";
import { ApiRequestError, api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { Field } from "../add-blog/Field";

type UpdateFields = { title: string; category: string; image: string; longDesc: string };

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 403) return MESSAGES.notAuthorizedUpdate;
  if (error instanceof ApiRequestError && error.message === MESSAGES.updateRequired) return MESSAGES.updateRequired;
  return MESSAGES.updateFailed;
}

export function UpdateForm({ blog }: { blog: Blog }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const suggestions = useId();
  const [form, setForm] = useState<UpdateFields>({
    title: blog.title,
    category: blog.category,
    image: blog.image,
    longDesc: blog.longDesc,
  });
  const [submitting, setSubmitting] = useState(false);

  const bind = (key: keyof UpdateFields) => ({
    id: `update-${key}`,
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  /** 'Update Blog' publishes (a draft goes public); 'Save draft' keeps it, or takes it, off the public lists. */
  const save = async (draft: boolean) => {
    if (form.title.trim() === "" || form.longDesc.trim() === "") {
      await showAlert({ icon: "warning", title: "Missing fields", text: MESSAGES.updateRequired });
      return;
    }
    setSubmitting(true);
    try {
      const result = await api<UpdateResult>(`/blogs/${encodeURIComponent(blog._id)}`, {
        method: "PUT",
        auth: true,
        body: { ...form, draft },
      });
      if (result.modifiedCount > 0) {
        // Every screen that shows this blog (lists, details, wishlists) must show the new version.
        void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
        void client.invalidateQueries({ queryKey: queryKeys.blog(blog._id) });
        void client.invalidateQueries({ queryKey: ["wishlist"] });
        if (draft) {
          void showTimedAlert("success", "Draft Saved", "Only you can see it, under My Blogs.", LONG_ALERT_MS);
          navigate("/profile");
        } else {
          void showTimedAlert("success", "Task Updated!", undefined, SHORT_ALERT_MS);
          navigate("/Blogs");
        }
        return;
      }
      setSubmitting(false);
      await showAlert({ icon: "info", title: "Nothing to save", text: MESSAGES.noChanges });
    } catch (error) {
      console.error("Updating the blog failed", error);
      setSubmitting(false);
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
    <form noValidate onSubmit={onSubmit} className="card flex flex-col gap-4 bg-base-100 p-6 shadow-lg">
      <Field id="update-title" label="Title">
        <input type="text" className="input w-full" required {...bind("title")} />
      </Field>
      <Field id="update-category" label="Category">
        <input type="text" className="input w-full" list={suggestions} {...bind("category")} />
        <datalist id={suggestions}>
          {CATEGORIES.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </Field>
      <Field id="update-image" label="Image URL">
        <input type="url" className="input w-full" {...bind("image")} />
      </Field>
      <ImageUpload url={form.image} onUploaded={(url) => setForm((current) => ({ ...current, image: url }))} />
      <Field id="update-longDesc" label="Description">
        <MarkdownEditor rows={10} required {...bind("longDesc")} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary flex-1" disabled={submitting} aria-busy={submitting}>
          Update Blog
        </button>
        <button type="button" className="btn btn-outline" disabled={submitting} onClick={() => void save(true)}>
          Save draft
        </button>
      </div>
    </form>
  );
}
