// PLACEHOLDER: replaced by the helper that owns this screen.
export default function FeaturesPage() {
  return <main id="main">FeaturesPage</main>;
}
