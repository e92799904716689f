import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AboutCarousel } from "./AboutCarousel";

describe("About Us carousel", () => {
  it("has one dot per card; a dot scrolls to its card (320 px each) and highlights it", () => {
    render(<AboutCarousel />);
    const track = screen.getByRole("region", { name: "About Us cards" });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    const dots = screen.getAllByRole("button", { name: /Go to slide/u });
    expect(dots).toHaveLength(6);
    expect(dots[0]).toHaveAttribute("aria-current", "true");

    fireEvent.click(dots[3] as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 960 }));
    expect(dots[3]).toHaveAttribute("aria-current", "true");
    expect(dots[0]).not.toHaveAttribute("aria-current");
  });

  it("follows the scroll position", () => {
    render(<AboutCarousel />);
    const track = screen.getByRole("region", { name: "About Us cards" });
    track.scrollLeft = 650;
    fireEvent.scroll(track);
    expect(screen.getByRole("button", { name: "Go to slide 3: Supportive Community" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(screen.getByRole("heading", { name: "Supportive Community" }).closest("article")).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
