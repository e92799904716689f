import type { MessageKey } from "@web/i18n/i18n";
/**
 * The three hero backgrounds shipped in public/images/hero, with what each shows. Each also comes 800 px
 * wide for phones (`-800.webp`, scripts/raster-demo-images.mjs); `src` is the wide one.
 */
export const HERO_SLIDES = [
  { src: "/images/hero/hero-1.webp", alt: "home.hero.slide1" },
  { src: "/images/hero/hero-2.webp", alt: "home.hero.slide2" },
  { src: "/images/hero/hero-3.webp", alt: "home.hero.slide3" },
] as const satisfies ReadonlyArray<{ src: string; alt: MessageKey }>;
