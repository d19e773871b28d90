import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { DOOR_SCREEN_PATH, doorTokenFromHash } from "@core/checkin/door-screen-path";
import { DoorScreenPage, PageStatus } from "@/features/checkin";

/**
 * /door#{token}: the door screen for venue staff, opened with a signed door link (docs/checkin.md "Door screen").
 * The token is in the fragment, known in the browser only, so the prerendered HTML and hydration show the loading
 * status. noindex: it shows nothing without a valid link.
 */
export default function DoorPage() {
  const [token, setToken] = React.useState<string | null | undefined>(undefined);
  React.useEffect(() => {
    const read = () => setToken(doorTokenFromHash(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  return token === undefined ? <PageStatus /> : <DoorScreenPage key={token ?? ""} token={token} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="受付画面"
    description="会場スタッフ向けの受付用QRコードの画面です。"
    path={DOOR_SCREEN_PATH}
    noindex
    nofollow
  />
);
