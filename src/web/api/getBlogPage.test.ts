import { stubApi } from "@test/web/apiStub";
import { makeBlog } from "@test/web/blogFixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogQueryString, getBlogPage } from "./getBlogPage";

afterEach(() => vi.unstubAllGlobals());

describe("blogQueryString", () => {
  it("drops empty values", () => {
    expect(blogQueryString({ search: "", category: "Travel", limit: 12, offset: 0 })).toBe(
      "?category=Travel&limit=12&offset=0",
    );
    expect(blogQueryString({})).toBe("");
  });
});

describe("getBlogPage", () => {
  it("reads the total from X-Total-Count", async () => {
    const api = stubApi(() => ({ json: [makeBlog()], headers: { "X-Total-Count": "31" } }));
    const page = await getBlogPage({ search: "x", limit: 12, offset: 12 });
    expect(page.total).toBe(31);
    expect(page.blogs).toHaveLength(1);
    expect(api.calls[0]?.path).toBe("/allBlogs");
    expect(api.calls[0]?.query.get("search")).toBe("x");
    expect(api.calls[0]?.query.get("offset")).toBe("12");
  });

  it("takes the next page's cursor from the Link header, and none from the last page", async () => {
    stubApi((call) =>
      call.query.get("cursor") === "abc_-1"
        ? { json: [makeBlog()] }
        : { json: [makeBlog(), makeBlog()], headers: { Link: '</api/allBlogs?limit=2&cursor=abc_-1>; rel="next"' } },
    );
    expect((await getBlogPage({ limit: 2 })).next).toBe("abc_-1");
    expect((await getBlogPage({ limit: 2, cursor: "abc_-1" })).next).toBeUndefined();
  });
});
