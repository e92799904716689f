import type { Category } from "@shared/categories";
import type { DemoAuthorKey } from "../authors";

/** A seeded blog; paragraphs become the long description, separated by blank lines. */
export type DemoPost = {
  title: string;
  category: Category;
  image: string;
  author: DemoAuthorKey;
  shortDesc: string;
  paragraphs: string[];
};
