import * as React from "react";
import {
  getAnswer,
  getNewGradReferralOption,
  putAnswer,
  putNewGradReferralOption,
} from "../api/registration-endpoints";
import { AUDIENCE_FLAG_CHOICES, MAIL_CAMPAIGN_CHOICES, type AudienceFlag } from "@core/account-settings";
import type { MailCampaignType, MailMagazineOption } from "../api/registration-types";
import { useStepAnswers } from "../use-step-answers";
import { ChoiceGroup } from "./form-fields";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

interface YesNoStepProps {
  flow: StepFlow;
  draftKey: string;
  label: string;
  yes: string;
  no: string;
  children?: React.ReactNode;
  load: () => Promise<boolean>;
  save: (value: boolean) => Promise<unknown>;
}

/** A step with one yes/no question (radio buttons); nothing is preselected for an unanswered question. */
function YesNoStep({ flow, draftKey, label, yes, no, children, load, save }: YesNoStepProps) {
  const { state, setValues, clearDraft } = useStepAnswers<{ value: "" | "yes" | "no" }>(
    draftKey,
    () => load().then((value) => ({ value: value ? "yes" : "no" })),
    { value: "" },
  );
  const [error, setError] = React.useState<string | null>(null);
  if (state.status !== "ready") return <RegistrationStatus />;
  const { value } = state.values;
  return (
    <StepForm
      flow={flow}
      validate={() => {
        const next = value === "" ? "どちらかを選択してください" : null;
        setError(next);
        return next === null;
      }}
      save={() => save(value === "yes")}
      onSaved={clearDraft}
    >
      {children}
      <ChoiceGroup
        name={draftKey}
        label={label}
        required
        type="radio"
        layout="single"
        options={[
          { value: "yes", label: yes },
          { value: "no", label: no },
        ]}
        selected={[value]}
        onChange={(next) => setValues(() => ({ value: next as "yes" | "no" }))}
        error={error}
      />
    </StepForm>
  );
}

/** scout_option: whether companies may send scout messages (receive_scout_message, read back as scout_approved). */
export function ScoutOptionStep({ flow }: { flow: StepFlow }) {
  return (
    <YesNoStep
      flow={flow}
      draftKey="scout_option"
      label="企業からのスカウトを受け取りますか"
      yes="スカウトを受け取る（おすすめ）"
      no="受け取らない"
      load={() => getAnswer(flow.client, "scout_option").then((answer) => answer.scout_approved)}
      save={(value) => putAnswer(flow.client, "scout_option", { receive_scout_message: value })}
    >
      <p className={styles.hint}>
        あなたのプロフィール（氏名・連絡先を除く）を見た企業から、選考やイベントのお誘いが届きます。設定はあとからいつでも変更できます。
      </p>
    </YesNoStep>
  );
}

/** new_grad_referral_option: whether the student wants to be introduced to companies by the new-graduate referral service. */
export function NewGradReferralOptionStep({ flow }: { flow: StepFlow }) {
  return (
    <YesNoStep
      flow={flow}
      draftKey="new_grad_referral_option"
      label="新卒紹介サービスを利用しますか"
      yes="利用する（キャリアアドバイザーから連絡を受け取る）"
      no="利用しない"
      load={() => getNewGradReferralOption(flow.client).then((answer) => answer.new_grad_referral_option_enabled)}
      save={(value) => putNewGradReferralOption(flow.client, value)}
    >
      <p className={styles.hint}>
        キャリアアドバイザーがあなたに合う企業をご紹介し、面接対策や日程調整をお手伝いします（無料）。利用しない場合も、このサイトの機能はすべて使えます。
      </p>
    </YesNoStep>
  );
}

const DEFAULT_MAIL_OPTION: MailMagazineOption = {
  receive_mail_campaigns: ["weekly_magazine", "event_info", "whats_new_favorite_companies"],
  needs_information_for_women: false,
  needs_information_for_international_students: false,
  is_student_athlete: false,
};

/** mail_magazine_unsubscribe: which mails to receive (unchecking unsubscribes) and which extra information is wanted. */
export function MailMagazineStep({ flow }: { flow: StepFlow }) {
  const { state, setValues, clearDraft } = useStepAnswers<MailMagazineOption>(
    "mail_magazine_option",
    () => getAnswer(flow.client, "mail_magazine_option"),
    DEFAULT_MAIL_OPTION,
  );
  if (state.status !== "ready") return <RegistrationStatus />;
  const values = state.values;
  return (
    <StepForm
      flow={flow}
      validate={() => true}
      save={() => putAnswer(flow.client, "mail_magazine_option", values)}
      onSaved={clearDraft}
    >
      <ChoiceGroup
        name="receive_mail_campaigns"
        label="受け取るメール"
        type="checkbox"
        layout="single"
        hint="チェックを外したメールは配信を停止します。あとから設定を変更できます。"
        options={MAIL_CAMPAIGN_CHOICES}
        selected={values.receive_mail_campaigns}
        onChange={(value, checked) =>
          setValues((previous) => ({
            ...previous,
            receive_mail_campaigns: checked
              ? [...previous.receive_mail_campaigns, value as MailCampaignType]
              : previous.receive_mail_campaigns.filter((type) => type !== value),
          }))
        }
      />
      <ChoiceGroup
        name="audience"
        label="あわせて受け取りたい情報"
        type="checkbox"
        layout="single"
        options={AUDIENCE_FLAG_CHOICES}
        selected={AUDIENCE_FLAG_CHOICES.filter((flag) => values[flag.value]).map((flag) => flag.value)}
        onChange={(value, checked) => setValues((previous) => ({ ...previous, [value as AudienceFlag]: checked }))}
      />
    </StepForm>
  );
}
