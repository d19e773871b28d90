import * as React from "react";
import type { ErrorImage } from "./error-view-model";

/** Decorative: the title next to it says the same thing, so it is hidden from assistive technology. */
export function ErrorIllustration({ image, className }: { image: ErrorImage; className?: string }) {
  return image === "not-found" ? (
    <svg
      className={className}
      viewBox="0 0 200 140"
      width="200"
      height="140"
      aria-hidden="true"
      focusable="false"
      data-illustration="not-found"
    >
      <rect x="20" y="18" width="120" height="100" rx="10" fill="#e6eef3" />
      <rect x="34" y="36" width="70" height="8" rx="4" fill="#b9cbd6" />
      <rect x="34" y="54" width="92" height="8" rx="4" fill="#b9cbd6" />
      <rect x="34" y="72" width="56" height="8" rx="4" fill="#b9cbd6" />
      <circle cx="128" cy="78" r="30" fill="#ffffff" stroke="#0b5e84" strokeWidth="8" />
      <path d="M150 100 L178 128" stroke="#0b5e84" strokeWidth="12" strokeLinecap="round" />
      <text x="128" y="90" textAnchor="middle" fontSize="34" fontWeight="700" fill="#b8520d" fontFamily="sans-serif">
        ?
      </text>
    </svg>
  ) : (
    <svg
      className={className}
      viewBox="0 0 200 140"
      width="200"
      height="140"
      aria-hidden="true"
      focusable="false"
      data-illustration="server-error"
    >
      <rect x="50" y="20" width="100" height="34" rx="6" fill="#e6eef3" stroke="#0b5e84" strokeWidth="4" />
      <rect x="50" y="62" width="100" height="34" rx="6" fill="#e6eef3" stroke="#0b5e84" strokeWidth="4" />
      <circle cx="68" cy="37" r="5" fill="#0b5e84" />
      <circle cx="68" cy="79" r="5" fill="#b42318" />
      <rect x="84" y="34" width="50" height="6" rx="3" fill="#b9cbd6" />
      <rect x="84" y="76" width="50" height="6" rx="3" fill="#b9cbd6" />
      <path d="M100 104 L100 114 M86 122 L114 122" stroke="#0b5e84" strokeWidth="5" strokeLinecap="round" />
      <path d="M152 14 L162 4 M160 22 L174 18 M40 14 L30 4" stroke="#b8520d" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
