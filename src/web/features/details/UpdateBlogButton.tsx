import { useNavigate } from "react-router";
import type { Blog } from "../../../shared/schemas";
import { useAuth } from "../../lib/auth";

/**
 * SPEC §2: only the author (viewer's email equals the blog's email) sees the 'Update Blog' button.
 * It is a button, as SPEC names it, that goes to the update screen.
 */
export function UpdateBlogButton({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!user || !blog.email || blog.email !== user.email) return null;
  return (
    <button type="button" className="btn btn-primary" onClick={() => navigate(`/update/${blog._id}`)}>
      Update Blog
    </button>
  );
}
