// PLACEHOLDER: replaced by the helper that owns this screen.
export default function UpdatePage() {
  return <main id="main">UpdatePage</main>;
}
