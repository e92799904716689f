import type { Blog } from "@shared/schemas";

/** The details tab title; the server-rendered head names the page the same way. */
export const detailsTitle = (blog: Blog | null | undefined) =>
  blog ? blog.title : blog === null ? "Blog not found" : "Blog";
