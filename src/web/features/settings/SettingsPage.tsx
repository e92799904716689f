// PLACEHOLDER: replaced by the helper that owns this screen.
export default function SettingsPage() {
  return <main id="main">SettingsPage</main>;
}
