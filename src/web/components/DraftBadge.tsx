/** Marks a blog only its author can see; the word, not just a colour, carries the meaning. */
export function DraftBadge() {
  return <span className="badge badge-neutral font-semibold">Draft</span>;
}
