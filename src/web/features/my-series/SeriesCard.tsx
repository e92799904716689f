import type { OwnSeries, SeriesUpdate } from "@shared/series-schemas";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { confirmDanger } from "@web/lib/confirm";
import { Link } from "@web/lib/router";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useDeleteSeries } from "./api/deleteSeries";
import { useUpdateSeries } from "./api/updateSeries";
import { type SeriesDraft, SeriesFields } from "./SeriesFields";
import { type SeriesFieldErrors, seriesFieldErrors } from "./seriesErrors";

export type PostChoice = { _id: string; title: string };

const STATUS_LABELS: Record<OwnSeries["posts"][number]["status"], MessageKey> = {
  published: "mySeries.status.published",
  draft: "mySeries.status.draft",
  scheduled: "mySeries.status.scheduled",
  hidden: "mySeries.status.hidden",
};

type Direction = "up" | "down";

/** One series: its details, its posts in order, and the controls that change them. */
export function SeriesCard({ series, userId, myPosts }: { series: OwnSeries; userId: string; myPosts: PostChoice[] }) {
  const id = useId();
  const update = useUpdateSeries(userId);
  const remove = useDeleteSeries(userId);
  const { t } = useT();
  const labels = {
    title: t("mySeries.card.titleLabel"),
    description: t("mySeries.card.descriptionLabel"),
    descriptionRows: 2,
  };
  const somethingWrong = t("mySeries.somethingWrong");
  const [draft, setDraft] = useState<SeriesDraft>({ title: series.title, description: series.description });
  const [errors, setErrors] = useState<SeriesFieldErrors>({});
  const [adding, setAdding] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = update.isPending || remove.isPending;
  const postIds = series.posts.map((post) => post._id);
  const available = myPosts.filter((post) => !postIds.includes(post._id));
  // The button to focus once the moved list is on screen: the save ends before the refetched order is
  // drawn, and a button still disabled (busy, or at the old edge) cannot take focus.
  const [focusAfterSave, setFocusAfterSave] = useState<string | null>(null);
  const order = postIds.join(",");
  useEffect(() => {
    const target = focusAfterSave ? buttons.current.get(focusAfterSave) : undefined;
    if (busy || !target || target.disabled || !order) return;
    target.focus();
    setFocusAfterSave(null);
  }, [busy, focusAfterSave, order]);

  async function send(change: SeriesUpdate, success: string): Promise<boolean> {
    try {
      await update.mutateAsync({ id: series.id, update: change });
      void showToast("success", success);
      return true;
    } catch (error) {
      const found = seriesFieldErrors(error, somethingWrong);
      void showToast("error", found.form ?? found.title ?? found.description ?? "");
      return false;
    }
  }

  async function saveDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({ id: series.id, update: { ...draft, posts: postIds } });
      void showToast("success", t("mySeries.card.saved"));
    } catch (error) {
      const found = seriesFieldErrors(error, somethingWrong);
      setErrors(found);
      if (found.form) void showToast("error", found.form);
    }
  }

  async function move(index: number, direction: Direction) {
    const target = direction === "up" ? index - 1 : index + 1;
    const order = [...postIds];
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(target, 0, moved);
    const post = series.posts[index];
    if (!(await send({ posts: order }, t("mySeries.card.moved", { title: post?.title ?? "" })))) return;
    // Keep the reader on the post they moved; at the end of the list the other button is the one left.
    const atEdge = direction === "up" ? target === 0 : target === order.length - 1;
    const next = atEdge ? (direction === "up" ? "down" : "up") : direction;
    setFocusAfterSave(`${moved}:${next}`);
  }

  async function removePost(postId: string, postTitle: string) {
    if (
      await send(
        { posts: postIds.filter((other) => other !== postId) },
        t("mySeries.card.removed", { title: postTitle }),
      )
    ) {
      headingRef.current?.focus();
    }
  }

  async function addPost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!adding) return;
    const title = available.find((post) => post._id === adding)?.title ?? "";
    if (await send({ posts: [...postIds, adding] }, t("mySeries.card.added", { title }))) setAdding("");
  }

  async function deleteWhole() {
    const sure = await confirmDanger(
      t("mySeries.card.deleteConfirm", { title: series.title }),
      t("mySeries.card.deleteText"),
      t("mySeries.card.delete"),
    );
    if (!sure) return;
    try {
      await remove.mutateAsync(series.id);
      void showToast("success", t("mySeries.card.deleted"));
    } catch (error) {
      void showToast("error", (error as Error).message);
    }
  }

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <li>
      <article
        aria-labelledby={`${id}-heading`}
        className="card flex flex-col gap-4 border border-base-300 bg-base-100 p-4"
      >
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          <Link to={series.url} className="link">
            {series.title}
          </Link>
        </h2>

        <form noValidate onSubmit={(event) => void saveDetails(event)} className="flex flex-col gap-3">
          <SeriesFields id={id} labels={labels} errors={errors} draft={draft} onDraft={setDraft} />
          <div>
            <button type="submit" className="btn btn-sm btn-outline" disabled={busy}>
              {t("mySeries.card.save")}
            </button>
          </div>
        </form>

        <section aria-labelledby={`${id}-posts`}>
          <h3 id={`${id}-posts`} className="mb-2 font-semibold">
            {t("mySeries.card.posts")}
          </h3>
          {series.posts.length === 0 ? (
            <p className="text-base-content/80">{t("mySeries.card.noPosts")}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {series.posts.map((post, index) => (
                <li key={post._id} className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 p-2">
                  <span className="grow">
                    {index + 1}. {post.title}{" "}
                    <span className="text-sm text-base-content/80">({t(STATUS_LABELS[post.status])})</span>
                  </span>
                  <button
                    type="button"
                    ref={keep(`${post._id}:up`)}
                    className="btn btn-xs btn-outline"
                    aria-label={t("mySeries.card.moveUpNamed", { title: post.title })}
                    disabled={busy || index === 0}
                    onClick={() => void move(index, "up")}
                  >
                    {t("mySeries.card.moveUp")}
                  </button>
                  <button
                    type="button"
                    ref={keep(`${post._id}:down`)}
                    className="btn btn-xs btn-outline"
                    aria-label={t("mySeries.card.moveDownNamed", { title: post.title })}
                    disabled={busy || index === series.posts.length - 1}
                    onClick={() => void move(index, "down")}
                  >
                    {t("mySeries.card.moveDown")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-xs btn-outline btn-error"
                    aria-label={t("mySeries.card.removeNamed", { title: post.title })}
                    disabled={busy}
                    onClick={() => void removePost(post._id, post.title)}
                  >
                    {t("mySeries.card.remove")}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>

        <form onSubmit={(event) => void addPost(event)} className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-add`} className="font-semibold">
              {t("mySeries.card.addLabel")}
            </label>
            <select
              id={`${id}-add`}
              className="select"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">
                {available.length === 0 ? t("mySeries.card.noneToAdd") : t("mySeries.card.choose")}
              </option>
              {available.map((post) => (
                <option key={post._id} value={post._id}>
                  {post.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy || !adding}>
            {t("mySeries.card.add")}
          </button>
        </form>

        <div>
          <button type="button" className="btn btn-sm btn-error" disabled={busy} onClick={() => void deleteWhole()}>
            {t("mySeries.card.delete")}
          </button>
        </div>
      </article>
    </li>
  );
}
