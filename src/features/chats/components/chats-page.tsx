import { Link } from "gatsby";
import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { ChatSummary } from "@core/api/chats";
import { apiPaths } from "@core/api-paths";
import { CHATS_PATH, chatThreadPath } from "@core/chats/chat-routes";
import { api, type ApiRequester } from "@/lib/api";
import { apiGet } from "@/lib/api/api-call";
import { ResponseError } from "@/lib/api/errors";
import { apiQuery, useApiQuery } from "@/lib/data";
import {
  currentUserStore,
  loginPathFor,
  RedirectToLogin,
  useCurrentUser,
  type CurrentUserStore,
} from "@/features/auth";
import { chatTimeLabel } from "../chat-time";
import { ChatThread } from "./chat-thread";
import * as styles from "./chats.module.css";

export type ChatsPageProps = {
  /** `?id=` of the address: one conversation; null: the list */
  chatId: number | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  now?: () => Date;
  /** milliseconds between two polls of an open conversation while the tab is visible */
  pollIntervalMs?: number;
};

export function Status({ children = "読み込んでいます…" }: { children?: React.ReactNode }) {
  return (
    <p className={styles.status} role="status" aria-busy="true">
      {children}
    </p>
  );
}

function SignIn({ returnTo }: { returnTo: string }) {
  return (
    <section className={styles.card}>
      <RedirectToLogin returnTo={returnTo} />
      <h1 className={styles.heading}>ログインが必要です</h1>
      <p role="alert">メッセージを見るにはログインしてください。ログイン後、この画面に戻ります。</p>
      <ButtonLink variant="primary" size="large" to={loginPathFor(returnTo)}>
        ログインする
      </ButtonLink>
    </section>
  );
}

/**
 * /chats (spec §2): the signed-in student's conversations with companies, and with `?id=` one conversation. Rendered
 * in the browser only (personal; the page is noindex).
 */
export function ChatsPage({
  chatId,
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
  pollIntervalMs = 10_000,
}: ChatsPageProps) {
  const user = useCurrentUser(userStore);
  const returnTo = chatId === null ? CHATS_PATH : chatThreadPath(chatId);
  if (user.status === "loading") return <Status />;
  if (user.status === "anonymous") return <SignIn returnTo={returnTo} />;
  return chatId === null ? (
    <ChatList client={client} now={now} />
  ) : (
    <ChatThread
      key={chatId}
      chatId={chatId}
      client={client}
      userStore={userStore}
      now={now}
      pollIntervalMs={pollIntervalMs}
    />
  );
}

type ListLoad =
  | { kind: "loading" }
  | { kind: "ready"; chats: ChatSummary[]; total: number; pages: number }
  | { kind: "signed_out" }
  | { kind: "failed" };

/** The loaded pages plus the next one; a conversation that moved up between the two requests is kept once, where it was. */
function withNextPage(chats: ChatSummary[], next: ChatSummary[]): ChatSummary[] {
  const known = new Set(chats.map((chat) => chat.id));
  return [...chats, ...next.filter((chat) => !known.has(chat.id))];
}

type ShownPages = { chats: ChatSummary[]; total: number; pages: number };

function ChatList({ client, now }: { client: ApiRequester; now: () => Date }) {
  const firstPage = useApiQuery(apiQuery(apiPaths.chats, {}, client));
  // the pages shown after さらに表示 (null: the first page's answer)
  const [morePages, setMorePages] = React.useState<ShownPages | null>(null);
  const [more, setMore] = React.useState<"idle" | "loading" | "failed">("idle");
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const focusIndex = React.useRef<number | null>(null);

  const load: ListLoad = React.useMemo(() => {
    if (morePages) return { kind: "ready", ...morePages };
    if (firstPage.data)
      return { kind: "ready", chats: firstPage.data.chats, total: firstPage.data.total_counts, pages: 1 };
    if (firstPage.error)
      return firstPage.error instanceof ResponseError && firstPage.error.status === 401
        ? { kind: "signed_out" }
        : { kind: "failed" };
    return { kind: "loading" };
  }, [morePages, firstPage.data, firstPage.error]);

  React.useEffect(() => {
    if (load.kind === "ready") headingRef.current?.focus();
  }, [load.kind]);

  React.useEffect(() => {
    // after さらに表示, the first conversation it added takes the focus (the button may be gone)
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("a")[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [load]);

  const showMore = async () => {
    if (load.kind !== "ready" || more === "loading") return;
    setMore("loading");
    try {
      const next = await apiGet(apiPaths.chats, { query: { page: load.pages + 1 } }, { client });
      focusIndex.current = load.chats.length;
      setMorePages({ chats: withNextPage(load.chats, next.chats), total: next.total_counts, pages: load.pages + 1 });
      setMore("idle");
    } catch {
      setMore("failed");
    }
  };

  if (load.kind === "loading") return <Status />;
  if (load.kind === "signed_out") return <SignIn returnTo={CHATS_PATH} />;
  if (load.kind === "failed") {
    return (
      <section className={styles.card}>
        <h1 className={styles.heading}>メッセージを読み込めませんでした</h1>
        <p role="alert">通信環境をご確認のうえ、時間をおいてもう一度お試しください。</p>
      </section>
    );
  }
  const at = now();
  return (
    <section className={styles.card} aria-labelledby="chats-heading">
      <h1 id="chats-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        メッセージ
      </h1>
      {load.chats.length === 0 ? (
        <p>メッセージはまだありません。企業からのスカウトやメッセージは、ここに届きます。</p>
      ) : (
        <ul ref={listRef} className={styles.chatList}>
          {load.chats.map((chat) => (
            <li key={chat.id}>
              <Link to={chatThreadPath(chat.id)} className={styles.chatRow}>
                <CompanyAvatar initialChar={chat.company.initial_char} logoUrl={chat.company.square_logo} />
                <span className={styles.chatMain}>
                  <span className={styles.chatCompany}>
                    {chat.scout?.status === "pending" && <span className={styles.scoutTag}>スカウト</span>}
                    {chat.company.name}
                  </span>
                  <span className={styles.chatExcerpt}>
                    {chat.last_message
                      ? `${chat.last_message.sender_type === "user" ? "あなた: " : ""}${chat.last_message.excerpt}`
                      : "メッセージはまだありません"}
                  </span>
                </span>
                <span className={styles.chatMeta}>
                  {chat.last_message && (
                    <time dateTime={chat.last_message.created_at}>
                      {chatTimeLabel(chat.last_message.created_at, at)}
                    </time>
                  )}
                  {chat.unread_count > 0 && <span className={styles.unread}>未読 {chat.unread_count}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {load.chats.length < load.total && (
        <div className={styles.more}>
          <Button variant="secondary" disabled={more === "loading"} onClick={() => void showMore()}>
            {more === "loading" ? "読み込んでいます…" : `さらに表示（残り${load.total - load.chats.length}件）`}
          </Button>
          {more === "failed" && (
            <p role="alert" className={styles.fieldError}>
              読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。
            </p>
          )}
        </div>
      )}
    </section>
  );
}
