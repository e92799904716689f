// PLACEHOLDER: replaced by the helper that owns this screen.
export default function AddBlogPage() {
  return <main id="main">AddBlogPage</main>;
}
