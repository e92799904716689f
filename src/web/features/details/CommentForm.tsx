// PLACEHOLDER: replaced by the "web part 2" helper (comment box and SPEC's refusals).
import type { Blog } from "../../../shared/schemas";

export function CommentForm(_props: { blog: Blog }) {
  return <p>Please log in to post comments.</p>;
}
