/**
 * The admin's logo (issue 58): an upload of the site's own, which the server draws as square PNGs at
 * the sizes browsers ask for, or any other image address, used as it is.
 */

/** The tab (32), the navigation bar (64, shown at 32 for sharp screens), Apple's home screen (180), and the web app manifest's two (192, 512). */
export const SITE_ICON_SIZES = [32, 64, 180, 192, 512] as const;
export type SiteIconSize = (typeof SITE_ICON_SIZES)[number];

const OWN_UPLOAD = /^\/uploads\/([a-f0-9]{64}\.webp)$/u;

/** The name of the site's own upload the icon is, given as a path or as an address on this site; else null. */
export function ownUploadName(icon: string | null, baseUrl: string): string | null {
  if (!icon) return null;
  const path = icon.startsWith(`${baseUrl}/`) ? icon.slice(baseUrl.length) : icon;
  return OWN_UPLOAD.exec(path)?.[1] ?? null;
}

/**
 * Where the server serves one size of the uploaded logo. The query names the upload, so a new logo is
 * a new address and browsers may keep each for a year.
 */
export const siteIconPath = (upload: string, size: SiteIconSize) => `/site-icon/${size}.png?v=${upload.slice(0, 16)}`;
