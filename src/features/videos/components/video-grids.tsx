import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import type { ShortVideoCardData, VideoBundleCardData } from "@core/videos/video-data";
import { ShortVideoCard, VideoBundleCard } from "./video-bundle-card";

export function VideoBundleGrid({
  bundles,
  emptyMessage,
}: {
  bundles: readonly VideoBundleCardData[];
  emptyMessage: string;
}) {
  return (
    <CardGrid
      items={bundles}
      itemKey={(bundle) => bundle.db_id}
      renderItem={(bundle) => <VideoBundleCard bundle={bundle} />}
      emptyMessage={emptyMessage}
    />
  );
}

export function ShortVideoGrid({
  shorts,
  emptyMessage,
}: {
  shorts: readonly ShortVideoCardData[];
  emptyMessage: string;
}) {
  return (
    <CardGrid
      items={shorts}
      itemKey={(short) => short.db_id}
      renderItem={(short) => <ShortVideoCard short={short} />}
      emptyMessage={emptyMessage}
    />
  );
}
