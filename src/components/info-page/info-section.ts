import type * as React from "react";

/** One section of a long information page; `id` is its in-page anchor. */
export interface InfoSection {
  id: string;
  heading: string;
  content: React.ReactNode;
}
