// PLACEHOLDER: replaced by the helper that owns this screen.
export default function SignUpPage() {
  return <main id="main">SignUpPage</main>;
}
