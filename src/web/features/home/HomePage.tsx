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
      {/* Each part hydrates in a pass of its own after the hero's (decision 0065); the forms' fields
          wait for it, disabled. */}
      <HydrateLater>
        <HeroSlideshow />
      </HydrateLater>
      <HydrateLater>
        <NewsletterSection />
      </HydrateLater>
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
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
    </Main>
  );
}
