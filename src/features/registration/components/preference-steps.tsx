import * as React from "react";
import { PREFERRED_BUSINESS_CATEGORIES_MAX } from "@core/registration/field-rules";
import { getAnswer, putAnswer } from "../api/registration-endpoints";
import { useRegistrationChoices } from "../use-registration-choices";
import type { RegistrationChoices } from "@core/registration/registration-choices";
import type { StepFlow } from "./step-page";
import { MultiChoiceStep } from "./multi-choice-step";

/** The limit of the ranked preference steps (PREFERRED_*_MAX, all 5). */
const PREFERENCE_MAX = PREFERRED_BUSINESS_CATEGORIES_MAX;

function useChoiceList(key: keyof RegistrationChoices) {
  const { data, failed } = useRegistrationChoices();
  return failed ? [] : (data?.[key] ?? null);
}

const ranked = (ids: number[]) => ids.map((id, index) => ({ id, priority: index + 1 }));
const byPriority = <T extends { priority: number }>(rows: T[]) => [...rows].sort((a, b) => a.priority - b.priority);

/** select_business (preferred_business_category): 1–5 industries in order of preference. */
export function SelectBusinessStep({ flow }: { flow: StepFlow }) {
  return (
    <MultiChoiceStep
      flow={flow}
      draftKey="preferred_business_categories"
      label="興味のある業界"
      hint={`志望度の高い順に1〜${PREFERENCE_MAX}つ選んでください。選んだ順に第1希望、第2希望…となります。`}
      choices={useChoiceList("businessCategories")}
      min={1}
      max={PREFERENCE_MAX}
      ranked
      load={() =>
        getAnswer(flow.client, "preferred_business_categories").then((a) =>
          byPriority(a.preferred_business_categories).map((row) => row.business_category_id),
        )
      }
      save={(ids) =>
        putAnswer(flow.client, "preferred_business_categories", {
          preferred_business_categories: ranked(ids).map(({ id, priority }) => ({
            business_category_id: id,
            priority,
          })),
        })
      }
    />
  );
}

/** select_job (preferred_job_type): 1–5 job types in order of preference. */
export function SelectJobStep({ flow }: { flow: StepFlow }) {
  return (
    <MultiChoiceStep
      flow={flow}
      draftKey="preferred_job_types"
      label="興味のある職種"
      hint={`志望度の高い順に1〜${PREFERENCE_MAX}つ選んでください。選んだ順に第1希望、第2希望…となります。`}
      choices={useChoiceList("jobTypes")}
      min={1}
      max={PREFERENCE_MAX}
      ranked
      load={() =>
        getAnswer(flow.client, "preferred_job_types").then((a) =>
          byPriority(a.preferred_job_types).map((row) => row.job_type_id),
        )
      }
      save={(ids) =>
        putAnswer(flow.client, "preferred_job_types", {
          preferred_job_types: ranked(ids).map(({ id, priority }) => ({ job_type_id: id, priority })),
        })
      }
    />
  );
}

/** select_work_location (preferred_work_prefecture): any prefectures, at least one. */
export function SelectWorkLocationStep({ flow }: { flow: StepFlow }) {
  return (
    <MultiChoiceStep
      flow={flow}
      draftKey="preferred_work_prefectures"
      label="働きたい都道府県"
      hint="1つ以上選んでください。いくつでも選べます。"
      choices={useChoiceList("prefectures")}
      min={1}
      max={47}
      ranked={false}
      layout="narrow"
      load={() => getAnswer(flow.client, "preferred_work_prefectures").then((a) => a.prefecture_ids)}
      save={(ids) => putAnswer(flow.client, "preferred_work_prefectures", { prefecture_ids: ids })}
    />
  );
}

/** core_of_job_hunting (preferred_company_choice_factor_type): 1–5 factors (就活の軸). */
export function CoreOfJobHuntingStep({ flow }: { flow: StepFlow }) {
  return (
    <MultiChoiceStep
      flow={flow}
      draftKey="preferred_company_choice_factor_types"
      label="企業選びで重視すること"
      hint={`あなたの就活の軸に近いものを1〜${PREFERENCE_MAX}つ選んでください。`}
      choices={useChoiceList("companyChoiceFactorTypes")}
      min={1}
      max={PREFERENCE_MAX}
      ranked={false}
      load={() =>
        getAnswer(flow.client, "preferred_company_choice_factor_types").then((a) => a.company_choice_factor_type_ids)
      }
      save={(ids) =>
        putAnswer(flow.client, "preferred_company_choice_factor_types", { company_choice_factor_type_ids: ids })
      }
    />
  );
}
