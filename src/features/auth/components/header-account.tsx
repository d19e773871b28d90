import * as React from "react";
import type { CurrentUser } from "@core/api/current-user";
import { ACCOUNT_SETTINGS_PATH } from "@core/account-settings";
import { ATTENDANCE_PATH } from "@core/checkin/attendance-path";
import { CHATS_PATH } from "@core/chats/chat-routes";
import { NOTIFICATIONS_PATH, WHATS_NEW_PATH } from "@core/notices/notice-paths";
import { PRIVACY_SETTINGS_PATH } from "@core/privacy";
import type { CurrentUserState, CurrentUserStore } from "../current-user-store";
import { useCurrentUser } from "../use-current-user";
import * as styles from "./header-account.module.css";

interface Badge {
  key: "notification" | "whats_new" | "comments";
  label: string;
  count: number;
}

/** The unread counts worth a badge (zero counts show none), each with its Japanese label. */
export function unreadBadges(user: CurrentUser): Badge[] {
  const badges: Badge[] = [
    { key: "notification", label: "未読のお知らせ", count: user.notification_unread_count },
    { key: "whats_new", label: "未読の新着情報", count: user.whats_new_unread_count },
    { key: "comments", label: "未読のコメント", count: user.unread_comments_count },
  ];
  return badges.filter((badge) => badge.count > 0);
}

/** Where each badge leads: unread messages are read on /chats, お知らせ on /notifications, 新着情報 on /whats_new. */
const BADGE_PATHS: Readonly<Record<Badge["key"], string>> = {
  notification: NOTIFICATIONS_PATH,
  whats_new: WHATS_NEW_PATH,
  comments: CHATS_PATH,
};

/**
 * The header's badges: お知らせ and 新着情報 always (with no unread ones they are quiet links, so both lists stay one
 * click away), 未読のコメント while there are some.
 */
export function headerBadges(user: CurrentUser): Badge[] {
  const unread = unreadBadges(user);
  const always: Badge[] = [
    { key: "notification", label: "お知らせ", count: user.notification_unread_count },
    { key: "whats_new", label: "新着情報", count: user.whats_new_unread_count },
  ];
  return [
    ...always.map((badge) => unread.find((known) => known.key === badge.key) ?? badge),
    ...unread.filter((badge) => badge.key === "comments"),
  ];
}

/** `山田 太郎さん`; a student without a registered name is addressed as 会員. */
export function displayName(user: CurrentUser): string {
  const name = [user.last_name, user.first_name].filter((part) => part && part.trim() !== "").join(" ");
  return `${name || "会員"}さん`;
}

function BadgeIcon({ kind }: { kind: Badge["key"] }) {
  const paths: Record<Badge["key"], string> = {
    notification:
      "M8 1.5a4 4 0 0 0-4 4v2.6L2.7 10.6a.6.6 0 0 0 .5.9h9.6a.6.6 0 0 0 .5-.9L12 8.1V5.5a4 4 0 0 0-4-4Zm-1.8 11a1.9 1.9 0 0 0 3.6 0Z",
    whats_new: "M8 1l1.8 4.2L14 7l-4.2 1.8L8 13l-1.8-4.2L2 7l4.2-1.8Z",
    comments:
      "M2 3.5A1.5 1.5 0 0 1 3.5 2h9A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H7l-3 3v-3h-.5A1.5 1.5 0 0 1 2 9.5Z",
  };
  return (
    <svg className={styles.badgeIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="currentColor" />
    </svg>
  );
}

function BadgeContent({ badge }: { badge: Badge }) {
  if (badge.count === 0) {
    return (
      <>
        <BadgeIcon kind={badge.key} />
        <span className="visually-hidden">{badge.label}</span>
      </>
    );
  }
  return (
    <>
      <BadgeIcon kind={badge.key} />
      <span aria-hidden="true">{badge.count > 99 ? "99+" : badge.count}</span>
      <span className="visually-hidden">{`${badge.label} ${badge.count}件`}</span>
    </>
  );
}

function UnreadBadges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge.key} data-badge={badge.key} data-count={badge.count}>
          <a
            href={BADGE_PATHS[badge.key]}
            className={badge.count > 0 ? styles.badge : `${styles.badge} ${styles.badgeQuiet}`}
            title={badge.count > 0 ? `${badge.label} ${badge.count}件` : badge.label}
          >
            <BadgeContent badge={badge} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
    </svg>
  );
}

/** Links and state shared by the desktop row and the phone menu. */
function AccountContent({ state, variant }: { state: CurrentUserState; variant: "desktop" | "phone" }) {
  if (state.status === "loading") {
    return (
      <div className={styles.placeholder} aria-busy="true">
        <span className="visually-hidden">ログイン状態を確認しています</span>
      </div>
    );
  }
  if (state.status === "anonymous") {
    return (
      <div className={styles.anonymous}>
        <a href="/login" className={styles.login}>
          ログイン
        </a>
        <a href="/user_registrations" className={styles.register}>
          新規会員登録
        </a>
      </div>
    );
  }
  const badges = headerBadges(state.user);
  return (
    <div className={styles.signedIn} data-variant={variant}>
      <p className={styles.name} title={displayName(state.user)}>
        {displayName(state.user)}
      </p>
      <UnreadBadges badges={badges} />
      <a href={ATTENDANCE_PATH} className={styles.tickets}>
        参加チケット
      </a>
      {/* the desktop slot is 200 px wide: 「設定」 there (/settings links on to プライバシー設定), named in full for
          assistive technology; the phone menu has room for both */}
      <a
        href={ACCOUNT_SETTINGS_PATH}
        className={styles.settings}
        aria-label={variant === "desktop" ? "アカウント設定" : undefined}
      >
        {variant === "desktop" ? "設定" : "アカウント設定"}
      </a>
      {variant === "phone" && (
        <a href={PRIVACY_SETTINGS_PATH} className={styles.privacy}>
          プライバシー設定
        </a>
      )}
      <a href="/logout" className={styles.logout}>
        ログアウト
      </a>
    </div>
  );
}

/**
 * The header's sign-in state (site-header's account slot). The slot's box is the same in every state: 200 × 44 px on
 * wide screens, a 44 px menu button on phones whose panel holds the same links.
 */
export function HeaderAccount({ store }: { store?: CurrentUserStore }) {
  const state = useCurrentUser(store);
  const unreadTotal =
    state.status === "signed_in" ? unreadBadges(state.user).reduce((sum, badge) => sum + badge.count, 0) : 0;
  const menuLabel = state.status === "signed_in" ? "アカウントメニュー" : "ログイン・会員登録メニュー";

  return (
    <div className={styles.account} data-account-state={state.status}>
      <div className={styles.desktop}>
        <AccountContent state={state} variant="desktop" />
      </div>
      <details className={styles.phone}>
        <summary className={styles.menuButton} aria-label={menuLabel}>
          <PersonIcon />
          {unreadTotal > 0 && <span className={styles.dot} aria-hidden="true" />}
        </summary>
        <div className={styles.menuPanel}>
          <AccountContent state={state} variant="phone" />
        </div>
      </details>
    </div>
  );
}
