import { useT } from "@web/i18n/useT";
import type { KeptText } from "@web/lib/unsavedText";

type UnsavedTextOfferProps = {
  offer: KeptText<unknown>;
  onRestore: () => void;
  onDiscard: () => void;
};

/** "No lost words": the editor found text typed here earlier and never saved, and asks what to do with it. */
export function UnsavedTextOffer({ offer, onRestore, onDiscard }: UnsavedTextOfferProps) {
  const { t, locale } = useT();
  // The writer's own clock, in the page's language: this screen is drawn in the browser only, never hydrated.
  const when = new Date(offer.at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="unsaved-text-title" className="alert alert-info flex flex-wrap items-center gap-3">
      <p id="unsaved-text-title" className="flex-1">
        {t("writing.unsaved.text", { when })}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm btn-primary" onClick={onRestore}>
          {t("writing.unsaved.restore")}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDiscard}>
          {t("writing.unsaved.discard")}
        </button>
      </div>
    </section>
  );
}
