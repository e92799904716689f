import type { ReactNode } from "react";
import { useNavigate } from "react-router";

/**
 * A control SPEC names a button ('Browse Blogs', 'show More', 'View Details', 'Update Blog', 'Details')
 * that takes the reader to another screen. It stays a real button so it is found and announced as one;
 * the card titles beside these buttons are ordinary links for opening a blog in a new tab.
 */
export function NavButton({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={className} onClick={() => navigate(to)}>
      {children}
    </button>
  );
}
