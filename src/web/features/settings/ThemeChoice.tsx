import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { type Theme, useTheme } from "@web/lib/theme";

const THEMES: { value: Theme; label: MessageKey }[] = [
  { value: "light", label: "settings.theme.light" },
  { value: "dark", label: "settings.theme.dark" },
];

/** The same choice as the navigation bar's toggle, remembered on this device. */
export function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  const { t } = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xl font-bold">{t("settings.theme.title")}</legend>
      {THEMES.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-center gap-3">
          <input
            type="radio"
            name="theme"
            className="radio radio-primary"
            value={option.value}
            checked={theme === option.value}
            onChange={() => setTheme(option.value)}
          />
          {t(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
