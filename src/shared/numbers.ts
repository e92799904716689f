/**
 * Counts as readers see them in en-US ("1,204"). Written out rather than `toLocaleString`/`Intl`: the
 * first Intl formatter a page makes loads locale data, a long task on a phone's hydration for a comma.
 */
export const formatCount = (count: number): string => {
  const [whole = "", fraction] = String(count).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};
