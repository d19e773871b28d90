import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { ForMiraiidUsersPage } from "@/features/registration";

export default function ForMiraiidUsersRoute() {
  return <ForMiraiidUsersPage />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="ミライIDをお持ちの方（会員登録）"
    description="ミライIDで、新たに会員登録をせずにミライキャリアを始められます。"
    path="/user_registrations/for_miraiid_users"
    noindex
    nofollow
  />
);
