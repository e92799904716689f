import type { WishlistItem } from "@shared/schemas";
import { stubApi } from "@test/web/apiStub";
import { makeBlog } from "@test/web/blogFixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getWishlist } from "./getWishlist";

afterEach(() => vi.unstubAllGlobals());

const EMAIL = "reader@example.com";
const item = (title: string): WishlistItem => {
  const blogData = makeBlog({ title });
  return { _id: `w-${blogData._id}`, blogId: blogData._id, userEmail: EMAIL, blogData, createdAt: "2026-01-01" };
};

describe("getWishlist", () => {
  it("reads every page of a long wishlist, following the Link cursors, so no saved blog is missed", async () => {
    const path = `/wishlist/${encodeURIComponent(EMAIL)}`;
    const api = stubApi((call) => {
      if (call.path === "/auth/token") return { json: { token: "h.e30.s" } };
      if (call.path !== path) return undefined;
      const cursor = call.query.get("cursor");
      if (!cursor)
        return { json: [item("One"), item("Two")], headers: { link: `</api${path}?cursor=p2>; rel="next"` } };
      if (cursor === "p2") return { json: [item("Three")], headers: { link: `</api${path}?cursor=p3>; rel="next"` } };
      return { json: [item("Four")] };
    });
    const items = await getWishlist(EMAIL);
    expect(items.map((entry) => entry.blogData.title)).toEqual(["One", "Two", "Three", "Four"]);
    const pages = api.calls.filter((call) => call.path.startsWith("/wishlist/"));
    expect(pages.map((call) => call.query.get("cursor"))).toEqual([null, "p2", "p3"]);
  });
});
