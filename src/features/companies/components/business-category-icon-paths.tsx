import * as React from "react";

/**
 * The 14 business-category pictograms (icon_key of business_categories), drawn on a 24×24 grid with
 * `currentColor` strokes so they follow the text colour.
 */
export const businessCategoryIconPaths: Readonly<Record<string, React.ReactNode>> = {
  // factory with a chimney
  maker: (
    <>
      <path d="M3 20V10l5 3V10l5 3V6h3v-3h3v17z" />
      <path d="M7 17h2M11 17h2M15 17h2" />
    </>
  ),
  // two arrows exchanging
  trading: (
    <>
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
    </>
  ),
  // shopping bag
  retail: (
    <>
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </>
  ),
  // bank building with columns
  finance: (
    <>
      <path d="M3 9l9-5 9 5z" />
      <path d="M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18" />
    </>
  ),
  // laptop
  it: (
    <>
      <rect x="5" y="5" width="14" height="10" rx="1" />
      <path d="M3 19h18l-2-4H5z" />
    </>
  ),
  // megaphone
  media: (
    <>
      <path d="M4 10v4h3l8 4V6l-8 4z" />
      <path d="M18 9.5a3.5 3.5 0 0 1 0 5M7 14l1 5h2l-1-5" />
    </>
  ),
  // lightning bolt (energy and infrastructure)
  service: <path d="M13 3L5 14h6l-1 7 8-11h-6z" />,
  // bar chart with a rising line
  consulting: (
    <>
      <path d="M4 20h16M6 20v-5M11 20v-8M16 20v-11" />
      <path d="M5 11l5-4 3 2 6-5" />
    </>
  ),
  // house
  real_estate: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10M10 20v-6h4v6" />
    </>
  ),
  // government building with a flag
  public: (
    <>
      <path d="M4 20h16M6 20v-8h12v8M10 20v-4h4v4M5 12l7-4 7 4" />
      <path d="M12 8V3l4 1.5-4 1.5" />
    </>
  ),
  // medical cross
  healthcare: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  // graduation cap
  education: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </>
  ),
  // fork and knife
  food_service: (
    <>
      <path d="M7 3v7a2 2 0 0 0 2 2v9M11 3v7a2 2 0 0 1-2 2M9 3v6" />
      <path d="M17 21V3c-2 1-3 4-3 8h3" />
    </>
  ),
  // star with a ticket feel: entertainment
  entertainment: <path d="M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16.2 6.6 19.2l1.3-6-4.5-4 6-.6z" />,
};

/** Shown for an icon_key without a pictogram of its own: a building. */
export const fallbackIconPath: React.ReactNode = (
  <>
    <rect x="5" y="3" width="14" height="18" rx="1" />
    <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2" />
  </>
);
