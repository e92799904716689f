import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CATEGORIES } from "../../../shared/categories";
import { LONG_ALERT_MS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import type { InsertResult } from "../../../shared/schemas";
import { ImageUpload } from "../../components/ImageUpload";
import { MarkdownEditor } from "../../components/MarkdownEditor";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { showAlert } from "../../lib/alerts";
import { ApiRequestError, api } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { queryKeys } from "../../lib/queryKeys";
import { SCREEN_TITLES } from "../../lib/title";
import { type BlogForm, type BlogFormErrors, blogFormProblems } from "./blogFormProblems";
import { errorProps, Field } from "./Field";

export const DRAFT_SAVED = "Only you can see it: find it under My Blogs on your Profile.";

const EMPTY: BlogForm = { title: "", image: "", category: "", shortDesc: "", longDesc: "" };

export default function AddBlogPage() {
  useDocumentTitle(SCREEN_TITLES.addBlog);
  const { user } = useAuth();
  const client = useQueryClient();
  const [form, setForm] = useState<BlogForm>(EMPTY);
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const bind = (key: keyof BlogForm) => ({
    id: `blog-${key}`,
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
    ...errorProps(`blog-${key}`, errors[key]),
  });

  /** Publishing (SPEC's 'Submit Blog') and 'Save draft' check and send the same fields; only `draft` differs. */
  const save = async (draft: boolean) => {
    const found = blogFormProblems(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await api<Partial<InsertResult>>("/blog", {
        method: "POST",
        auth: true,
        // The server takes the author from the token; these two keep SPEC §7's payload whole.
        body: { ...form, email: user?.email, username: user?.displayName, draft },
      });
      if (!result?.insertedId && !result?.acknowledged) throw new Error("The server did not confirm the new blog.");
      setForm(EMPTY);
      void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
      void showAlert(
        draft
          ? { icon: "success", title: "Draft Saved", text: DRAFT_SAVED, timer: LONG_ALERT_MS }
          : { icon: "success", title: "Success!", text: MESSAGES.addBlogSuccess, timer: 2000 },
      );
    } catch (error) {
      console.error("Adding a blog failed", error);
      const reason = error instanceof ApiRequestError ? [error.message, ...error.issues].join(" ") : "";
      void showAlert({
        icon: "error",
        title: "Error",
        text: MESSAGES.addBlogFailed,
        confirmButtonText: "Try Again",
        ...(reason ? { footer: reason } : {}),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-center text-3xl font-bold">Submit a New Blog</h1>
      <form noValidate onSubmit={onSubmit} className="card flex flex-col gap-4 bg-base-100 p-6 shadow-lg">
        <Field id="blog-title" label="Title" error={errors.title}>
          <input type="text" className="input w-full" required {...bind("title")} />
        </Field>
        <Field id="blog-image" label="Image URL" error={errors.image}>
          <input type="url" className="input w-full" required placeholder="https://" {...bind("image")} />
        </Field>
        <ImageUpload url={form.image} onUploaded={(url) => setForm((current) => ({ ...current, image: url }))} />
        <Field id="blog-category" label="Category" error={errors.category}>
          <select className="select w-full" required {...bind("category")}>
            <option value="" disabled>
              Select a category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field id="blog-shortDesc" label="Short Description" error={errors.shortDesc}>
          <textarea className="textarea w-full" rows={2} required {...bind("shortDesc")} />
        </Field>
        <Field id="blog-longDesc" label="Long Description" error={errors.longDesc}>
          <MarkdownEditor rows={8} required {...bind("longDesc")} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary flex-1" disabled={submitting} aria-busy={submitting}>
            Submit Blog
          </button>
          <button type="button" className="btn btn-outline" disabled={submitting} onClick={() => void save(true)}>
            Save draft
          </button>
        </div>
      </form>
    </main>
  );
}
