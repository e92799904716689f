import { withEnglish } from "@test/web/i18n";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";

describe("Avatar", () => {
  it("shows the photo with the person's name as alt text", () => {
    render(withEnglish(<Avatar src="https://example.com/me.png" name="Ada" size={32} />));
    const img = screen.getByRole("img", { name: "Ada" });
    expect(img.tagName).toBe("IMG");
    expect(img).toHaveAttribute("width", "32");
  });

  it("falls back to a generic avatar when the photo is missing or broken", () => {
    const { rerender } = render(withEnglish(<Avatar src="" name="Ada" />));
    expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("svg");
    rerender(withEnglish(<Avatar src="https://example.com/broken.png" name="Ada" />));
    fireEvent.error(screen.getByRole("img", { name: "Ada" }));
    expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("svg");
  });

  it("calls a nameless person Anonymous", () => {
    render(withEnglish(<Avatar src={null} name="  " />));
    expect(screen.getByRole("img", { name: "Anonymous" })).toBeInTheDocument();
  });
});
