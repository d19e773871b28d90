/** Cards of the home page's sponsored section, from either source. */
export const TOP_ADS_SHOWN = 8;
