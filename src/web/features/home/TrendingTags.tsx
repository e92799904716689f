import { HOME_TAGS } from "@shared/categories";
import { NavButton } from "@web/components/NavButton";
import { blogsPathForTag } from "./tagFilter";

/** SPEC §2 tag strip: eight chips; choosing one opens All Blogs filtered by it. */
export function TrendingTags() {
  return (
    <section aria-labelledby="tags-title" className="render-when-near mx-auto max-w-7xl px-6 py-14 text-center">
      <h2 id="tags-title" className="text-2xl font-bold sm:text-3xl">
        Trending Tags
      </h2>
      <p className="mt-2 text-base-content/70">Jump straight to the topics readers love right now.</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {HOME_TAGS.map((tag) => (
          <li key={tag}>
            <NavButton
              to={blogsPathForTag(tag)}
              label={`Filter blogs by ${tag}`}
              className="btn btn-outline btn-primary rounded-full"
            >
              #{tag}
            </NavButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
