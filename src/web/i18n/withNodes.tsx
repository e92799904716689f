import { Fragment, type ReactNode } from "react";

/** Stand-ins for elements inside a message: private-use characters no translation writes. */
export const NODE_MARKS = ["\uE000", "\uE001", "\uE002"] as const;
const MARK = /([\uE000-\uE002])/u;

/**
 * A message whose arguments are elements (a bold name, a link), in the order its language puts them:
 * `withNodes(t("post.postedBy", { name: NODE_MARKS[0] }), [<b>{name}</b>])`. The words stay one message,
 * never pieces glued together in English's order.
 */
export function withNodes(message: string, nodes: readonly ReactNode[]): ReactNode {
  return message.split(MARK).map((piece, index) => {
    const mark = NODE_MARKS.indexOf(piece as (typeof NODE_MARKS)[number]);
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed by the message and never reorder.
    return <Fragment key={index}>{mark === -1 ? piece : nodes[mark]}</Fragment>;
  });
}
