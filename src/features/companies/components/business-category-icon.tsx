import * as React from "react";
import { businessCategoryIconPaths, fallbackIconPath } from "./business-category-icon-paths";

type BusinessCategoryIconProps = {
  iconKey: string;
  /** The industry's name. Given: the icon is an image named by it. Omitted: decorative (the name is next to it). */
  label?: string;
  size?: number;
  className?: string;
};

/** One of the 14 business-category pictograms (spec §9), inline SVG in the current text colour. */
export function BusinessCategoryIcon({ iconKey, label, size = 20, className }: BusinessCategoryIconProps) {
  const accessibility = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg
      {...accessibility}
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon-key={iconKey}
    >
      {businessCategoryIconPaths[iconKey] ?? fallbackIconPath}
    </svg>
  );
}

export const businessCategoryIconKeys = Object.keys(businessCategoryIconPaths);
