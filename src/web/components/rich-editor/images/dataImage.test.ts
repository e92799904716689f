import { describe, expect, it } from "vitest";
import { dataImageFile, isDataImage } from "./dataImage";

describe("data: pictures", () => {
  it("takes the four formats an upload may be, in base64 only", () => {
    expect(isDataImage("data:image/png;base64,iVBORw0KGgo=")).toBe(true);
    expect(isDataImage("data:image/JPEG;name=a.jpg;base64,/9j/4A==")).toBe(true);
    expect(isDataImage("data:image/webp;base64,UklGRg==")).toBe(true);
    expect(isDataImage("data:image/svg+xml;base64,PHN2Zz4=")).toBe(false);
    expect(isDataImage("data:image/png,rawbytes")).toBe(false);
    expect(isDataImage("data:text/html;base64,PHA+")).toBe(false);
    expect(isDataImage("https://example.com/a.png")).toBe(false);
  });

  it("makes a file of the bytes, typed and named by its format; none of what does not decode", () => {
    const file = dataImageFile("data:image/jpeg;base64,/9j/\n4A==");
    expect(file).toMatchObject({ name: "pasted-image.jpg", type: "image/jpeg", size: 4 });
    expect(dataImageFile("data:image/png;base64,a")).toBeNull();
    expect(dataImageFile("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
  });
});
