// Test-only: blogs and comments shaped like the API's, with readable defaults.
import type { Blog, Comment } from "@shared/schemas";
import { AUTHOR } from "./renderWithAuth";

let counter = 0;
const nextId = () => (++counter).toString(16).padStart(24, "0");

export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    title: `Blog ${id.slice(-4)}`,
    image: "/images/blogs/technology-1.webp",
    category: "Technology",
    shortDesc: "A short summary.",
    longDesc: "The whole story in a few words.",
    email: "writer@example.com",
    username: "Wendy Writer",
    wordCount: 7,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    slug: `blog-${id.slice(-4)}`,
    url: `/@wendy/blog-${id.slice(-4)}`,
    author: { handle: "wendy", name: "Wendy Writer", image: null },
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: nextId(),
    blogId: "0".repeat(24),
    username: "Casey Commenter",
    userPhoto: "",
    email: "casey@example.com",
    comment: "Nice read.",
    createdAt: "2026-01-02T00:00:00.000Z",
    ...overrides,
  };
}

/** A blog written by AUTHOR of renderWithAuth, for screens that tell the author from a reader. */
export function sampleBlog(overrides: Partial<Blog> = {}): Blog {
  return makeBlog({
    _id: "b".repeat(24),
    title: "Walking the Alps",
    image: "https://example.com/alps.png",
    category: "Travel",
    shortDesc: "A long walk",
    longDesc: "Up and down and up again",
    email: AUTHOR.email,
    username: AUTHOR.displayName,
    wordCount: 6,
    ...overrides,
  });
}
