import * as React from "react";
import { Button } from "@/components/button";
import { api } from "@/lib/api/default-client";
import type { ApiRequester } from "@/lib/api/requester";
import { agreeToTerms, getUnagreedTerms, type UnagreedTerm } from "../api/auth-endpoints";
import { withCsrfRetry } from "../api/with-csrf-retry";
import { authErrorMessage } from "../auth-error-message";
import { currentUserStore } from "../current-user";
import type { CurrentUserStore } from "../current-user-store";
import { loginPathFor, safeReturnTo } from "../return-to";
import { assignLocation, replaceLocation } from "./browser-navigation";
import * as styles from "./auth-page.module.css";

const TERMS_PAGES: Record<UnagreedTerm["type"], { title: string; path: string }> = {
  terms: { title: "利用規約", path: "/infos/terms" },
  privacy: { title: "プライバシーポリシー", path: "/infos/privacy" },
};

export interface TermsAgreementProps {
  /** The page's path and query, for the login redirect of an anonymous visitor. */
  location: { pathname: string; search: string };
  client?: ApiRequester;
  store?: CurrentUserStore;
  assign?: (url: string) => void;
  replace?: (url: string) => void;
}

type AgreementState =
  | { status: "loading" }
  | { status: "ready"; terms: UnagreedTerm[] }
  | { status: "load_failed"; message: string };

/** /unagreed_terms/agreements/new: signed-in students agree to the terms versions they have not agreed to yet. */
export function TermsAgreement({
  location,
  client = api,
  store = currentUserStore,
  assign = assignLocation,
  replace = replaceLocation,
}: TermsAgreementProps) {
  const id = React.useId();
  const [state, setState] = React.useState<AgreementState>({ status: "loading" });
  const [agreed, setAgreed] = React.useState(false);
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [submitting, setSubmitting] = React.useState(false);
  const returnTo = safeReturnTo(new URLSearchParams(location.search).get("return_to"));

  React.useEffect(() => {
    let active = true;
    void store.ensureLoaded().then(async (session) => {
      if (!active) return;
      if (session.status !== "signed_in") {
        replace(loginPathFor(`${location.pathname}${location.search}`));
        return;
      }
      try {
        const { unagreed_terms } = await getUnagreedTerms(client);
        if (!active) return;
        if (unagreed_terms.length === 0) replace(returnTo);
        else setState({ status: "ready", terms: unagreed_terms });
      } catch (error) {
        if (active) setState({ status: "load_failed", message: authErrorMessage(error) });
      }
    });
    return () => {
      active = false;
    };
  }, [client, store, replace, returnTo, location.pathname, location.search]);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (state.status !== "ready" || submitting) return;
    if (!agreed) {
      setFieldError("内容をご確認のうえ、「同意する」にチェックを入れてください");
      return;
    }
    setFieldError(null);
    setFormError(null);
    setSubmitting(true);
    try {
      const { unagreed_terms } = await withCsrfRetry(() => agreeToTerms(client, state.terms));
      if (unagreed_terms.length === 0) {
        assign(returnTo);
        return;
      }
      setState({ status: "ready", terms: unagreed_terms });
      setAgreed(false);
    } catch (error) {
      setFormError(authErrorMessage(error));
    }
    setSubmitting(false);
  }

  const errorId = `${id}-error`;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="agreement-heading">
        <h1 id="agreement-heading" className={styles.heading}>
          規約改定への同意のお願い
        </h1>
        {state.status === "loading" && (
          <p role="status" className={styles.notice}>
            読み込んでいます…
          </p>
        )}
        {state.status === "load_failed" && (
          <p role="alert" className={styles.formError}>
            {state.message}
          </p>
        )}
        {state.status === "ready" && (
          <>
            <p>以下の規約を改定しました。内容をご確認のうえ、同意してください。</p>
            <ul className={styles.termsList}>
              {state.terms.map((term) => {
                const page = TERMS_PAGES[term.type] ?? { title: term.type, path: "/infos/terms" };
                return (
                  <li key={`${term.type}-${term.version}`} className={styles.termsItem}>
                    <a href={page.path} target="_blank" rel="noopener">
                      {page.title}
                    </a>
                    <span className={styles.version}>バージョン {String(term.version)}</span>
                  </li>
                );
              })}
            </ul>
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              <div className={styles.field}>
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={agreed}
                    onChange={(event) => setAgreed(event.target.checked)}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? errorId : undefined}
                  />
                  同意する
                </label>
                {fieldError && (
                  <p id={errorId} className={styles.fieldError}>
                    {fieldError}
                  </p>
                )}
              </div>
              {formError && (
                <p role="alert" className={styles.formError}>
                  {formError}
                </p>
              )}
              <Button variant="primary" size="large" block type="submit" disabled={submitting}>
                {submitting ? "送信しています…" : "同意して続ける"}
              </Button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
