import { useEffect, useState } from "react";

type BlogImageProps = {
  src: string;
  alt: string;
  /** Classes for the frame; the frame's aspect ratio reserves the space before the image arrives. */
  className?: string;
  /** Load straight away and first (the image a page is about, or the first in view) instead of when scrolled near. */
  eager?: boolean;
};

/** A blog picture in a fixed-ratio frame, so text never jumps when it loads, with a quiet fallback when it fails. */
export function BlogImage({ src, alt, className = "aspect-[16/9]", eager = false }: BlogImageProps) {
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src deserves a fresh attempt.
  useEffect(() => setBroken(false), [src]);
  return (
    <div className={`relative overflow-hidden bg-base-300 ${className}`}>
      {broken || !src ? (
        <div role="img" aria-label={alt} className="absolute inset-0 grid place-items-center text-base-content/40">
          <svg viewBox="0 0 24 24" className="h-10 w-10" aria-hidden="true" fill="none" stroke="currentColor">
            <rect x="3" y="4" width="18" height="16" rx="2" strokeWidth="1.5" />
            <circle cx="9" cy="10" r="2" strokeWidth="1.5" />
            <path d="M21 17l-5-5-9 8" strokeWidth="1.5" />
          </svg>
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </div>
  );
}
