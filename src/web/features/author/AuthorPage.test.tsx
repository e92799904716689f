import type { AuthorProfile } from "@shared/profile";
import { fakeAuth, renderScreen, testQueryClient } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import type { BlogPages } from "@web/api/blogListPages";
import { queryKeys } from "@web/lib/queryKeys";
import { describe, expect, it } from "vitest";
import AuthorPage from "./AuthorPage";
import { authorPostsQuery } from "./api/getAuthorPosts";

const handle = "octavia";
const profile: AuthorProfile = {
  handle,
  name: "Octavia Quill",
  image: null,
  bio: "",
  postCount: 0,
  followerCount: 0,
  fediverse: null,
};

/** The page as hydration finds it: the profile and its first page of posts already in the cache. */
function renderAuthor(author: AuthorProfile) {
  const client = testQueryClient();
  client.setQueryData(queryKeys.author(handle), author);
  client.setQueryData<BlogPages>(authorPostsQuery(handle, 0).queryKey, {
    pages: [{ blogs: [], total: 0 }],
    pageParams: [0],
  });
  return renderScreen(<AuthorPage />, {
    auth: fakeAuth({ user: null }),
    client,
    path: "/:handle",
    at: `/@${handle}`,
  });
}

describe("the author page's moved notice", () => {
  it("tells readers which fediverse account the writer moved to, with a link to it", async () => {
    renderAuthor({ ...profile, movedAccount: "https://social.example/users/octavia" });
    const notice = await screen.findByRole("note");
    expect(notice).toHaveTextContent("Octavia Quill has moved to social.example/users/octavia.");
    const link = screen.getByRole("link", { name: "social.example/users/octavia" });
    expect(link).toHaveAttribute("href", "https://social.example/users/octavia");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("says nothing about moving for a writer who has not moved", async () => {
    renderAuthor(profile);
    expect(await screen.findByRole("heading", { level: 1, name: "Octavia Quill" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.queryByText(/has moved to/u)).not.toBeInTheDocument();
  });
});
