import type { DemoPost } from "./demo-post";
import { EDUCATION_POSTS } from "./education";
import { HEALTH_POSTS } from "./health";
import { LIFESTYLE_POSTS } from "./lifestyle";
import { TECHNOLOGY_POSTS } from "./technology";
import { TRAVEL_POSTS } from "./travel";

const BY_CATEGORY = [TECHNOLOGY_POSTS, TRAVEL_POSTS, EDUCATION_POSTS, HEALTH_POSTS, LIFESTYLE_POSTS];

/** Newest first, taking categories in turn so the home page's recent eight show every category. */
export const DEMO_POSTS: DemoPost[] = BY_CATEGORY.flatMap((_, round) =>
  BY_CATEGORY.map((posts) => posts[round]).filter((post): post is DemoPost => post !== undefined),
).concat(BY_CATEGORY.flatMap((posts) => posts.slice(BY_CATEGORY.length)));
