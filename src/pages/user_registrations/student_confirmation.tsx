import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StudentConfirmationPage } from "@/features/registration";

export default function StudentConfirmationRoute() {
  return <StudentConfirmationPage />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="学生情報の確認（会員登録）"
    description="登録した学校情報を確認して学生認証をします。"
    path="/user_registrations/student_confirmation"
    noindex
    nofollow
  />
);
