import { withEnglish } from "@test/web/i18n";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AboutCarousel } from "./AboutCarousel";

describe("About Us carousel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has one dot per card; a dot scrolls to its card (320 px each) and highlights it", () => {
    render(withEnglish(<AboutCarousel />));
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
    render(withEnglish(<AboutCarousel />));
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

  it("takes a scroll made before its scripts ran, once the row is on screen", () => {
    const watched: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          watched.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(withEnglish(<AboutCarousel />));
    const track = screen.getByRole("region", { name: "About Us cards" });
    track.scrollLeft = 650;
    const third = screen.getByRole("button", { name: "Go to slide 3: Supportive Community" });
    // Off screen the row is not measured: nobody can have scrolled it there.
    const report = (isIntersecting: boolean) =>
      act(() => {
        for (const callback of watched) callback([{ isIntersecting }]);
      });
    report(false);
    expect(third).not.toHaveAttribute("aria-current");
    report(true);
    expect(third).toHaveAttribute("aria-current", "true");
  });
});
