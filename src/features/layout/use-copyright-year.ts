import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { tokyoYear } from "@core/dates/tokyo-date";

interface SiteBuildTimeQuery {
  site: { buildTime: string } | null;
}

/**
 * The current year in Asia/Tokyo: the build's year in the prerendered HTML (identical on hydration),
 * then recomputed in the browser so that a site built last December still shows the right year.
 * The query asks for the build's UTC day only: every page runs it, and a result that changed with every build
 * (the full timestamp) made Gatsby rewrite every page's HTML on every incremental build (docs/editor-rebuilds.md).
 */
export function useCopyrightYear(): number {
  const data = useStaticQuery<SiteBuildTimeQuery>(graphql`
    query SiteBuildTime {
      site {
        buildTime(formatString: "YYYY-MM-DD")
      }
    }
  `);
  const buildTime = data.site?.buildTime;
  const [year, setYear] = useState(() =>
    tokyoYear(buildTime ? new Date(`${buildTime.slice(0, 10)}T00:00:00Z`) : new Date()),
  );

  useEffect(() => {
    setYear(tokyoYear(new Date()));
  }, []);

  return year;
}
