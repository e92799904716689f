// PLACEHOLDER: replaced by the helper that owns this screen.
export default function NotFoundPage() {
  return <main id="main">NotFoundPage</main>;
}
