import { newBlogSchema } from "@shared/schemas";
import { splitTagField } from "@shared/tags";

/** `tags` is the editor's text as typed: comma-separated, split by the shared rule when checked and sent. */
export type BlogForm = {
  title: string;
  image: string;
  category: string;
  shortDesc: string;
  longDesc: string;
  tags: string;
  /** A language tag; empty for the site's language. */
  language: string;
  /** The id of the post this one translates; empty for none. */
  translationOf: string;
};
export type BlogFormErrors = Partial<Record<keyof BlogForm, string>>;

/**
 * SPEC §5 for a new blog: every field required and the category one of the five; tags by the shared
 * rules the server applies (@shared/tags). First problem per field.
 */
export function blogFormProblems(form: BlogForm): BlogFormErrors {
  const parsed = newBlogSchema.safeParse({
    ...form,
    tags: splitTagField(form.tags),
    translationOf: form.translationOf || undefined,
  });
  if (parsed.success) return {};
  const errors: BlogFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BlogForm;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
