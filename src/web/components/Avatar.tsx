import { useT } from "@web/i18n/useT";
import { useEffect, useState } from "react";

type AvatarProps = {
  /** A photo URL; missing, empty or broken photos fall back to a generic silhouette. */
  src?: string | null;
  /** Whose avatar this is; it becomes the alt text. */
  name?: string | null;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Beside the name in text (a byline): the picture adds nothing for a screen reader, so it stays silent. */
  decorative?: boolean;
};

/** A round user photo, or a generic avatar when there is no usable photo. */
export function Avatar({ src, name, size = 40, decorative = false }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const { t } = useT();
  // A new photo deserves a fresh attempt even if the previous one failed to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger, not a value read here.
  useEffect(() => setBroken(false), [src]);
  const label = name?.trim() ? name.trim() : t("common.anonymous");
  const style = { width: size, height: size };

  if (src && !broken) {
    return (
      <img
        src={src}
        alt={decorative ? "" : label}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="inline-block shrink-0 rounded-full object-cover bg-base-300"
        style={style}
      />
    );
  }
  return (
    <svg
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      className="inline-block shrink-0 rounded-full bg-base-300 text-base-content/60"
      style={style}
    >
      {!decorative && <title>{label}</title>}
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 35c1.8-7 7.5-11 14-11s12.2 4 14 11" fill="currentColor" />
    </svg>
  );
}
