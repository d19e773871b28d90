import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { tokyoYear } from "../../lib/dates/tokyo-date";

interface SiteBuildTimeQuery {
  site: { buildTime: string } | null;
}

/**
 * The current year in Asia/Tokyo: the build's year in the prerendered HTML (identical on hydration),
 * then recomputed in the browser so that a site built last December still shows the right year.
 */
export function useCopyrightYear(): number {
  const data = useStaticQuery<SiteBuildTimeQuery>(graphql`
    query SiteBuildTime {
      site {
        buildTime
      }
    }
  `);
  const buildTime = data.site?.buildTime;
  const [year, setYear] = useState(() => tokyoYear(buildTime ? new Date(buildTime) : new Date()));

  useEffect(() => {
    setYear(tokyoYear(new Date()));
  }, []);

  return year;
}
