// PLACEHOLDER: replaced by the helper that owns this screen.
export default function LoginPage() {
  return <main id="main">LoginPage</main>;
}
