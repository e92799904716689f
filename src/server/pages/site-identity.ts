import type { SiteIdentity } from "@shared/rendering";
import { ownUploadName, siteIconPath } from "@shared/site-icon";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "@shared/site-settings";

/**
 * What the renderer is told of the settings, or nothing while they are the defaults: the pages then
 * come out exactly as before there were settings.
 */
export function siteIdentity(settings: SiteSettings): SiteIdentity | undefined {
  const { title, description, accentColor, icon, navigation } = settings;
  const isDefault =
    title === DEFAULT_SITE_SETTINGS.title &&
    description === DEFAULT_SITE_SETTINGS.description &&
    accentColor === DEFAULT_SITE_SETTINGS.accentColor &&
    icon === DEFAULT_SITE_SETTINGS.icon &&
    navigation === null;
  return isDefault ? undefined : { title, description, accentColor, icon, ...(navigation ? { navigation } : {}) };
}

/** Inkwell's own colour, daisyUI light's primary, for browsers' title bars when no accent is set. */
const DEFAULT_THEME_COLOR = "#605dff";

/** The web app manifest, so an installed site carries its own name, icon and colour. */
export function webManifest(settings: SiteSettings, baseUrl: string): string {
  const upload = ownUploadName(settings.icon, baseUrl);
  // An uploaded logo in the two sizes installers ask for, drawn by the server (site-icons/).
  const icons = upload
    ? ([192, 512] as const).map((size) => ({
        src: siteIconPath(upload, size),
        sizes: `${size}x${size}`,
        type: "image/png",
      }))
    : [
        settings.icon
          ? { src: settings.icon, sizes: "any" }
          : { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ];
  return JSON.stringify({
    name: settings.title,
    // Home screens cut a name at about 12 characters; a longer title is shown whole in the app switcher.
    short_name: settings.title.length <= 12 ? settings.title : settings.title.slice(0, 12).trimEnd(),
    description: settings.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: settings.accentColor ?? DEFAULT_THEME_COLOR,
    icons,
  });
}
