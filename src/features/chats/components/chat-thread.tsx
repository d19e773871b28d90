import { Link } from "gatsby";
import * as React from "react";
import { Button } from "@/components/button";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { ChatMessage, ChatThreadResponse } from "@core/api/chats";
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError, chatMessageLength } from "@core/chats/chat-message-rules";
import { CHATS_PATH } from "@core/chats/chat-routes";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester } from "@/lib/api";
import { apiPost } from "@/lib/api/api-call";
import { ResponseError } from "@/lib/api/errors";
import { tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { withCsrfRetry, type CurrentUserStore } from "@/features/auth";
import { getChatThread, scoutDeclineBody } from "../api/chat-endpoints";
import { chatTimeLabel } from "../chat-time";
import { MessageText } from "./message-text";
import { ScoutPanel } from "./scout-panel";
import * as styles from "./chats.module.css";

type ThreadLoad =
  | { kind: "loading" }
  | { kind: "ready"; thread: ChatThreadResponse }
  | { kind: "not_found" }
  | { kind: "failed" };

type ChatThreadProps = {
  chatId: number;
  client: ApiRequester;
  userStore: CurrentUserStore;
  now: () => Date;
  pollIntervalMs: number;
};

const isVisible = () => typeof document === "undefined" || document.visibilityState !== "hidden";

/**
 * One conversation: its messages oldest first, read marking when shown, and the composer. New messages arrive
 * without a reload: the thread is asked for again every `pollIntervalMs` while the tab is visible and at once when
 * it becomes visible or focused, with the last ETag, so an unchanged thread costs a 304 without a body.
 */
export function ChatThread({ chatId, client, userStore, now, pollIntervalMs }: ChatThreadProps) {
  const [load, setLoad] = React.useState<ThreadLoad>({ kind: "loading" });
  const etag = React.useRef<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const endRef = React.useRef<HTMLDivElement>(null);
  const inFlight = React.useRef(false);

  const poll = React.useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const answer = await getChatThread(client, chatId, { etag: etag.current });
      if (answer.kind === "unchanged") return;
      etag.current = answer.etag;
      setLoad({ kind: "ready", thread: answer.thread });
    } catch (error) {
      setLoad((current) => {
        if (error instanceof ResponseError && error.status === 404) return { kind: "not_found" };
        // a failed poll keeps the messages on screen; only a first load that fails says so
        return current.kind === "ready" ? current : { kind: "failed" };
      });
    } finally {
      inFlight.current = false;
    }
  }, [client, chatId]);

  React.useEffect(() => {
    void poll();
    const timer = window.setInterval(() => {
      if (isVisible()) void poll();
    }, pollIntervalMs);
    const onVisible = () => {
      if (isVisible()) void poll();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [poll, pollIntervalMs]);

  const unread =
    load.kind === "ready"
      ? load.thread.messages.filter((message) => message.sender_type === "company" && message.read_at === null).length
      : 0;
  const lastId = load.kind === "ready" ? (load.thread.messages.at(-1)?.id ?? 0) : 0;

  // Shown is read: mark the company's messages read while the tab is visible, then the header's badge follows.
  React.useEffect(() => {
    if (unread === 0 || !isVisible()) return;
    withCsrfRetry(() => apiPost(apiPaths.chatRead, { params: { chat_id: chatId } }, { client }))
      .then(({ unread_comments_count }) => {
        userStore.updateUser({ unread_comments_count });
        etag.current = null;
        void poll();
      })
      .catch(() => undefined); // the next poll shows them unread still; nothing to tell the student
  }, [client, chatId, unread, lastId, userStore, poll]);

  React.useEffect(() => {
    if (load.kind === "ready") headingRef.current?.focus();
  }, [load.kind]);

  React.useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [lastId]);

  if (load.kind === "loading") {
    return (
      <p className={styles.status} role="status" aria-busy="true">
        読み込んでいます…
      </p>
    );
  }
  if (load.kind === "not_found" || load.kind === "failed") {
    return (
      <section className={styles.card}>
        <h1 className={styles.heading}>
          {load.kind === "not_found" ? "メッセージが見つかりません" : "メッセージを読み込めませんでした"}
        </h1>
        <p role="alert">
          {load.kind === "not_found"
            ? "このメッセージは存在しないか、表示できません。"
            : "通信環境をご確認のうえ、時間をおいてもう一度お試しください。"}
        </p>
        <p>
          <Link to={CHATS_PATH}>メッセージ一覧へ</Link>
        </p>
      </section>
    );
  }

  const { chat, messages } = load.thread;
  const at = now();
  return (
    <section className={`${styles.card} ${styles.thread}`} aria-labelledby="thread-heading">
      <p className={styles.back}>
        <Link to={CHATS_PATH}>← メッセージ一覧</Link>
      </p>
      <div className={styles.threadHeader}>
        <CompanyAvatar initialChar={chat.company.initial_char} logoUrl={chat.company.square_logo} />
        <h1 id="thread-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {chat.company.name}
        </h1>
      </div>
      {chat.scout && (
        <ScoutPanel
          scout={chat.scout}
          companyName={chat.company.name}
          accept={() =>
            withCsrfRetry(() => apiPost(apiPaths.chatScoutAccept, { params: { chat_id: chatId } }, { client }))
          }
          decline={(reason) =>
            withCsrfRetry(() =>
              apiPost(
                apiPaths.chatScoutDecline,
                { params: { chat_id: chatId }, body: scoutDeclineBody(reason) },
                { client },
              ),
            )
          }
          onAnswered={(scout) => {
            setLoad((current) =>
              current.kind === "ready"
                ? { kind: "ready", thread: { ...current.thread, chat: { ...current.thread.chat, scout } } }
                : current,
            );
            etag.current = null;
          }}
        />
      )}
      <ol className={styles.messages} aria-label="メッセージ">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} companyName={chat.company.name} now={at} />
        ))}
      </ol>
      <div ref={endRef} />
      {chat.scout && chat.scout.status !== "accepted" ? (
        <p className={styles.composerClosed}>
          {chat.scout.status === "pending"
            ? "スカウトに「興味あり」と回答すると、メッセージを送れるようになります。"
            : "このスカウトにはメッセージを送れません。"}
        </p>
      ) : (
        <Composer
          send={(body) =>
            withCsrfRetry(() =>
              apiPost(apiPaths.chatMessages, { params: { chat_id: chatId }, body: { body } }, { client }),
            )
          }
          onSent={(message) => {
            setLoad((current) =>
              current.kind === "ready" && !current.thread.messages.some((known) => known.id === message.id)
                ? { kind: "ready", thread: { ...current.thread, messages: [...current.thread.messages, message] } }
                : current,
            );
            etag.current = null; // the thread changed: the next poll takes the server's whole answer
          }}
        />
      )}
    </section>
  );
}

function MessageItem({ message, companyName, now }: { message: ChatMessage; companyName: string; now: Date }) {
  const mine = message.sender_type === "user";
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      <p className={styles.sender}>{mine ? "あなた" : companyName}</p>
      <p className={styles.bubble}>
        <MessageText text={message.body} />
      </p>
      <p className={styles.messageMeta}>
        <time dateTime={tokyoDateTimeAttribute(message.created_at)}>{chatTimeLabel(message.created_at, now)}</time>
        {mine && message.read_at && <span>既読</span>}
      </p>
    </li>
  );
}

/** The composer: Enter adds a line, Ctrl+Enter (⌘+Enter) sends; the rules are the API's (chat-message-rules). */
function Composer({
  send,
  onSent,
}: {
  send: (body: string) => Promise<{ message: ChatMessage }>;
  onSent: (message: ChatMessage) => void;
}) {
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const id = React.useId();
  const fieldRef = React.useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (sending) return;
    const broken = chatMessageError(body);
    setError(broken);
    if (broken) {
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const { message } = await send(body);
      setBody("");
      onSent(message);
    } catch {
      setError("送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。");
    } finally {
      setSending(false);
      fieldRef.current?.focus();
    }
  };

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className={styles.composerLabel}>
        メッセージを入力
      </label>
      <textarea
        id={id}
        ref={fieldRef}
        className={styles.textarea}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {chatMessageLength(body)}/{CHAT_MESSAGE_MAX_LENGTH}文字・Ctrl+Enter（Macは⌘+Enter）で送信
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.composerActions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? "送信しています…" : "送信する"}
        </Button>
      </div>
    </form>
  );
}
