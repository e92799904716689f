import { REVISIONS_KEPT } from "@shared/revision";
import {
  MAX_PAGE_DESCRIPTION_LENGTH,
  type SitePage,
  type SitePageInput,
  type SitePageStatus,
} from "@shared/site-page-schemas";
import { MAX_PAGE_SLUG_LENGTH, pageSlugFromTitle, sitePagePath } from "@shared/site-pages";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { ProblemList } from "@web/components/ProblemList";
import { LazyRichEditor } from "@web/components/rich-editor/LazyRichEditor";
import { prefetchMarkdownEngine } from "@web/components/rich-editor/markdown/engine";
import type { BodySettle } from "@web/components/rich-editor/settle";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { ApiRequestError } from "@web/lib/api";
import { Link, useNavigate } from "@web/lib/router";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useId, useRef, useState } from "react";
import { useDeletePage } from "./api/deletePage";
import { usePage } from "./api/getPage";
import { usePageRevisions } from "./api/getPageRevisions";
import { useRestorePageRevision } from "./api/restorePageRevision";
import { useSavePage } from "./api/savePage";

const EMPTY: SitePageInput = { title: "", slug: "", description: "", body: "", status: "draft" };

/** A version's time in the reader's language and the browser's time zone: the admin is no reading page. */
const savedAt = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

/** `/admin/pages/new` and `/admin/pages/:id`: one page in the post editor, its address, state and history. */
export default function PageEditor({ id }: { id: string | undefined }) {
  const { t } = useT();
  useDocumentTitle(id ? t("pageEditor.documentTitleEdit") : t("pageEditor.documentTitleNew"));
  if (!id) return <PageForm initial={undefined} />;
  return <ExistingPage id={id} />;
}

function ExistingPage({ id }: { id: string }) {
  const page = usePage(id);
  const { t } = useT();
  if (page.isPending) return <Spinner label={t("pageEditor.loading")} />;
  if (page.isError) {
    const gone = page.error instanceof ApiRequestError && page.error.status === 404;
    return gone ? (
      <p role="alert" className="alert alert-warning alert-soft">
        {t("pageEditor.gone")} <Link to="/admin/pages">{t("pageEditor.backToPages")}</Link>
      </p>
    ) : (
      <LoadError message={t("pageEditor.loadFailed")} onRetry={page.refetch} retrying={page.isFetching} />
    );
  }
  return <PageForm initial={page.data} />;
}

function PageForm({ initial }: { initial: SitePage | undefined }) {
  const ids = { title: useId(), slug: useId(), description: useId(), body: useId(), heading: useId() };
  const problemsId = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<SitePageInput>(initial ?? EMPTY);
  // A new page's address follows its title until the admin writes one of their own.
  const [slugTouched, setSlugTouched] = useState(Boolean(initial));
  const [problems, setProblems] = useState<string[]>([]);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const bodySettle = useRef<BodySettle | null>(null);
  const save = useSavePage();
  const remove = useDeletePage();
  const { t } = useT();
  const latest = useRef(form);
  latest.current = form;

  const bind = (key: "title" | "description" | "body") => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({
        ...current,
        [key]: event.target.value,
        ...(key === "title" && !slugTouched ? { slug: pageSlugFromTitle(event.target.value) } : {}),
      })),
  });

  const submit = async (status: SitePageStatus) => {
    setProblems([]);
    const settled = bodySettle.current ? await bodySettle.current.settle() : { body: latest.current.body };
    if ("problem" in settled) {
      setProblems([settled.problem]);
      return;
    }
    const page = { ...latest.current, body: settled.body, status };
    save.mutate(
      { id: initial?.id, page },
      {
        onSuccess: (saved) => {
          setForm({ ...page, slug: saved.slug });
          const said =
            status === "draft"
              ? initial?.status === "published"
                ? t("pageEditor.unpublished")
                : t("pageEditor.draftSaved")
              : initial?.status === "published"
                ? t("pageEditor.updated")
                : t("pageEditor.published");
          void showToast("success", said);
          if (!initial) navigate(`/admin/pages/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          const lines = error instanceof ApiRequestError && error.issues.length > 0 ? error.issues : [error.message];
          setProblems(lines.filter(Boolean));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(form.status === "published" || initial?.status === "published" ? "published" : "draft");
  };

  const published = initial?.status === "published";
  return (
    <section aria-labelledby={ids.heading} className="max-w-3xl space-y-4">
      <p>
        <Link to="/admin/pages" className="link">
          {t("pageEditor.allPages")}
        </Link>
      </p>
      <h1 id={ids.heading} className="text-3xl font-bold">
        {initial ? t("pageEditor.editTitle", { title: initial.title }) : t("pageEditor.newTitle")}
      </h1>
      {initial && (
        <p className="text-base-content/80">
          {published
            ? withNodes(t("pageEditor.publishedAt", { address: NODE_MARKS[0] }), [
                <a key="address" className="link" href={sitePagePath(initial.slug)}>
                  {sitePagePath(initial.slug)}
                </a>,
              ])
            : t("pageEditor.draftNote")}
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={prefetchMarkdownEngine}
        className="card flex flex-col gap-4 bg-base-100 p-6 shadow-md"
        aria-describedby={problems.length ? problemsId : undefined}
      >
        {problems.length > 0 && <ProblemList id={problemsId} problems={problems} />}
        <FormField id={ids.title} label={t("pageEditor.titleLabel")}>
          {(control) => <input {...control} type="text" required className="input w-full" {...bind("title")} />}
        </FormField>
        <FormField id={ids.slug} label={t("pageEditor.address")} hint={t("pageEditor.addressHint")}>
          {(control) => (
            // A box around the slash and the field, not a second label: the field's name stays "Address".
            <div className="input w-full">
              <span aria-hidden="true" className="text-base-content/70">
                /
              </span>
              <input
                {...control}
                type="text"
                name="slug"
                required
                autoCapitalize="none"
                spellCheck={false}
                maxLength={MAX_PAGE_SLUG_LENGTH}
                value={form.slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  setForm((current) => ({ ...current, slug: event.target.value }));
                }}
              />
            </div>
          )}
        </FormField>
        <FormField id={ids.description} label={t("pageEditor.description")} hint={t("pageEditor.descriptionHint")}>
          {(control) => (
            <textarea
              {...control}
              className="textarea w-full"
              rows={2}
              maxLength={MAX_PAGE_DESCRIPTION_LENGTH}
              {...bind("description")}
            />
          )}
        </FormField>
        <FormField id={ids.body} label={t("pageEditor.text")}>
          {(control) => <LazyRichEditor rows={12} required settleRef={bodySettle} {...control} {...bind("body")} />}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending}
            onClick={() => submit("published")}
          >
            {published ? t("pageEditor.update") : t("pageEditor.publish")}
          </button>
          <button type="button" className="btn btn-outline" disabled={save.isPending} onClick={() => submit("draft")}>
            {published ? t("pageEditor.unpublish") : t("pageEditor.saveDraft")}
          </button>
          {save.isPending && <Spinner label={t("pageEditor.saving")} />}
        </div>
      </form>
      {initial && (
        <>
          <PageHistory
            id={initial.id}
            onRestored={(page) =>
              setForm({ ...latest.current, title: page.title, description: page.description, body: page.body })
            }
          />
          <section
            aria-label={t("pageEditor.deleteSection")}
            className="card flex flex-col gap-3 bg-base-100 p-6 shadow-md"
          >
            {confirmingDelete ? (
              <div className="flex flex-wrap items-center gap-3">
                <p>{t("pageEditor.deleteQuestion", { title: initial.title })}</p>
                <button
                  type="button"
                  className="btn btn-error"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(initial.id, {
                      onSuccess: () => {
                        void showToast("success", t("pageEditor.deleted"));
                        navigate("/admin/pages");
                      },
                      onError: (error) => setProblems([error.message]),
                    })
                  }
                >
                  {t("pageEditor.deleteConfirm")}
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirmingDelete(false)}>
                  {t("pageEditor.keep")}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-outline btn-error self-start"
                onClick={() => setConfirmingDelete(true)}
              >
                {t("pageEditor.delete")}
              </button>
            )}
          </section>
        </>
      )}
    </section>
  );
}

/** The page's earlier versions, asked for when opened, and restoring one (itself kept in turn). */
function PageHistory({ id, onRestored }: { id: string; onRestored: (page: SitePage) => void }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const revisions = usePageRevisions(id, open);
  const restore = useRestorePageRevision();
  const { t, locale } = useT();
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-4 bg-base-100 p-6 shadow-md">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {t("pageEditor.history")}
        </h2>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t("pageEditor.hideVersions") : t("pageEditor.showVersions")}
        </button>
      </div>
      <p role="status" className={status ? "" : "sr-only"}>
        {status}
      </p>
      <div id={bodyId} hidden={!open}>
        {open &&
          (revisions.isPending ? (
            <Spinner label={t("pageEditor.versionsLoading")} />
          ) : revisions.isError ? (
            <LoadError
              message={t("pageEditor.versionsFailed")}
              onRetry={() => revisions.refetch()}
              retrying={revisions.isFetching}
            />
          ) : revisions.data.length === 0 ? (
            <p>{t("pageEditor.noVersions", { max: REVISIONS_KEPT })}</p>
          ) : (
            <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto" aria-label={t("pageEditor.versions")}>
              {revisions.data.map((version) => (
                <li key={version.id} className="flex flex-wrap items-center gap-3">
                  <time dateTime={version.at} className="font-medium">
                    {savedAt(version.at, locale)}
                  </time>
                  <span className="min-w-0 flex-1 truncate">{version.title}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={restore.isPending}
                    aria-label={t("pageEditor.restoreNamed", { when: savedAt(version.at, locale) })}
                    onClick={() =>
                      restore.mutate(
                        { id, revision: version.id },
                        {
                          onSuccess: (page) => {
                            setStatus(t("pageEditor.restored", { when: savedAt(version.at, locale) }));
                            onRestored(page);
                          },
                          onError: (error) => setStatus(error.message),
                        },
                      )
                    }
                  >
                    {t("pageEditor.restore")}
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
