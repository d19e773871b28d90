import { navigate } from "gatsby";
import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { siteRelativeUrl } from "@core/notices/notice-paths";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { useApiQuery, useHydrated } from "@/lib/data";
import {
  currentUserStore,
  loginPathFor,
  RedirectToLogin,
  useCurrentUser,
  withCsrfRetry,
  type CurrentUserStore,
} from "@/features/auth";
import type { NoticeKind, NoticePage, NoticeRow } from "../notice-kinds";
import * as styles from "./notices.module.css";

export type NoticeListPageProps = {
  kind: NoticeKind;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  now?: () => Date;
};

export function Status({ children = "読み込んでいます…" }: { children?: React.ReactNode }) {
  return (
    <p className={styles.status} role="status" aria-busy="true">
      {children}
    </p>
  );
}

function SignIn({ kind }: { kind: NoticeKind }) {
  return (
    <section className={styles.card}>
      <RedirectToLogin returnTo={kind.path} />
      <h1 className={styles.heading}>ログインが必要です</h1>
      <p role="alert">{`${kind.heading}を見るにはログインしてください。ログイン後、この画面に戻ります。`}</p>
      <ButtonLink variant="primary" size="large" to={loginPathFor(kind.path)}>
        ログインする
      </ButtonLink>
    </section>
  );
}

/**
 * /notifications (お知らせ) and /whats_new (新着情報): the signed-in student's list, newest first, unread ones marked.
 * Opening an item marks it read, then goes to its link (a path of this site only); すべて既読にする reads them all.
 * Each read updates the header's badge at once (the current user's count from the answer). Rendered in the browser
 * only (personal; noindex). Visitors without a session are sent to /login and brought back.
 */
export function NoticeListPage({
  kind,
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
}: NoticeListPageProps) {
  const user = useCurrentUser(userStore);
  // prerendered and hydrating, the session is unknown (the store's server snapshot is anonymous): wait, do not redirect
  const hydrated = useHydrated();
  if (!hydrated || user.status === "loading") return <Status />;
  if (user.status === "anonymous") return <SignIn kind={kind} />;
  return <NoticeList key={kind.key} kind={kind} client={client} userStore={userStore} now={now} />;
}

type Shown = { rows: NoticeRow[]; total: number; unread: number; pages: number };

function NoticeList({
  kind,
  client,
  userStore,
  now,
}: {
  kind: NoticeKind;
  client: ApiRequester;
  userStore: CurrentUserStore;
  now: () => Date;
}) {
  const firstPage = useApiQuery<NoticePage>({
    queryKey: [kind.path, 1],
    queryFn: () => kind.load(client, 1),
    staleTime: 0,
  });
  const [shown, setShown] = React.useState<Shown | null>(null);
  const [more, setMore] = React.useState<"idle" | "loading" | "failed">("idle");
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busyAll, setBusyAll] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  const list: Shown | null = shown ?? (firstPage.data ? { ...firstPage.data, pages: 1 } : null);

  React.useEffect(() => {
    if (firstPage.data) userStore.updateUser({ [kind.countField]: firstPage.data.unread });
  }, [firstPage.data, kind.countField, userStore]);

  React.useEffect(() => {
    if (list) headingRef.current?.focus();
  }, [list === null]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the list first shows

  if (!list) {
    if (firstPage.error instanceof ResponseError && firstPage.error.status === 401) return <SignIn kind={kind} />;
    if (firstPage.error) {
      return (
        <section className={styles.card}>
          <h1 className={styles.heading}>{`${kind.heading}を読み込めませんでした`}</h1>
          <p role="alert">通信環境をご確認のうえ、時間をおいてもう一度お試しください。</p>
        </section>
      );
    }
    return <Status />;
  }

  const replaceRow = (row: NoticeRow, unread: number) => {
    setShown({ ...list, rows: list.rows.map((known) => (known.id === row.id ? row : known)), unread });
    userStore.updateUser({ [kind.countField]: unread });
  };

  const open = async (row: NoticeRow) => {
    setFailure(null);
    const target = siteRelativeUrl(row.url);
    if (row.readAt === null) {
      try {
        const answer = await withCsrfRetry(() => kind.markRead(client, row.id));
        replaceRow(answer.row, answer.unread);
      } catch {
        if (!target) {
          setFailure("既読にできませんでした。通信環境をご確認のうえ、もう一度お試しください。");
          return;
        }
      }
    }
    if (target) void navigate(target);
  };

  const readAll = async () => {
    setFailure(null);
    setBusyAll(true);
    try {
      const answer = await withCsrfRetry(() => kind.markAll(client));
      const at = now().toISOString();
      setShown({
        ...list,
        rows: list.rows.map((row) => ({ ...row, readAt: row.readAt ?? at })),
        unread: answer.unread,
      });
      userStore.updateUser({ [kind.countField]: answer.unread });
    } catch {
      setFailure("すべて既読にできませんでした。通信環境をご確認のうえ、もう一度お試しください。");
    } finally {
      setBusyAll(false);
    }
  };

  const showMore = async () => {
    if (more === "loading") return;
    setMore("loading");
    try {
      const next = await kind.load(client, list.pages + 1);
      const known = new Set(list.rows.map((row) => row.id));
      setShown({
        rows: [...list.rows, ...next.rows.filter((row) => !known.has(row.id))],
        total: next.total,
        unread: next.unread,
        pages: list.pages + 1,
      });
      setMore("idle");
    } catch {
      setMore("failed");
    }
  };

  return (
    <section className={styles.card} aria-labelledby="notices-heading">
      <div className={styles.header}>
        <h1 id="notices-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {kind.heading}
        </h1>
        <p className={styles.summary} aria-live="polite">
          {list.unread > 0 ? `未読 ${list.unread}件` : "未読はありません"}
        </p>
        {list.rows.length > 0 && (
          <Button variant="secondary" disabled={busyAll || list.unread === 0} onClick={() => void readAll()}>
            {busyAll ? "既読にしています…" : "すべて既読にする"}
          </Button>
        )}
      </div>
      <p className={styles.description}>{kind.description}</p>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {list.rows.length === 0 ? (
        <p className={styles.empty}>{kind.empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.rows.map((row) => (
            <NoticeItem key={row.id} row={row} onOpen={() => void open(row)} />
          ))}
        </ul>
      )}
      {list.rows.length < list.total && (
        <div className={styles.more}>
          <Button variant="secondary" disabled={more === "loading"} onClick={() => void showMore()}>
            {more === "loading" ? "読み込んでいます…" : `さらに表示（残り${list.total - list.rows.length}件）`}
          </Button>
          {more === "failed" && (
            <p role="alert" className={styles.error}>
              読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function NoticeItem({ row, onOpen }: { row: NoticeRow; onOpen: () => void }) {
  const unread = row.readAt === null;
  const target = siteRelativeUrl(row.url);
  const title = (
    <>
      {unread && <span className={styles.unreadMark}>未読</span>}
      <span className={styles.title}>{row.title}</span>
    </>
  );
  return (
    <li className={styles.item} data-unread={unread ? "true" : "false"}>
      {target ? (
        <a
          href={target}
          className={styles.itemLink}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen();
          }}
        >
          {title}
        </a>
      ) : (
        <p className={styles.itemTitle}>{title}</p>
      )}
      {row.companyName && <p className={styles.company}>{row.companyName}</p>}
      <p className={styles.body}>{row.body}</p>
      <div className={styles.meta}>
        <time dateTime={tokyoDateTimeAttribute(row.at)}>{formatTokyoDateTime(row.at)}</time>
        {!unread && <span>既読</span>}
        {unread && !target && (
          <button type="button" className={styles.readButton} onClick={onOpen}>
            既読にする
          </button>
        )}
      </div>
    </li>
  );
}
