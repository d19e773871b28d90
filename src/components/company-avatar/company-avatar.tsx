import * as React from "react";
import * as styles from "./company-avatar.module.css";

type CompanyAvatarProps = {
  initialChar: string;
  logoUrl: string | null;
  size?: "small" | "large";
};

/** The company's square logo, or its initial character when it has none. Decorative: the name is always next to it. */
export function CompanyAvatar({ initialChar, logoUrl, size = "small" }: CompanyAvatarProps) {
  const className = `${styles.avatar} ${size === "large" ? styles.large : styles.small}`;
  if (logoUrl) {
    const pixels = size === "large" ? 56 : 28;
    return <img className={className} src={logoUrl} alt="" width={pixels} height={pixels} loading="lazy" decoding="async" />;
  }
  return (
    <span className={`${className} ${styles.initial}`} aria-hidden="true">
      {initialChar}
    </span>
  );
}
