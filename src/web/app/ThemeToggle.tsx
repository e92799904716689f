import { ScriptButton } from "../components/ScriptButton";
import { useT } from "../i18n/useT";
import { useTheme } from "../lib/theme";

/** One button flips light and dark; the name stays the same and aria-pressed tells whether dark is on. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  const { t } = useT();
  return (
    <ScriptButton
      className="btn btn-ghost btn-circle btn-sm sm:btn-md"
      aria-label={t("nav.theme.toggle")}
      aria-pressed={dark}
      title={dark ? t("nav.theme.toLight") : t("nav.theme.toDark")}
      onClick={toggleTheme}
    >
      {dark ? (
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor">
          <circle cx="12" cy="12" r="4" strokeWidth="2" />
          <path
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor">
          <path strokeWidth="2" strokeLinejoin="round" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </ScriptButton>
  );
}
