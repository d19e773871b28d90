import * as React from "react";
import { navigate } from "gatsby";
import { trackModalImpressionCooperatingSite } from "@/lib/analytics";
import { recommendSitesDecision } from "@core/registration/registration-flow";
import { getAnswer, getOfferedCooperatingSites, putAnswer } from "../api/registration-endpoints";
import type { CooperatingSite } from "../api/registration-types";
import { useStepAnswers } from "../use-step-answers";
import { ChoiceGroup } from "./form-fields";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

type Sites = { status: "loading" } | { status: "ready"; sites: CooperatingSite[] };

/**
 * Step cooperating_site (recommend_sites): partner sites to register with at the same time, pre-checked when the
 * site allows it. With no site for this student the step completes itself and the student moves on (spec §4).
 */
export function RecommendSitesStep({ flow }: { flow: StepFlow }) {
  const [sites, setSites] = React.useState<Sites>({ status: "loading" });
  const [skipError, setSkipError] = React.useState(false);
  const stepDone = flow.lookup.registration.user_registration_complete_steps.some(
    (step) => step.user_registration_step_key === "cooperating_site",
  );

  React.useEffect(() => {
    let active = true;
    void getOfferedCooperatingSites(flow.client)
      .then((answer) => answer.cooperating_sites)
      .catch(() => [] as CooperatingSite[])
      .then(async (offered) => {
        if (!active) return;
        const decision = recommendSitesDecision(offered.length, flow.lookup.registration.user_registration_version_key);
        if (decision.kind === "show") {
          setSites({ status: "ready", sites: offered });
          return;
        }
        try {
          await flow.completeOther(decision.completeStep);
          await navigate(decision.redirectTo, { replace: true });
        } catch {
          if (active) setSkipError(true);
        }
      });
    return () => {
      active = false;
    };
    // The step's lookup and client do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { state, setValues, clearDraft } = useStepAnswers<{ ids: number[] | null }>(
    "cooperating_sites",
    // Before the step was done once, the sites' defaults apply (null); afterwards the student's own choice.
    () =>
      stepDone
        ? getAnswer(flow.client, "cooperating_sites").then((answer) => ({ ids: answer.cooperating_site_ids }))
        : Promise.resolve({ ids: null }),
    { ids: null },
  );

  if (skipError)
    return (
      <p className={styles.formError} role="alert">
        通信に失敗しました。ページを再読み込みしてください。
      </p>
    );
  if (sites.status !== "ready" || state.status !== "ready") return <RegistrationStatus />;
  const chosen =
    state.values.ids ?? sites.sites.filter((site) => site.allowed_checked_by_default).map((site) => site.id);

  return (
    <StepForm
      flow={flow}
      validate={() => true}
      save={() => putAnswer(flow.client, "cooperating_sites", { cooperating_site_ids: chosen })}
      onSaved={clearDraft}
    >
      <p className={styles.hint}>
        チェックしたサイトにも、あなたの登録情報（氏名・連絡先・学校情報）で同時に会員登録します。不要なサイトはチェックを外してください。
      </p>
      <ChoiceGroup
        name="cooperating_sites"
        label="同時に登録するサイト"
        type="checkbox"
        layout="single"
        options={sites.sites.map((site) => ({
          value: String(site.id),
          label: `${site.name}（${site.service_category}）— ${site.description}`,
        }))}
        selected={chosen.map(String)}
        onChange={(value, checked) =>
          setValues(() => ({ ids: checked ? [...chosen, Number(value)] : chosen.filter((id) => id !== Number(value)) }))
        }
        onOptionSeen={(value) => trackModalImpressionCooperatingSite({ cooperating_site_id: Number(value) })}
      />
    </StepForm>
  );
}
