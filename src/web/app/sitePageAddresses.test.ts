import { PAGE_SLUG_PATTERN, RESERVED_PAGE_SLUGS } from "@shared/site-pages";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

/** Every route's path, nested ones joined to their parents'. */
function paths(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/u, "")}/${route.path.replace(/^\//u, "")}` : parent;
    return [...(route.path ? [here] : []), ...paths(route.children ?? [], here)];
  });
}

describe("the addresses the site's pages may not take", () => {
  it("hold the first segment of every screen's route", () => {
    const firsts = paths(routes).map((path) => path.split("/")[1]?.toLowerCase() ?? "");
    const claimable = firsts.filter((first) => PAGE_SLUG_PATTERN.test(first));
    expect(claimable).toContain("login");
    expect(claimable.filter((first) => !RESERVED_PAGE_SLUGS.has(first))).toEqual([]);
  });
});
