// PLACEHOLDER: replaced by the helper that owns this screen.
export default function WishlistPage() {
  return <main id="main">WishlistPage</main>;
}
