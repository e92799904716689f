import { LONG_ALERT_MS } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import { CategorySelect } from "@web/components/CategorySelect";
import { FormField } from "@web/components/FormField";
import { ImageUpload } from "@web/components/ImageUpload";
import { Main } from "@web/components/Main";
import { MarkdownEditor } from "@web/components/MarkdownEditor";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { showAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { type BlogForm, type BlogFormErrors, blogFormProblems } from "@web/lib/blogFormProblems";
import { SCREEN_TITLES } from "@web/lib/title";
import { type FormEvent, useState } from "react";
import { useCreateBlog } from "./api/createBlog";

export const DRAFT_SAVED = "Only you can see it: find it under My Blogs on your Profile.";

const EMPTY: BlogForm = { title: "", image: "", category: "", shortDesc: "", longDesc: "" };

export default function AddBlogPage() {
  useDocumentTitle(SCREEN_TITLES.addBlog);
  const { user } = useAuth();
  const createBlog = useCreateBlog();
  const [form, setForm] = useState<BlogForm>(EMPTY);
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submitting = createBlog.isPending;

  const bind = (key: keyof BlogForm) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  /** Publishing (SPEC's 'Submit Blog') and 'Save draft' check and send the same fields; only `draft` differs. */
  const save = async (draft: boolean) => {
    const found = blogFormProblems(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    try {
      // The server takes the author from the token; these two keep SPEC §7's payload whole.
      await createBlog.mutateAsync({ ...form, email: user?.email, username: user?.displayName, draft });
      setForm(EMPTY);
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
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-center text-3xl font-bold">Submit a New Blog</h1>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="card flex flex-col gap-4 bg-base-100 p-6 shadow-lg">
        <FormField id="blog-title" label="Title" error={errors.title}>
          {(control) => <input type="text" className="input w-full" required {...control} {...bind("title")} />}
        </FormField>
        <FormField id="blog-image" label="Image URL" error={errors.image}>
          {(control) => (
            <input
              type="url"
              className="input w-full"
              required
              placeholder="https://"
              {...control}
              {...bind("image")}
            />
          )}
        </FormField>
        <ImageUpload url={form.image} onUploaded={(url) => setForm((current) => ({ ...current, image: url }))} />
        <FormField id="blog-category" label="Category" error={errors.category}>
          {(control) => <CategorySelect {...control} {...bind("category")} />}
        </FormField>
        <FormField id="blog-shortDesc" label="Short Description" error={errors.shortDesc}>
          {(control) => <textarea className="textarea w-full" rows={2} required {...control} {...bind("shortDesc")} />}
        </FormField>
        <FormField id="blog-longDesc" label="Long Description" error={errors.longDesc}>
          {(control) => <MarkdownEditor rows={8} required {...control} {...bind("longDesc")} />}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary flex-1" disabled={submitting} aria-busy={submitting}>
            Submit Blog
          </button>
          <button type="button" className="btn btn-outline" disabled={submitting} onClick={() => void save(true)}>
            Save draft
          </button>
        </div>
      </form>
    </Main>
  );
}
