import { isCategory } from "@shared/categories";
import { LONG_ALERT_MS, SHORT_ALERT_MS } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import type { Blog } from "@shared/schemas";
import { splitTagField } from "@shared/tags";
import { BlogEditor, DESCRIPTION_REQUIRED, useBlogForm } from "@web/components/BlogEditor";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { type BlogForm, type BlogFormErrors, blogFormProblems } from "@web/lib/blogFormProblems";
import { Link, useNavigate } from "@web/lib/router";
import { scheduledForText } from "@web/lib/schedule";
import { unsavedTextKey } from "@web/lib/unsavedText";
import { useUpdateBlog } from "./api/updateBlog";
import { HistoryPanel } from "./HistoryPanel";

function failureText(error: unknown): MessageKey {
  if (error instanceof ApiRequestError && error.status === 403) return "writing.update.notAuthorized";
  if (error instanceof ApiRequestError && error.english === MESSAGES.updateRequired) return "writing.update.required";
  return "writing.update.failed";
}

/** The fields SPEC §5 requires by name get its one message; the others their own. */
function updateProblems(form: BlogForm): BlogFormErrors {
  const errors = blogFormProblems(form);
  if (form.longDesc.trim() === "") errors.longDesc = DESCRIPTION_REQUIRED;
  return errors;
}

export function UpdateForm({ blog }: { blog: Blog }) {
  const navigate = useNavigate();
  const updateBlog = useUpdateBlog();
  const { user } = useAuth();
  const words = useT();
  const { t } = words;
  const editor = useBlogForm(
    {
      title: blog.title,
      // A category from before the five were enforced must be chosen again; the server refuses it.
      category: isCategory(blog.category) ? blog.category : "",
      image: blog.image,
      shortDesc: blog.shortDesc,
      longDesc: blog.longDesc,
      tags: (blog.tags ?? []).map((tag) => tag.name).join(", "),
      language: blog.language ?? "",
      translationOf: blog.translationOf ?? "",
    },
    user ? unsavedTextKey(user.id, blog._id) : null,
    blog.publishAt,
  );
  const { setErrors, focusFirstInvalid, unsaved } = editor;
  const submitting = updateBlog.isPending || updateBlog.isSuccess;

  /**
   * 'Update Blog' publishes (a draft goes public); 'Save draft' keeps it, or takes it, off the public lists;
   * 'Schedule' makes it go public by itself later, and 'Unschedule' (publishAt: null) leaves a draft.
   */
  const save = async (mode: { draft: boolean } | { publishAt: string | null }) => {
    const form = await editor.settledForm();
    if (!form) return;
    const found = updateProblems(form);
    setErrors(found);
    const { category } = form;
    // blogFormProblems has refused any category outside the five; the check tells the compiler too.
    if (Object.keys(found).length > 0 || !isCategory(category)) {
      if (found.title || found.longDesc) {
        await showAlert({
          icon: "warning",
          title: t("writing.update.missingFields"),
          text: t("writing.update.required"),
        });
      }
      focusFirstInvalid();
      return;
    }
    // Tags go only when the post came with them or some were typed: absent tags leave the stored ones be.
    const { tags: typedTags, language, translationOf, ...fields } = form;
    const tagsChange = blog.tags !== undefined || typedTags.trim() ? { tags: splitTagField(typedTags) } : {};
    // Language and original go only when changed, so a post in the site's language is not pinned to it
    // by a save that did not touch them; emptied, they are the site's language and no original.
    const languageChange = {
      ...(language !== (blog.language ?? "") ? { language: language || null } : {}),
      ...(translationOf !== (blog.translationOf ?? "") ? { translationOf: translationOf || null } : {}),
    };
    try {
      const result = await updateBlog.mutateAsync({
        id: blog._id,
        changes: { ...fields, category, ...mode, ...tagsChange, ...languageChange },
      });
      if (result.modifiedCount > 0) {
        unsaved.clear();
        if ("publishAt" in mode) {
          const text = mode.publishAt ? scheduledForText(mode.publishAt, words) : t("writing.update.unscheduled");
          const title = mode.publishAt ? t("writing.scheduled") : t("writing.draftSaved");
          void showTimedAlert("success", title, text, LONG_ALERT_MS);
          navigate("/profile");
        } else if (mode.draft) {
          void showTimedAlert("success", t("writing.draftSaved"), t("writing.update.draftSaved"), LONG_ALERT_MS);
          navigate("/profile");
        } else {
          void showTimedAlert("success", t("writing.update.updated"), undefined, SHORT_ALERT_MS);
          navigate("/Blogs");
        }
        return;
      }
      updateBlog.reset();
      await showAlert({ icon: "info", title: t("writing.update.nothingToSave"), text: t("writing.update.noChanges") });
    } catch (error) {
      console.error("Updating the blog failed", error);
      const reason = error instanceof ApiRequestError ? [error.message, ...error.issues].join(" ") : "";
      const failure = failureText(error);
      await showAlert({
        icon: "error",
        title: t("common.error"),
        text: t(failure),
        ...(reason && failure === "writing.update.failed" ? { footer: reason } : {}),
      });
    }
  };

  return (
    <>
      <BlogEditor
        editor={editor}
        idPrefix="update"
        postId={blog._id}
        wording={{
          // Not "Short Description": SPEC names the long one 'Description', and a label containing it would
          // make that name match two fields.
          shortDesc: t("writing.update.summary"),
          shortDescHint: t("writing.update.summaryHint"),
          longDesc: t("writing.update.description"),
          longRows: 10,
          categoryFirst: true,
        }}
        submitLabel={t("writing.update.submit")}
        submitting={submitting}
        onSave={(draft) => void save({ draft })}
        schedule={{
          scheduledFor: blog.publishAt,
          onSchedule: (publishAt) => void save({ publishAt }),
          onUnschedule: () => void save({ publishAt: null }),
        }}
        actions={
          <Link to={`/viewdetails/${encodeURIComponent(blog._id)}`} className="btn btn-ghost">
            {t("common.cancel")}
          </Link>
        }
      />
      <HistoryPanel
        blogId={blog._id}
        current={blog}
        // The restored text is the post's now: the form shows it, keeping the image being edited.
        onRestored={(version) =>
          editor.setForm((form) => ({
            ...form,
            title: version.title,
            shortDesc: version.shortDesc,
            longDesc: version.longDesc,
            category: isCategory(version.category) ? version.category : "",
          }))
        }
      />
    </>
  );
}
