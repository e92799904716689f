import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "./routes";

const table: RouteObject[] = [
  {
    id: "layout",
    children: [
      { id: "home", path: "/" },
      { id: "blogs", path: "/Blogs" },
      { id: "details", path: "/viewDetails/:id" },
      { id: "gate", children: [{ id: "update", path: "/update/:id" }] },
      { id: "admin", path: "/admin/*" },
      { id: "author", path: "/:handle" },
      { id: "post", path: "/:handle/:slug" },
      { id: "not-found", path: "*" },
    ],
  },
];

const ids = (pathname: string) => matchRoutes(table, pathname)?.map((match) => match.route.id);

describe("matchRoutes", () => {
  it("takes the first route that matches, static before :param, whatever the case, a trailing slash allowed", () => {
    expect(ids("/")).toEqual(["layout", "home"]);
    expect(ids("/blogs/")).toEqual(["layout", "blogs"]);
    expect(ids("/@ada")).toEqual(["layout", "author"]);
    expect(ids("/@ada/hello")).toEqual(["layout", "post"]);
    expect(ids("/a/b/c/d")).toEqual(["layout", "not-found"]);
    expect(ids("/update/7")).toEqual(["layout", "gate", "update"]);
  });

  it("gives every route of the branch the params, decoded per segment", () => {
    const matches = matchRoutes(table, "/@caf%C3%A9/a%2Fb") ?? [];
    for (const match of matches) expect(match.params).toEqual({ handle: "@café", slug: "a/b" });
  });

  it("lets a splat take its own path and everything below it, and says where its children start", () => {
    for (const pathname of ["/admin", "/admin/pages/new"]) {
      const admin = matchRoutes(table, pathname)?.at(-1);
      expect(admin?.route.id).toBe("admin");
      expect(admin?.pathnameBase).toBe("/admin");
    }
    expect(matchRoutes(table, "/admin/pages/new")?.at(-1)?.params["*"]).toBe("pages/new");
  });

  it("matches a descendant table below its parent's path, index routes at the parent's own", () => {
    const sections: RouteObject[] = [
      { id: "index", index: true },
      { id: "pages", path: "pages/*" },
      { id: "other", path: "*" },
    ];
    expect(matchRoutes(sections, "/admin", "/admin")?.at(-1)?.route.id).toBe("index");
    expect(matchRoutes(sections, "/admin/pages/3", "/admin")?.at(-1)?.pathnameBase).toBe("/admin/pages");
    expect(matchRoutes(sections, "/admin/nope", "/admin")?.at(-1)?.route.id).toBe("other");
  });
});
