import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useId, useRef, useState } from "react";
import { useCreateSeries } from "./api/createSeries";
import { type SeriesDraft, SeriesFields } from "./SeriesFields";
import { type SeriesFieldErrors, seriesFieldErrors } from "./seriesErrors";

const EMPTY: SeriesDraft = { title: "", description: "" };

/** Starts an empty series; its posts are added on its card below. */
export function NewSeriesForm({ userId }: { userId: string }) {
  const id = useId();
  const [draft, setDraft] = useState<SeriesDraft>(EMPTY);
  const [errors, setErrors] = useState<SeriesFieldErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const create = useCreateSeries(userId);
  const { t } = useT();
  const labels = {
    title: t("mySeries.new.titleLabel"),
    description: t("mySeries.new.descriptionLabel"),
    descriptionRows: 3,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const { title, description } = draft;
      await create.mutateAsync({ title, ...(description.trim() ? { description } : {}) });
      setDraft(EMPTY);
      void showToast("success", t("mySeries.new.created"));
    } catch (error) {
      const found = seriesFieldErrors(error, t("mySeries.somethingWrong"));
      setErrors(found);
      if (found.form) void showToast("error", found.form);
      else titleRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card border border-base-300 bg-base-100 p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold">
        {t("mySeries.new.title")}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <SeriesFields id={id} labels={labels} errors={errors} draft={draft} onDraft={setDraft} titleRef={titleRef} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
            {t("mySeries.new.create")}
          </button>
        </div>
      </form>
    </section>
  );
}
