import * as React from "react";
import { displayName } from "@core/site/display-name";
import * as styles from "./site-logo.module.css";

export interface SiteLogoProps {
  /** Renewed logo (ミライキャリア) when true, older logo (ミライ就活) when false. */
  renewed: boolean;
  className?: string;
}

/** The web logo as inline SVG; its accessible name is the display name. */
export function SiteLogo({ renewed, className }: SiteLogoProps) {
  const name = displayName(renewed);
  const classes = [styles.logo, className].filter(Boolean).join(" ");
  return renewed ? (
    <svg
      className={classes}
      role="img"
      aria-label={name}
      viewBox="0 0 200 40"
      width="180"
      height="36"
      data-logo-variant="renewed"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{name}</title>
      {/* Mark: a rising path towards a sun, for a future that starts here. */}
      <rect x="0" y="2" width="36" height="36" rx="9" fill="#0b5e84" />
      <circle cx="25" cy="13" r="5" fill="#f0a23b" />
      <path
        d="M7 30 L15 21 L20 25 L29 15"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="44"
        y="28"
        fill="#0b5e84"
        fontSize="19"
        fontWeight="700"
        letterSpacing="0.5"
        fontFamily='"Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic", Meiryo, sans-serif'
      >
        {name}
      </text>
    </svg>
  ) : (
    <svg
      className={classes}
      role="img"
      aria-label={name}
      viewBox="0 0 160 40"
      width="144"
      height="36"
      data-logo-variant="legacy"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{name}</title>
      <circle cx="18" cy="20" r="16" fill="#b8520d" />
      <text x="18" y="27" textAnchor="middle" fill="#ffffff" fontSize="18" fontWeight="700" fontFamily="sans-serif">
        M
      </text>
      <text
        x="42"
        y="28"
        fill="#1c2733"
        fontSize="20"
        fontWeight="700"
        fontFamily='"Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic", Meiryo, sans-serif'
      >
        {name}
      </text>
    </svg>
  );
}
