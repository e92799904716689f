import { HERO_FADE_MS, HERO_INTERVAL_MS } from "@shared/limits";
import { NavButton } from "@web/components/NavButton";
import { useT } from "@web/i18n/useT";
import { HERO_SLIDES } from "./heroSlides";
import { useSlideIndex } from "./useSlideIndex";

/** SPEC §2 hero: three backgrounds cross-fading every 5 s under a centred card (90% of the viewport high). */
export function HeroSlideshow() {
  const active = useSlideIndex(HERO_SLIDES.length, HERO_INTERVAL_MS);
  const { t } = useT();
  return (
    <section aria-labelledby="hero-title" className="relative isolate h-[90vh] min-h-[28rem] overflow-hidden">
      <div data-testid="hero-slides" className="absolute inset-0 -z-10">
        {HERO_SLIDES.map((slide, index) => (
          <img
            key={slide.src}
            src={slide.src}
            // A phone downloads the 800 px picture, a third of the bytes: on a slow link the first slide,
            // the page's largest paint, shares the bandwidth with the page's scripts.
            srcSet={`${slide.src.replace(/\.webp$/u, "-800.webp")} 800w, ${slide.src} 1600w`}
            sizes="100vw"
            alt={t(slide.alt)}
            // The pictures' own size (public/images/hero), though the frame already fixes the box.
            width={1600}
            height={900}
            aria-hidden={index !== active}
            data-active={index === active}
            // The first slide is the page's largest paint; the others can wait their turn.
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "low"}
            referrerPolicy="no-referrer"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover transition-opacity ease-in-out motion-reduce:transition-none"
            style={{ opacity: index === active ? 1 : 0, transitionDuration: `${HERO_FADE_MS}ms` }}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-b from-black/30 via-black/20 to-black/50" />
      </div>
      <div className="flex h-full items-center justify-center px-4">
        <div className="max-w-2xl rounded-box bg-base-100/85 p-8 text-center shadow-2xl backdrop-blur-md sm:p-12">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl md:text-6xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-base-content/80 sm:text-xl">{t("home.hero.text")}</p>
          <NavButton to="/Blogs" className="btn btn-primary btn-lg mt-8">
            {t("home.hero.browse")}
          </NavButton>
        </div>
      </div>
    </section>
  );
}
