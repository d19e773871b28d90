import * as React from "react";
import { EngagementToggle } from "./engagement-toggle";

/** フォローする / フォロー中 for a company (spec §3 `followed`/`liked`; analytics follow-company / unfollow-company). */
export function FollowButton({ companyId, companyName }: { companyId: number; companyName?: string }) {
  return (
    <EngagementToggle
      variant="follow"
      target={`follow:${companyId}`}
      pressed={(snapshot) => snapshot.followedCompanyIds.has(companyId)}
      onToggle={(store, next) => store.setFollow(companyId, next)}
      labelOff="フォローする"
      labelOn="フォロー中"
      subject={companyName}
    />
  );
}
