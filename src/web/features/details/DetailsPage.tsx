// PLACEHOLDER: replaced by the helper that owns this screen.
export default function DetailsPage() {
  return <main id="main">DetailsPage</main>;
}
