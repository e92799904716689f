import { MAX_SERIES_DESCRIPTION_LENGTH, MAX_SERIES_TITLE_LENGTH } from "@shared/series";
import { FormField } from "@web/components/FormField";
import type { Dispatch, Ref, SetStateAction } from "react";
import type { SeriesFieldErrors } from "./seriesErrors";

export type SeriesDraft = { title: string; description: string };

/** The card's labels name the series, since several cards share one screen. */
export type SeriesFieldLabels = { title: string; description: string; descriptionRows: number };

type Props = {
  id: string;
  labels: SeriesFieldLabels;
  errors: SeriesFieldErrors;
  draft: SeriesDraft;
  onDraft: Dispatch<SetStateAction<SeriesDraft>>;
  titleRef?: Ref<HTMLInputElement>;
};

/** A series' form error, title and description, as the new-series form and each series card show them. */
export function SeriesFields({ id, labels, errors, draft, onDraft, titleRef }: Props) {
  return (
    <>
      {errors.form && (
        <p role="alert" className="text-error">
          {errors.form}
        </p>
      )}
      <FormField id={`${id}-title`} label={labels.title} error={errors.title}>
        {(control) => (
          <input
            {...control}
            ref={titleRef}
            className="input w-full"
            required
            maxLength={MAX_SERIES_TITLE_LENGTH}
            value={draft.title}
            onChange={(event) => onDraft((before) => ({ ...before, title: event.target.value }))}
          />
        )}
      </FormField>
      <FormField id={`${id}-description`} label={labels.description} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={labels.descriptionRows}
            maxLength={MAX_SERIES_DESCRIPTION_LENGTH}
            value={draft.description}
            onChange={(event) => onDraft((before) => ({ ...before, description: event.target.value }))}
          />
        )}
      </FormField>
    </>
  );
}
