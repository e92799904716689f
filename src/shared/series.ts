/**
 * Series (issue 43, decisions 0098 and 0099): a writer's ordered run of their own posts. These rules are
 * the one place both the management screen and the API check them; no zod here, so the post page that
 * shows "Part 2 of 5" never downloads it (decision 0085).
 */
export const MAX_SERIES_TITLE_LENGTH = 120;
export const MAX_SERIES_DESCRIPTION_LENGTH = 2_000;
/** Posts in one series: enough for any serial, small enough that a post page's neighbours are one read. */
export const MAX_SERIES_POSTS = 200;

export const SERIES_MESSAGES = {
  notFound: "No such series.",
  notYours: "Only the series' writer can change it.",
  titleRequired: "A series needs a title.",
  titleTooLong: `A series title can be at most ${MAX_SERIES_TITLE_LENGTH} characters.`,
  descriptionTooLong: `A series description can be at most ${MAX_SERIES_DESCRIPTION_LENGTH} characters.`,
  tooManyPosts: `A series can hold at most ${MAX_SERIES_POSTS} posts.`,
  postTwice: "A post can be listed only once in a series.",
  notYourPost: "A series can hold only your own posts.",
} as const;

/** A series' page: `/@handle/series/{slug}` (slugs are ASCII, see ./slug). */
export const seriesPath = (handle: string, slug: string) => `/@${handle}/series/${slug}`;

/** What the post page says of where a post stands in its series. */
export const seriesPartLabel = (position: number, count: number) => `Part ${position} of ${count}`;
