import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";

const TIPS = [
  {
    title: "home.tips.love.title",
    text: "home.tips.love.text",
    icon: "M12 21s-7-4.4-9.3-9A5.4 5.4 0 0 1 12 6a5.4 5.4 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z",
  },
  {
    title: "home.tips.clear.title",
    text: "home.tips.clear.text",
    icon: "M4 6h16M4 12h10M4 18h6",
  },
  {
    title: "home.tips.stories.title",
    text: "home.tips.stories.text",
    icon: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z",
  },
] as const satisfies ReadonlyArray<{ title: MessageKey; text: MessageKey; icon: string }>;

/** SPEC §2 Writing Tips: three static tips. */
export function WritingTips() {
  const { t } = useT();
  return (
    <section aria-labelledby="tips-title" className="render-when-near mx-auto max-w-7xl px-6 py-16">
      <h2 id="tips-title" className="text-center text-3xl font-bold">
        {t("home.tips.title")}
      </h2>
      <p className="mt-2 text-center text-base-content/70">{t("home.tips.text")}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {TIPS.map((tip) => (
          <article key={tip.title} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-primary/10 text-primary">
                <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor">
                  <path d={tip.icon} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className="card-title mt-2">{t(tip.title)}</h3>
              <p className="leading-relaxed text-base-content/80">{t(tip.text)}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
