import { type Theme, useTheme } from "@web/lib/theme";

const THEMES: { value: Theme; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** The same choice as the navigation bar's toggle, remembered on this device. */
export function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xl font-bold">Theme</legend>
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
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
