/** Printed at start-up and in the README, so people can sign in as a demo writer straight away. */
export const DEMO_PASSWORD = "Inkwell#2026";

export type DemoAuthorKey = "ada" | "grace" | "linus";

export type DemoAuthor = { key: DemoAuthorKey; name: string; email: string; image: string };

export const DEMO_AUTHORS: readonly DemoAuthor[] = [
  { key: "ada", name: "Ada Lovelace", email: "ada@inkwell.test", image: "/images/avatars/ada.webp" },
  { key: "grace", name: "Grace Hopper", email: "grace@inkwell.test", image: "/images/avatars/grace.webp" },
  { key: "linus", name: "Linus Park", email: "linus@inkwell.test", image: "/images/avatars/linus.webp" },
];

export function demoAuthor(key: DemoAuthorKey): DemoAuthor {
  const author = DEMO_AUTHORS.find((candidate) => candidate.key === key);
  if (!author) throw new Error(`No demo author ${key}`);
  return author;
}
