import { LONG_ALERT_MS } from "@shared/limits";
import { splitTagField } from "@shared/tags";
import { BlogEditor, useBlogForm } from "@web/components/BlogEditor";
import { Main } from "@web/components/Main";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { showAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import type { BlogForm, BlogFormErrors } from "@web/lib/blogFormProblems";
import { scheduledForText } from "@web/lib/schedule";
import { unsavedTextKey } from "@web/lib/unsavedText";
import { useCreateBlog } from "./api/createBlog";

/** SPEC's English after 'Save draft' (the writing part's `writing.add.draftSaved`), kept for the tests. */
export const DRAFT_SAVED = "Only you can see it: find it under My Blogs on your Profile.";

/** Publish now, keep as a draft, or publish later at an instant (ISO with the writer's offset). */
type SaveMode = { draft: boolean } | { publishAt: string };

/**
 * The form's checks are zod schemas (27 kB gzip with zod), run when the writer saves: they are fetched
 * as the writer starts on the form, so the screen opens without them (decision 0125).
 */
const loadChecks = () => import("@web/lib/blogFormProblems");

const EMPTY: BlogForm = {
  title: "",
  image: "",
  category: "",
  shortDesc: "",
  longDesc: "",
  tags: "",
  language: "",
  translationOf: "",
};

export default function AddBlogPage() {
  const words = useT();
  const { t } = words;
  useDocumentTitle(t("writing.add.title"));
  const { user } = useAuth();
  const createBlog = useCreateBlog();
  const editor = useBlogForm(EMPTY, user ? unsavedTextKey(user.id, "new") : null);
  const { setForm, setErrors, focusFirstInvalid, unsaved } = editor;
  const submitting = createBlog.isPending;

  /** Publishing (SPEC's 'Submit Blog'), 'Save draft' and 'Schedule' check and send the same fields. */
  const save = async (mode: SaveMode) => {
    const ready = await editor.settledForm();
    if (!ready) return;
    let found: BlogFormErrors;
    try {
      found = (await loadChecks()).blogFormProblems(ready);
    } catch (error) {
      console.error("The form's checks did not load", error);
      void showAlert({
        icon: "error",
        title: t("common.error"),
        text: t("writing.add.failed"),
        confirmButtonText: t("writing.add.tryAgain"),
      });
      return;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    try {
      // The server takes the author from the token; these two keep SPEC §7's payload whole.
      await createBlog.mutateAsync({
        ...ready,
        tags: splitTagField(ready.tags),
        // Empty fields are the site's language and no original.
        language: ready.language || undefined,
        translationOf: ready.translationOf || undefined,
        email: user?.email,
        username: user?.displayName,
        ...mode,
      });
      unsaved.clear();
      setForm(EMPTY);
      editor.setPublishAt("");
      void showAlert(
        "publishAt" in mode
          ? {
              icon: "success",
              title: t("writing.scheduled"),
              text: t("writing.add.scheduledText", { scheduled: scheduledForText(mode.publishAt, words) }),
              timer: LONG_ALERT_MS,
            }
          : mode.draft
            ? {
                icon: "success",
                title: t("writing.draftSaved"),
                text: t("writing.add.draftSaved"),
                timer: LONG_ALERT_MS,
              }
            : { icon: "success", title: t("writing.add.success"), text: t("writing.add.successText"), timer: 2000 },
      );
    } catch (error) {
      console.error("Adding a blog failed", error);
      const reason = error instanceof ApiRequestError ? [error.message, ...error.issues].join(" ") : "";
      void showAlert({
        icon: "error",
        title: t("common.error"),
        text: t("writing.add.failed"),
        confirmButtonText: t("writing.add.tryAgain"),
        ...(reason ? { footer: reason } : {}),
      });
    }
  };

  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-center text-3xl font-bold">{t("writing.add.title")}</h1>
      <BlogEditor
        editor={editor}
        idPrefix="blog"
        wording={{
          shortDesc: t("writing.add.shortDesc"),
          longDesc: t("writing.add.longDesc"),
          longRows: 8,
          imagePlaceholder: "https://",
        }}
        submitLabel={t("writing.add.submit")}
        submitting={submitting}
        onSave={(draft) => void save({ draft })}
        schedule={{ onSchedule: (publishAt) => void save({ publishAt }) }}
        onStart={() => void loadChecks().catch(() => undefined)}
      />
    </Main>
  );
}
