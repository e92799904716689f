import type { Blog } from "@shared/schemas";
import { NavButton } from "@web/components/NavButton";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";

/**
 * SPEC §2: only the author (viewer's email equals the blog's email) sees the 'Update Blog' button.
 * It is a button, as SPEC names it, that goes to the update screen.
 */
export function UpdateBlogButton({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const { t } = useT();
  if (!user || !blog.email || blog.email !== user.email) return null;
  return (
    <NavButton to={`/update/${blog._id}`} className="btn btn-primary">
      {t("post.update")}
    </NavButton>
  );
}
