/**
 * The three hero backgrounds shipped in public/images/hero, with what each shows. Each also comes 800 px
 * wide for phones (`-800.webp`, scripts/raster-demo-images.mjs); `src` is the wide one.
 */
export const HERO_SLIDES = [
  { src: "/images/hero/hero-1.webp", alt: "An open notebook and a fountain pen on a wooden desk at dawn" },
  {
    src: "/images/hero/hero-2.webp",
    alt: "Mountain ridges under an evening sky with a road winding into the distance",
  },
  { src: "/images/hero/hero-3.webp", alt: "A city skyline at night with lit windows" },
] as const;
