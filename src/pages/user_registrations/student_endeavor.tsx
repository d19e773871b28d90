import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, StudentEndeavorStep } from "@/features/registration";

/** /user_registrations/student_endeavor: registration step student_endeavor. */
export default function StudentEndeavorPage() {
  return (
    <StepPage step="student_endeavor" title="学生時代に力を入れたこと" lead="企業があなたを知るための自己PRです。">
      {(flow) => <StudentEndeavorStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="学生時代に力を入れたこと（会員登録）"
    description="企業があなたを知るための自己PRです。"
    path="/user_registrations/student_endeavor"
    noindex
    nofollow
  />
);
