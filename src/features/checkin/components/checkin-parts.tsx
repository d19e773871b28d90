import * as React from "react";
import { ButtonLink } from "@/components/button";
import { FocusHeading } from "@/components/focus-heading";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { loginPathFor, RedirectToLogin } from "@/features/auth";
import * as styles from "./checkin.module.css";

export function Time({ iso }: { iso: string }) {
  return <time dateTime={tokyoDateTimeAttribute(iso)}>{formatTokyoDateTime(iso)}</time>;
}

/** The page's heading; it takes the focus when it appears or the state changes (these pages load after mount). */
export function PageHeading({
  children,
  focusKey,
  className,
}: {
  children: React.ReactNode;
  focusKey: string;
  className?: string;
}) {
  return (
    <FocusHeading focusKey={focusKey} className={className ?? styles.heading}>
      {children}
    </FocusHeading>
  );
}

export function PageStatus({ children = "読み込んでいます…" }: { children?: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <p className={styles.status} role="status" aria-busy="true">
        {children}
      </p>
    </div>
  );
}

/** A page-filling message with its way on (a heading, one alert paragraph, links). */
export function MessageView({
  heading,
  focusKey,
  children,
  actions,
}: {
  heading: string;
  focusKey: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey={focusKey}>{heading}</PageHeading>
        <p role="alert">{children}</p>
        <div className={styles.pageActions}>
          {actions}
          <ButtonLink variant="secondary" size="large" to="/">
            トップページへ
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** ログインが必要です: sends the visitor to sign in and come back to `returnTo` (the full path, code included). */
export function SignInView({ returnTo, children }: { returnTo: string; children: React.ReactNode }) {
  return (
    <>
      <RedirectToLogin returnTo={returnTo} />
      <MessageView
        heading="ログインが必要です"
        focusKey="signed-out"
        actions={
          <ButtonLink variant="primary" size="large" to={loginPathFor(returnTo)}>
            ログインする
          </ButtonLink>
        }
      >
        {children}
      </MessageView>
    </>
  );
}
