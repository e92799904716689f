// PLACEHOLDER: replaced by the helper that owns this screen.
export default function BlogsPage() {
  return <main id="main">BlogsPage</main>;
}
