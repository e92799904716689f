import { HydrateLater } from "@web/components/HydrateLater";
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
      {/* Each part hydrates in a task of its own (decisions 0055, 0059); the forms' fields wait for it,
          disabled. The parts that only show text and links are kept as the server drew them. */}
      <HydrateLater>
        <HeroSlideshow />
      </HydrateLater>
      <HydrateLater>
        <NewsletterSection />
      </HydrateLater>
      <TrendingTags />
      <HydrateLater>
        <RecentBlogs />
      </HydrateLater>
      <WritingTips />
      <HydrateLater>
        <AboutCarousel />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
    </Main>
  );
}
