import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, MAX_TITLE_LENGTH } from "./limits";
import { MESSAGES } from "./messages";
import {
  blogQuerySchema,
  blogUpdateSchema,
  contactSchema,
  idSchema,
  newBlogSchema,
  newCommentSchema,
  newsletterSchema,
  profileUpdateSchema,
  signUpSchema,
} from "./schemas";

/** The first message per field, as the forms show them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const BLOG = {
  title: "A walk",
  image: "https://example.com/walk.png",
  category: "Travel",
  shortDesc: "Short",
  longDesc: "Long enough",
};
const ID = "a".repeat(24);

describe("idSchema", () => {
  it("takes 24 lower-case hex characters only", () => {
    expect(idSchema.safeParse(ID).success).toBe(true);
    for (const bad of ["A".repeat(24), "a".repeat(23), "g".repeat(24), ""])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });
});

describe("newBlogSchema (SPEC §5: every field required, the category one of the five)", () => {
  it("accepts a complete blog, trimmed, published unless it says draft", () => {
    const parsed = newBlogSchema.parse({ ...BLOG, title: "  A walk  " });
    expect(parsed.title).toBe("A walk");
    expect(parsed.draft).toBeUndefined();
  });

  it("names every missing field", () => {
    expect(messages(newBlogSchema.safeParse({}))).toEqual({
      title: "Title is required.",
      image: "Image URL is required.",
      category: "Category must be one of Technology, Travel, Education, Health, Lifestyle.",
      shortDesc: "Short Description is required.",
      longDesc: "Long Description is required.",
    });
    expect(messages(newBlogSchema.safeParse({ ...BLOG, shortDesc: "   " }))).toEqual({
      shortDesc: "Short Description is required.",
    });
  });

  it("refuses a category outside the five and an image URL that is not one", () => {
    expect(messages(newBlogSchema.safeParse({ ...BLOG, category: "Cooking", image: "javascript:alert(1)" }))).toEqual({
      category: "Category must be one of Technology, Travel, Education, Health, Lifestyle.",
      image: "Image URL must start with http://, https:// or /.",
    });
  });

  it("bounds the title", () => {
    expect(newBlogSchema.safeParse({ ...BLOG, title: "x".repeat(MAX_TITLE_LENGTH) }).success).toBe(true);
    expect(messages(newBlogSchema.safeParse({ ...BLOG, title: "x".repeat(MAX_TITLE_LENGTH + 1) })).title).toBe(
      `Title must be at most ${MAX_TITLE_LENGTH} characters.`,
    );
  });
});

describe("blogUpdateSchema", () => {
  it("says SPEC's one message when the title or the description is blank", () => {
    expect(messages(blogUpdateSchema.safeParse({ title: " ", longDesc: "" }))).toEqual({
      title: MESSAGES.updateRequired,
      longDesc: MESSAGES.updateRequired,
    });
  });

  it("needs only title and description; the rest may be left out", () => {
    expect(blogUpdateSchema.parse({ title: "T", longDesc: "L" })).toEqual({ title: "T", longDesc: "L" });
    expect(blogUpdateSchema.safeParse({ title: "T", longDesc: "L", draft: "yes" }).success).toBe(false);
  });
});

describe("newCommentSchema", () => {
  it("refuses a blank comment with SPEC's words", () => {
    expect(messages(newCommentSchema.safeParse({ blogId: ID, comment: "  \n " })).comment).toBe(MESSAGES.emptyComment);
    expect(newCommentSchema.parse({ blogId: ID, comment: " Nice " }).comment).toBe("Nice");
  });
});

describe("newsletterSchema and contactSchema (SPEC §5)", () => {
  it("newsletter: one message for blank and misshapen addresses", () => {
    for (const email of ["", "nope", "a@b"]) {
      expect(messages(newsletterSchema.safeParse({ email })).email).toBe(MESSAGES.invalidEmail);
    }
    expect(newsletterSchema.parse({ email: " a@b.co " }).email).toBe("a@b.co");
  });

  it("contact: all three fields required, but any email text is accepted", () => {
    expect(contactSchema.safeParse({ name: "Ada", email: "not an email", message: "Hi" }).success).toBe(true);
    expect(Object.keys(messages(contactSchema.safeParse({ name: " ", email: "", message: "" })))).toEqual([
      "name",
      "email",
      "message",
    ]);
  });
});

describe("signUpSchema and profileUpdateSchema", () => {
  it("sign-up: every field required, the email well formed", () => {
    expect(messages(signUpSchema.safeParse({ name: "", image: "", email: "", password: "" }))).toMatchObject({
      name: "Name is required.",
      image: "Photo URL is required.",
      password: "Password is required.",
    });
    expect(messages(signUpSchema.safeParse({ name: "A", image: "/a.png", email: "nope", password: "x" }))).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });

  it("profile: the photo may be empty, but not a URL of another kind", () => {
    expect(profileUpdateSchema.safeParse({ name: "Ada", image: "" }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ name: "Ada", image: "ftp://x/y.png" }).success).toBe(false);
  });
});

describe("blogQuerySchema", () => {
  it("fills the defaults and coerces numbers from the query string", () => {
    expect(blogQuerySchema.parse({ limit: "12", offset: "24" })).toMatchObject({
      sort: "recent",
      limit: 12,
      offset: 24,
    });
  });

  it("refuses an unknown sort and a page beyond the cap instead of shortening it silently", () => {
    expect(blogQuerySchema.safeParse({ sort: "random" }).success).toBe(false);
    expect(blogQuerySchema.safeParse({ limit: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(blogQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
  });
});
