import { Main } from "@web/components/Main";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { Suspense } from "react";
import { AboutCarousel } from "./AboutCarousel";
import { ContactSection } from "./ContactSection";
import { HeroSlideshow } from "./HeroSlideshow";
import { NewsletterSection } from "./NewsletterSection";
import { RecentBlogs } from "./RecentBlogs";
import { TrendingTags } from "./TrendingTags";
import { WritingTips } from "./WritingTips";

/** SPEC §2 Home, blocks in SPEC's order. */
export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <Main>
      <HeroSlideshow />
      {/* Below the fold: each boundary hydrates in a pass of its own, after the hero (decision 0050). */}
      <Suspense fallback={null}>
        <NewsletterSection />
        <TrendingTags />
      </Suspense>
      <Suspense fallback={null}>
        <RecentBlogs />
      </Suspense>
      <Suspense fallback={null}>
        <WritingTips />
        <AboutCarousel />
        <ContactSection />
      </Suspense>
    </Main>
  );
}
