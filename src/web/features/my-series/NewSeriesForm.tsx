import { MAX_SERIES_DESCRIPTION_LENGTH, MAX_SERIES_TITLE_LENGTH } from "@shared/series";
import { FormField } from "@web/components/FormField";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useId, useRef, useState } from "react";
import { useCreateSeries } from "./api/createSeries";
import { type SeriesFieldErrors, seriesFieldErrors } from "./seriesErrors";

/** Starts an empty series; its posts are added on its card below. */
export function NewSeriesForm({ userId }: { userId: string }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<SeriesFieldErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const create = useCreateSeries(userId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync({ title, ...(description.trim() ? { description } : {}) });
      setTitle("");
      setDescription("");
      void showToast("success", "Series created.");
    } catch (error) {
      const found = seriesFieldErrors(error);
      setErrors(found);
      if (found.form) void showToast("error", found.form);
      else titleRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card border border-base-300 bg-base-100 p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold">
        New series
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        {errors.form && (
          <p role="alert" className="text-error">
            {errors.form}
          </p>
        )}
        <FormField id={`${id}-title`} label="Title" error={errors.title}>
          {(control) => (
            <input
              {...control}
              ref={titleRef}
              className="input w-full"
              required
              maxLength={MAX_SERIES_TITLE_LENGTH}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-description`} label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              className="textarea w-full"
              rows={3}
              maxLength={MAX_SERIES_DESCRIPTION_LENGTH}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
            Create series
          </button>
        </div>
      </form>
    </section>
  );
}
