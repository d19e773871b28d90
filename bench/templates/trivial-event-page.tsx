import * as React from "react";
import type { PageProps } from "gatsby";

/** The build benchmark's baseline template (gatsby/event-page-template.ts): no query, no layout, no components. */
export default function TrivialEventPage({ path }: PageProps) {
  return (
    <main>
      <h1>{path}</h1>
    </main>
  );
}
