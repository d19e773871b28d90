import type { registrationGroupKeyValues, RegistrationStepKey } from "../../schema/registration";

type GroupKey = (typeof registrationGroupKeyValues)[number];

export type RegistrationVersionSeed = {
  key: string;
  groups: readonly { key: GroupKey; steps: readonly RegistrationStepKey[] }[];
};

export const CURRENT_REGISTRATION_VERSION_KEY = "version202405002";

export const registrationVersionSeeds: readonly RegistrationVersionSeed[] = [
  {
    key: "version202304001",
    groups: [
      {
        key: "basic_information",
        steps: ["basic_information", "affiliation", "preferred_business_category", "preferred_job_type"],
      },
      { key: "scout", steps: ["scout_option"] },
      { key: "useful_information", steps: ["mail_magazine_unsubscribe", "cooperating_site"] },
    ],
  },
  {
    key: CURRENT_REGISTRATION_VERSION_KEY,
    groups: [
      {
        key: "basic_information",
        steps: [
          "basic_information",
          "affiliation",
          "preferred_business_category",
          "preferred_job_type",
          "preferred_work_prefecture",
          "preferred_company_choice_factor_type",
        ],
      },
      { key: "event", steps: ["entry_on_user_registration"] },
      { key: "scout", steps: ["scout_option", "activity", "student_endeavor"] },
      { key: "new_grad_referral", steps: ["new_grad_referral_option"] },
      { key: "useful_information", steps: ["mail_magazine_unsubscribe", "cooperating_site"] },
    ],
  },
];
