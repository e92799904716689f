// PLACEHOLDER: replaced by the helper that owns this screen.
export default function HomePage() {
  return <main id="main">HomePage</main>;
}
