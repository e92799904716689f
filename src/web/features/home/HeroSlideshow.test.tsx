import { existsSync } from "node:fs";
import { renderScreen } from "@test/web/renderWithAuth";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroSlideshow } from "./HeroSlideshow";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const activeIndex = () =>
  Array.from(screen.getByTestId("hero-slides").querySelectorAll("img")).findIndex(
    (img) => img.dataset.active === "true",
  );

describe("Hero slideshow", () => {
  it("shows SPEC's texts and a Browse Blogs button", () => {
    renderScreen(<HeroSlideshow />);
    expect(screen.getByRole("heading", { name: "Discover. Read. Share." })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Dive into trending blogs, explore fresh perspectives, and share your own stories with the world.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Browse Blogs" })).toBeInTheDocument();
  });

  it("offers each picture at a phone's width too, and every file it names is shipped", () => {
    renderScreen(<HeroSlideshow />);
    for (const img of screen.getByTestId("hero-slides").querySelectorAll("img")) {
      const candidates = img.srcset.split(",").map((candidate) => candidate.trim().split(" "));
      expect(candidates.map(([, width]) => width)).toEqual(["800w", "1600w"]);
      for (const [url] of candidates) expect(existsSync(`src/web/public${url}`), url).toBe(true);
    }
  });

  it("advances through three images every 5000 ms in a loop, fading over 1 s", () => {
    renderScreen(<HeroSlideshow />);
    const images = screen.getByTestId("hero-slides").querySelectorAll("img");
    expect(images).toHaveLength(3);
    expect(images[0]?.style.transitionDuration).toBe("1000ms");
    for (const img of images) expect(img.alt).not.toBe("");
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeIndex()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(0);
  });
});
