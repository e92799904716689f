import { Main } from "@web/components/Main";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
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
      <NewsletterSection />
      <TrendingTags />
      <RecentBlogs />
      <WritingTips />
      <AboutCarousel />
      <ContactSection />
    </Main>
  );
}
