import { CAROUSEL_CARD_WIDTH } from "@shared/limits";

/** SPEC §4: the current card is the scroll position divided by the card width, kept within the cards. */
export function carouselIndex(scrollLeft: number, count: number): number {
  const index = Math.round(scrollLeft / CAROUSEL_CARD_WIDTH);
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
