import { describe, expect, it } from "vitest";
import { isAuthorPath, isPostPath, isReadingPage, isSeriesPath, postAddressOf } from "./reading-pages";
import { blogFilterOf, blogQuerySchema } from "./schemas";

describe("the reading pages' addresses", () => {
  it("counts views on home, the lists, a post at either address, writers, tags and search", () => {
    for (const path of ["/", "/Blogs", "/blogs/", "/Features", "/search", "/viewDetails/abc", "/tag/travel"]) {
      expect(isReadingPage(path), path).toBe(true);
    }
    for (const path of ["/@ada", "/@ada/", "/@ada/a-walk"]) expect(isReadingPage(path), path).toBe(true);
  });

  it("counts nothing on a writer's screens, sign-in, the admin, a series or an unknown path", () => {
    for (const path of ["/addBlog", "/update/abc", "/login", "/admin/users", "/@ada/series/walks", "/ada", "/x/y"]) {
      expect(isReadingPage(path), path).toBe(false);
    }
  });

  it("tells a writer's, a post's and a series' path from the 404 page's", () => {
    expect([isAuthorPath("/@ada"), isAuthorPath("/ada"), isAuthorPath("/@ada/x")]).toEqual([true, false, false]);
    expect([isPostPath("/@ada/a-walk"), isPostPath("/ada/a-walk"), isPostPath("/@ada")]).toEqual([true, false, false]);
    expect([isSeriesPath("/@ada/series/walks"), isSeriesPath("/@ada/walks"), isSeriesPath("/ada/series/x")]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("names the post a path shows, by id or by its writer's handle and slug", () => {
    expect(postAddressOf("/viewDetails/abc123")).toEqual({ id: "abc123" });
    expect(postAddressOf("/@ada/a%20walk/")).toEqual({ handle: "ada", slug: "a%20walk" });
    expect(postAddressOf("/Blogs")).toBeUndefined();
  });
});

describe("the list's filters", () => {
  it("are the query's filters without its sort, page or view", () => {
    const query = blogQuerySchema.parse({
      search: "river",
      tag: "travel",
      limit: "5",
      sort: "wordCount",
      view: "card",
    });
    expect(blogFilterOf(query)).toEqual({ search: "river", tag: "travel" });
    expect(JSON.stringify(blogFilterOf(query))).toBe('{"search":"river","tag":"travel"}');
  });
});
