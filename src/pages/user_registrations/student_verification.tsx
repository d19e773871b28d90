import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StudentVerificationPage } from "@/features/registration";

export default function StudentVerificationRoute() {
  return <StudentVerificationPage />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="学生認証（会員登録）"
    description="大学のメールアドレスで学生認証をします。"
    path="/user_registrations/student_verification"
    noindex
    nofollow
  />
);
