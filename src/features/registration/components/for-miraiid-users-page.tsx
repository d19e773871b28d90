import * as React from "react";
import { navigate } from "gatsby";
import { Button, ButtonLink } from "@/components/button";
import {
  CURRENT_REGISTRATION_VERSION_KEY,
  registrationPagePath,
  resumePath,
} from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { withCsrfRetry, currentUserStore, loginPathFor } from "@/features/auth";
import { startUserRegistration } from "../api/registration-endpoints";
import { forgetRegistrationLookup, loadRegistrationLookup } from "../registration-lookup";
import { registrationErrorMessage } from "../registration-error-message";
import { RegistrationCard, RegistrationStatus } from "./registration-card";
import { FormAlert } from "./form-alert";

type State = { status: "checking" } | { status: "anonymous" } | { status: "can_start" };

/**
 * /user_registrations/for_miraiid_users: a person with a Mirai ID from the engineer or career-change offering signs in
 * with it and starts this service's registration (POST /api/v1/user_registrations) instead of signing up again.
 * A registration that already exists continues at its next step (completed: the top page).
 */
export function ForMiraiidUsersPage() {
  const [state, setState] = React.useState<State>({ status: "checking" });
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let active = true;
    void (async () => {
      const user = await currentUserStore.ensureLoaded();
      if (!active) return;
      if (user.status !== "signed_in") return setState({ status: "anonymous" });
      const lookup = await loadRegistrationLookup();
      if (!active) return;
      if (lookup.kind === "found") {
        void navigate(
          lookup.registration.status === "completed" ? "/" : resumePath(lookup.version, lookup.registration),
          { replace: true },
        );
        return;
      }
      setState({ status: "can_start" });
    })();
    return () => {
      active = false;
    };
  }, []);

  async function start() {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await withCsrfRetry(() => startUserRegistration(api, CURRENT_REGISTRATION_VERSION_KEY));
      forgetRegistrationLookup();
      await navigate(registrationPagePath("basic_information"));
    } catch (failure) {
      setError(registrationErrorMessage(failure));
      setSubmitting(false);
    }
  }

  if (state.status === "checking") return <RegistrationStatus />;
  return (
    <RegistrationCard
      title="ミライIDをお持ちの方"
      lead="エンジニア向け・転職向けサービスでお使いのミライIDで、新たに会員登録をせずにミライキャリアを始められます。"
    >
      {state.status === "anonymous" ? (
        <>
          <p>お持ちのミライIDのメールアドレスでログインしてから、登録を始めてください。</p>
          <ButtonLink
            variant="primary"
            size="large"
            block
            href={loginPathFor(registrationPagePath("for_miraiid_users"))}
          >
            ミライIDでログインする
          </ButtonLink>
        </>
      ) : (
        <>
          <p>ログイン中のミライIDで、ミライキャリアの会員登録を始めます。続けて基本情報などを入力してください。</p>
          <FormAlert message={error} />
          <Button variant="primary" size="large" block onClick={start} disabled={submitting}>
            {submitting ? "準備しています…" : "このミライIDで登録を始める"}
          </Button>
        </>
      )}
    </RegistrationCard>
  );
}
