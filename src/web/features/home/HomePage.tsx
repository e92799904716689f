import { HydrateLater } from "@web/components/HydrateLater";
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
      {/* Below the fold: parts without fields hydrate in tasks of their own, after the hero (decision 0055). */}
      <Suspense fallback={null}>
        <NewsletterSection />
      </Suspense>
      <HydrateLater>
        <TrendingTags />
      </HydrateLater>
      <HydrateLater>
        <RecentBlogs />
      </HydrateLater>
      <HydrateLater>
        <WritingTips />
      </HydrateLater>
      <HydrateLater>
        <AboutCarousel />
      </HydrateLater>
      <Suspense fallback={null}>
        <ContactSection />
      </Suspense>
    </Main>
  );
}
