import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type ValidationItem, zodDefaultIn } from "./zod-defaults";

/** A failure as the validator compiler hands it to the error handler. */
function failure(schema: z.ZodType, value: unknown): ValidationItem {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error("the value passed");
  const { code, message, path: _path, ...params } = issue;
  return { keyword: code, message, params };
}

describe("zod's own default messages (decision 0146)", () => {
  it("are said in the reader's language by zod's own translations", () => {
    const tooLong = failure(z.string().max(2), "long");
    expect(tooLong.message).toBe("Too big: expected string to have <=2 characters");
    expect(zodDefaultIn(tooLong, "de")).toBe("Zu groß: erwartet, dass string <=2 Zeichen hat");
    expect(zodDefaultIn(failure(z.enum(["a", "b"]), "c"), "fr")).toMatch(/"a"\|"b"/u);
  });

  it("leave a schema's own message to the catalogue", () => {
    expect(zodDefaultIn(failure(z.string().max(2, "Keep it short."), "long"), "es")).toBeUndefined();
  });

  it("leave an issue whose words need what it no longer carries (the value received)", () => {
    expect(zodDefaultIn(failure(z.string(), 5), "ja")).toBeUndefined();
  });
});
