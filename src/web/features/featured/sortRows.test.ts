import { makeBlog } from "@test/web/blogFixtures";
import { describe, expect, it } from "vitest";
import { nextSort, type RankedBlog, sortRows } from "./sortRows";

const rows: RankedBlog[] = [
  { rank: 1, blog: makeBlog({ title: "banana", category: "Travel", email: "b@x.io", wordCount: 300 }) },
  { rank: 2, blog: makeBlog({ title: "Apple", category: "Health", email: null, wordCount: 200 }) },
  { rank: 3, blog: makeBlog({ title: "cherry", category: "Health", email: "a@x.io", wordCount: 100 }) },
];
const titles = (list: RankedBlog[]) => list.map((row) => row.blog.title);

describe("sortRows", () => {
  it("sorts text without regard to case", () => {
    expect(titles(sortRows(rows, { key: "title", direction: "ascending" }))).toEqual(["Apple", "banana", "cherry"]);
    expect(titles(sortRows(rows, { key: "title", direction: "descending" }))).toEqual(["cherry", "banana", "Apple"]);
  });

  it("sorts numbers as numbers and keeps ranking order among ties", () => {
    expect(titles(sortRows(rows, { key: "wordCount", direction: "ascending" }))).toEqual(["cherry", "Apple", "banana"]);
    expect(titles(sortRows(rows, { key: "category", direction: "ascending" }))).toEqual(["Apple", "cherry", "banana"]);
  });

  it("sorts a missing author email as the N/A the reader sees", () => {
    expect(titles(sortRows(rows, { key: "email", direction: "ascending" }))).toEqual(["cherry", "banana", "Apple"]);
  });

  it("never changes the rows it was given", () => {
    sortRows(rows, { key: "title", direction: "ascending" });
    expect(titles(rows)).toEqual(["banana", "Apple", "cherry"]);
  });
});

describe("nextSort", () => {
  it("flips the sorted column and starts others ascending, word count longest first", () => {
    expect(nextSort({ key: "wordCount", direction: "descending" }, "wordCount")).toEqual({
      key: "wordCount",
      direction: "ascending",
    });
    expect(nextSort({ key: "wordCount", direction: "descending" }, "title")).toEqual({
      key: "title",
      direction: "ascending",
    });
    expect(nextSort({ key: "title", direction: "ascending" }, "wordCount")).toEqual({
      key: "wordCount",
      direction: "descending",
    });
  });
});
