import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { BoothCheckinRefusal, CheckinCompanyDetailResponse } from "@core/api/checkin";
import { checkinCompaniesPath, checkinCompanyPath } from "@core/checkin/checkin-routes";
import { companyPath } from "@core/routes";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import {
  loginPathFor,
  currentUserStore,
  RedirectToLogin,
  useCurrentUser,
  withCsrfRetry,
  type CurrentUserStore,
} from "@/features/auth";
import { FollowButton } from "@/features/engagement";
import { apiPaths } from "@core/api-paths";
import { apiPost } from "@/lib/api/api-call";
import { apiQuery, useApiQuery } from "@/lib/data";
import { BOOTH_REFUSAL_MESSAGES, checkinRefusalOf } from "../checkin-refusal";
import { MessageView, PageHeading, PageStatus, Time } from "./checkin-parts";
import * as styles from "./checkin.module.css";

export type CheckinCompanyPageProps = {
  /** the booth id of the address; null when it is not one */
  companyId: number | null;
  /** `?code=` as it arrived (the booth's QR code), null without one */
  code: string | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
};

type Load =
  | { kind: "loading" }
  | { kind: "ready"; detail: CheckinCompanyDetailResponse }
  | { kind: "not_found" }
  | { kind: "failed" };

type Checkin =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; status: "checked_in" | "already_checked_in" }
  | { kind: "refused"; reason: BoothCheckinRefusal }
  | { kind: "signed_out" }
  | { kind: "failed" };

/**
 * /event_checkinable_companies/{id}[?code=…] (client-only): a fair's booth (logo, name, business category) with a
 * follow button and a link to the company's page. With a code (the booth's QR code) a signed-in student's visit is
 * sent once (POST …/checkins): チェックインしました, チェックイン済みです (a replay), or why it was refused. An anonymous
 * visitor with a code is offered sign-in and back here, code included.
 */
export function CheckinCompanyPage({
  companyId,
  code,
  client = api,
  userStore = currentUserStore,
}: CheckinCompanyPageProps) {
  const user = useCurrentUser(userStore);
  // The visit's answer carries the booth too, and is newer: it wins over the booth's query.
  const [visitLoad, setVisitLoad] = React.useState<Load | null>(null);
  const [checkin, setCheckin] = React.useState<Checkin>({ kind: "idle" });
  const [attempt, setAttempt] = React.useState(0);
  const sent = React.useRef<string | null>(null);
  const signedIn = user.status === "signed_in";
  const settled = user.status !== "loading";

  // The booth (its `checked_in_at` is the signed-in student's: asked once the session is known).
  const boothQuery = useApiQuery({
    ...apiQuery(apiPaths.checkinCompany, { params: { event_checkinable_company_id: companyId ?? 0 } }, client),
    enabled: companyId !== null && settled,
  });
  const load: Load =
    visitLoad ??
    (boothQuery.error
      ? boothQuery.error instanceof ResponseError && boothQuery.error.status === 404
        ? { kind: "not_found" }
        : { kind: "failed" }
      : boothQuery.data
        ? { kind: "ready", detail: boothQuery.data }
        : { kind: "loading" });

  // The visit: once per address and attempt (also under StrictMode's second effect run).
  React.useEffect(() => {
    if (!signedIn || companyId === null || code === null) return;
    const key = `${companyId}:${code}:${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    setCheckin({ kind: "sending" });
    withCsrfRetry(() =>
      apiPost(
        apiPaths.boothCheckins,
        { params: { event_checkinable_company_id: companyId }, body: { code } },
        { client },
      ),
    ).then(
      (response) => {
        setCheckin({ kind: "done", status: response.status });
        setVisitLoad({ kind: "ready", detail: response });
      },
      (error: unknown) => {
        const reason = checkinRefusalOf(error, BOOTH_REFUSAL_MESSAGES);
        if (reason) setCheckin({ kind: "refused", reason });
        else if (error instanceof ResponseError && error.status === 401) setCheckin({ kind: "signed_out" });
        else if (error instanceof ResponseError && error.status === 404) setVisitLoad({ kind: "not_found" });
        else if (error instanceof ResponseError && error.status === 400)
          setCheckin({ kind: "refused", reason: "invalid_code" });
        else setCheckin({ kind: "failed" });
      },
    );
  }, [client, signedIn, companyId, code, attempt]);

  if (companyId === null || load.kind === "not_found") {
    return (
      <MessageView heading="企業が見つかりません" focusKey="not-found">
        この出展企業は存在しないか、公開が終了しました。
      </MessageView>
    );
  }
  if (load.kind === "failed") {
    return (
      <MessageView heading="出展企業を読み込めませんでした" focusKey="failed">
        通信環境をご確認のうえ、時間をおいてもう一度お試しください。
      </MessageView>
    );
  }
  if (load.kind === "loading" || checkin.kind === "sending")
    return <PageStatus>{code && signedIn ? "チェックインしています…" : undefined}</PageStatus>;

  const { detail } = load;
  const { company, event } = detail;
  return (
    <div className={styles.page}>
      {code !== null && (
        <CheckinResult
          checkin={checkin}
          anonymous={user.status === "anonymous"}
          returnTo={checkinCompanyPath(company.id, code)}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      )}
      <section className={styles.card}>
        <div className={styles.companyHeader}>
          <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo} size="large" />
          <div>
            {code === null ? (
              <PageHeading focusKey="ready">{company.name}</PageHeading>
            ) : (
              <h2 className={styles.heading}>{company.name}</h2>
            )}
            <p className={styles.companyCategory}>{company.business_category_name}</p>
          </div>
        </div>
        <dl className={styles.summary}>
          <dt>イベント</dt>
          <dd>{event.title}</dd>
          <dt>チェックイン</dt>
          <dd>
            {detail.checked_in_at ? (
              <span className={styles.checked}>
                ✓ チェックイン済み（
                <Time iso={detail.checked_in_at} />）
              </span>
            ) : (
              "まだチェックインしていません"
            )}
          </dd>
        </dl>
        <div className={styles.pageActions}>
          <FollowButton companyId={detail.company_id} companyName={company.name} />
          <ButtonLink variant="secondary" size="large" to={companyPath(detail.company_id)}>
            企業ページへ
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to={checkinCompaniesPath(event.id)}>
            出展企業一覧へ
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function CheckinResult({
  checkin,
  anonymous,
  returnTo,
  onRetry,
}: {
  checkin: Checkin;
  anonymous: boolean;
  returnTo: string;
  onRetry: () => void;
}) {
  if (anonymous || checkin.kind === "signed_out") {
    return (
      <section className={styles.card}>
        <RedirectToLogin returnTo={returnTo} />
        <PageHeading focusKey="signed-out">ログインが必要です</PageHeading>
        <p role="alert">チェックインするにはログインしてください。ログイン後、この画面に戻ってチェックインします。</p>
        <div className={styles.pageActions}>
          <ButtonLink variant="primary" size="large" to={loginPathFor(returnTo)}>
            ログインする
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (checkin.kind === "done") {
    return (
      <section className={styles.card}>
        <PageHeading focusKey={checkin.status} className={`${styles.result} ${styles.resultDone}`}>
          {checkin.status === "checked_in" ? "チェックインしました" : "チェックイン済みです"}
        </PageHeading>
      </section>
    );
  }
  if (checkin.kind === "refused") {
    return (
      <section className={styles.card} data-checkin-refusal={checkin.reason}>
        <PageHeading focusKey={checkin.reason} className={`${styles.result} ${styles.resultRefused}`}>
          チェックインできませんでした
        </PageHeading>
        <p role="alert">{BOOTH_REFUSAL_MESSAGES[checkin.reason]}</p>
      </section>
    );
  }
  if (checkin.kind === "failed") {
    return (
      <section className={styles.card}>
        <PageHeading focusKey="failed">チェックインできませんでした</PageHeading>
        <p role="alert">通信環境をご確認のうえ、もう一度お試しください。</p>
        <div className={styles.pageActions}>
          <Button variant="primary" size="large" onClick={onRetry}>
            もう一度試す
          </Button>
        </div>
      </section>
    );
  }
  return null;
}
