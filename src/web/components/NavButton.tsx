import { Link, useNavigate } from "@web/lib/router";
import type { KeyboardEvent, ReactNode } from "react";

/**
 * A control SPEC names a button ('Browse Blogs', 'show More', 'View Details', 'Update Blog', 'Details')
 * that takes the reader to another screen. It is announced as a button, as SPEC calls it, but it is a
 * real link underneath: it works before scripts load or without them, and crawlers can follow it.
 * Space activates it as it would a button.
 */
export function NavButton({
  to,
  className,
  children,
  label,
}: {
  to: string;
  className: string;
  children: ReactNode;
  label?: string;
}) {
  const navigate = useNavigate();
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link to={to} role="button" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {children}
    </Link>
  );
}
