import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { CATEGORIES } from "../../../shared/categories";
import { SHORT_ALERT_MS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import type { Blog, UpdateResult } from "../../../shared/schemas";
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.title.trim() === "" || form.longDesc.trim() === "") {
      await showAlert({ icon: "warning", title: "Missing fields", text: MESSAGES.updateRequired });
      return;
    }
    setSubmitting(true);
    try {
      const result = await api<UpdateResult>(`/blogs/${encodeURIComponent(blog._id)}`, {
        method: "PUT",
        auth: true,
        body: form,
      });
      if (result.modifiedCount > 0) {
        // Every screen that shows this blog (lists, details, wishlists) must show the new version.
        void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
        void client.invalidateQueries({ queryKey: queryKeys.blog(blog._id) });
        void client.invalidateQueries({ queryKey: ["wishlist"] });
        void showTimedAlert("success", "Task Updated!", undefined, SHORT_ALERT_MS);
        navigate("/Blogs");
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
      <Field id="update-longDesc" label="Description">
        <textarea className="textarea w-full" rows={10} required {...bind("longDesc")} />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
        Update Blog
      </button>
    </form>
  );
}
