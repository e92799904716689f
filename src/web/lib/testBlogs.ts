// Test-only sample data shared by component tests.
import type { Blog } from "../../shared/schemas";
import { AUTHOR } from "./authTesting";

export function sampleBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: "b".repeat(24),
    title: "Walking the Alps",
    image: "https://example.com/alps.png",
    category: "Travel",
    shortDesc: "A long walk",
    longDesc: "Up and down and up again",
    email: AUTHOR.email,
    username: AUTHOR.displayName,
    wordCount: 6,
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    ...overrides,
  };
}
