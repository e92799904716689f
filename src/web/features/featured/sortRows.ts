import type { BlogCard } from "@shared/schemas";

export type SortKey = "rank" | "title" | "category" | "email" | "wordCount";
export type SortDirection = "ascending" | "descending";
export type Sort = { key: SortKey; direction: SortDirection };

/** A Features row: the blog and its place in the server's word-count ranking. */
export type RankedBlog = { rank: number; blog: BlogCard };

const value = (row: RankedBlog, key: SortKey): string | number => {
  switch (key) {
    case "rank":
      return row.rank;
    case "wordCount":
      return row.blog.wordCount;
    case "email":
      // Rows without an author sort with "N/A", which is what the reader sees.
      return row.blog.email || "N/A";
    default:
      return row.blog[key];
  }
};

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** Sorted copy of the rows; ties keep the ranking order so the table never shuffles unexpectedly. */
export function sortRows(rows: RankedBlog[], sort: Sort): RankedBlog[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a, sort.key);
    const right = value(b, sort.key);
    const order =
      typeof left === "number" && typeof right === "number"
        ? left - right
        : collator.compare(String(left), String(right));
    return order * sign || a.rank - b.rank;
  });
}

/** Clicking the sorted column flips it; another column starts ascending, except Word Count, which starts longest first. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { key, direction: key === "wordCount" ? "descending" : "ascending" };
}
