// PLACEHOLDER: replaced by the helper that owns this screen.
export default function ProfilePage() {
  return <main id="main">ProfilePage</main>;
}
