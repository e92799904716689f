import { CAROUSEL_CARD_WIDTH } from "@shared/limits";
import { useHydrated } from "@web/components/useHydrated";
import { useT } from "@web/i18n/useT";
import { useEffect, useRef, useState } from "react";
import { ABOUT_CARDS } from "./aboutCards";
import { carouselIndex } from "./carouselIndex";

/** Gap between cards; card width plus gap is exactly SPEC's 320 px step. */
const GAP = 16;

/**
 * SPEC §2 About Us: a snap-scrolling row with one dot per card. Side spacers let every card, the
 * last ones too, reach the centre, so card i sits centred at exactly i × 320 px of scroll and
 * "scroll position / 320" always names the card in view.
 */
export function AboutCarousel() {
  const trackRef = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const { t } = useT();
  // A scroll that happened before the page's scripts ran still decides the highlighted dot. It is read
  // once the row is on screen, where alone a reader can have scrolled it: while the section is skipped
  // (render-when-near, decision 0058) reading its offset would make the browser lay it all out at once,
  // in the middle of hydration, which on a phone is a long task of its own.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const readPosition = () => setCurrent(carouselIndex(Math.abs(track.scrollLeft), ABOUT_CARDS.length));
    if (typeof IntersectionObserver === "undefined") {
      readPosition();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      readPosition();
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  function goTo(index: number) {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const track = trackRef.current;
    // Right to left (Arabic) the row starts at 0 and scrolls to negative offsets, as browsers now agree.
    const towards = track && getComputedStyle(track).direction === "rtl" ? -1 : 1;
    track?.scrollTo({ left: towards * index * CAROUSEL_CARD_WIDTH, behavior: reduceMotion ? "auto" : "smooth" });
    setCurrent(index);
  }

  const spacer = (
    <div
      aria-hidden="true"
      className="shrink-0"
      style={{ width: `calc(50% - ${(CAROUSEL_CARD_WIDTH - GAP) / 2 + GAP}px)` }}
    />
  );

  return (
    <section aria-labelledby="about-title" className="render-when-near bg-base-200 py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="about-title" className="text-center text-3xl font-bold">
          {t("home.about.title")}
        </h2>
        <p className="mt-2 text-center text-base-content/70">{t("home.about.text")}</p>
      </div>
      <section
        ref={trackRef}
        aria-label={t("home.about.cards")}
        // Keyboard users scroll the row with the arrow keys once it has focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be keyboard-scrollable.
        tabIndex={0}
        data-testid="about-track"
        onScroll={(event) => setCurrent(carouselIndex(Math.abs(event.currentTarget.scrollLeft), ABOUT_CARDS.length))}
        className="mt-10 flex snap-x snap-mandatory overflow-x-auto scroll-smooth pb-4 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-primary"
        style={{ gap: GAP }}
      >
        {spacer}
        {ABOUT_CARDS.map((card, index) => (
          <article
            key={card.title}
            aria-current={index === current ? "true" : undefined}
            className={`card shrink-0 snap-center border bg-base-100 shadow-sm transition-[border-color,box-shadow] duration-300 ${
              index === current ? "border-primary shadow-lg" : "border-base-300"
            }`}
            style={{ width: CAROUSEL_CARD_WIDTH - GAP }}
          >
            <div className="card-body">
              <span className="text-4xl font-black text-primary" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="card-title">{t(card.title)}</h3>
              <p className="leading-relaxed text-base-content/80">{t(card.text)}</p>
            </div>
          </article>
        ))}
        {spacer}
      </section>
      <div className="mt-4 flex justify-center gap-1">
        {ABOUT_CARDS.map((card, index) => (
          <button
            key={card.title}
            type="button"
            aria-label={t("home.about.goTo", { number: index + 1, title: t(card.title) })}
            aria-current={index === current ? "true" : undefined}
            onClick={() => goTo(index)}
            aria-disabled={!hydrated || undefined}
            className="grid h-8 w-8 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-3 rounded-full transition-all ${index === current ? "w-6 bg-primary" : "w-3 bg-base-content/40"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
