import { routerNavigation } from "@web/lib/routerNavigation";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { hydratingServerMarkup } from "./HydrateLater";

/** Preact leaves an element's markup alone while it hydrates one with this, and on later renders as long as it stays the same. */
const KEEP_MARKUP = { __html: "" };

type Tag = "div" | "ul" | "ol" | "tbody" | "section" | "footer";

/**
 * A part that only shows data (text, pictures, links), kept as the server drew it instead of being
 * hydrated (decision 0059): on a phone, hydrating a list of cards or rows was most of a page's blocking
 * time, for markup that was already right. Its links still move without a page load (one listener for
 * all of them, as `<Link>` would), and Space follows a link shown as a button, as `NavButton` does.
 *
 * `drawnFrom` is what the children are drawn from (the query's data, the sorted rows): the moment it
 * differs from what the page arrived with, the part renders itself like any other. The same happens
 * when it mounts on a client-side navigation, and under React (server, tests, `npm run dev`).
 * Nothing inside may need scripts of its own: no buttons, fields or per-link state.
 */
export function ServerDrawn({
  as: Box = "div",
  className,
  drawnFrom,
  children,
  ...attributes
}: {
  as?: Tag;
  className?: string;
  drawnFrom: unknown;
  children: ReactNode;
  "aria-labelledby"?: string;
  "aria-busy"?: boolean;
}) {
  const [keep, setKeep] = useState(hydratingServerMarkup);
  const [arrivedWith] = useState(() => drawnFrom);
  const element = useRef<HTMLElement>(null);
  if (keep && drawnFrom !== arrivedWith) setKeep(false);
  useLayoutEffect(() => {
    // Mounted on an element without the server's markup (it drew something else there): draw it now.
    if (keep && !element.current?.hasChildNodes()) setKeep(false);
  }, [keep]);

  if (!keep) {
    return (
      <Box className={className} {...attributes}>
        {children}
      </Box>
    );
  }

  function follow(anchor: HTMLAnchorElement, event: MouseEvent | KeyboardEvent) {
    const url = new URL(anchor.href);
    const navigate = routerNavigation();
    if (!navigate || url.origin !== window.location.origin || anchor.hasAttribute("download")) return;
    if (anchor.target && anchor.target !== "_self") return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    const { pathname, search, hash } = window.location;
    // As <Link> does: the address on screen again replaces its history entry instead of adding one.
    void navigate(to, { replace: to === `${pathname}${search}${hash}` });
  }
  const anchorOf = (event: MouseEvent | KeyboardEvent) => {
    const anchor = (event.target as Element).closest?.("a[href]");
    return anchor instanceof HTMLAnchorElement && event.currentTarget.contains(anchor) ? anchor : null;
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = anchorOf(event);
    if (anchor) follow(anchor, event);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const anchor = event.key === " " ? anchorOf(event) : null;
    if (anchor?.getAttribute("role") === "button") follow(anchor, event);
  };

  return (
    <Box
      // One ref for whichever element it is: TypeScript cannot pair a union of tags with one ref type.
      ref={element as never}
      className={className}
      {...attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: the marker that keeps the server's markup.
      dangerouslySetInnerHTML={KEEP_MARKUP}
      suppressHydrationWarning
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  );
}
