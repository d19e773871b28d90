import * as React from "react";
import { renderSVG } from "uqr";
import { apiPaths } from "@core/api-paths";
import type { DoorScreenResponse } from "@core/api/door-screen";
import { DOOR_TOKEN_HEADER } from "@core/checkin/door-screen-path";
import { formatTokyoDateTime, formatTokyoTime } from "@core/dates/tokyo-date";
import { api, type ApiRequester } from "@/lib/api";
import { apiGet } from "@/lib/api/api-call";
import { ResponseError } from "@/lib/api/errors";
import { useApiQuery } from "@/lib/data";
import { FocusHeading } from "@/components/focus-heading";
import * as styles from "./door-screen.module.css";

/** How often the door screen asks for the count (and the code: a new one shows within this of its window). */
export const DOOR_POLL_MS = 5_000;

export type DoorScreenPageProps = {
  /** the door link's token from the address's fragment; null when there is none */
  token: string | null;
  client?: ApiRequester;
  /** the clock (tests) */
  now?: () => number;
};

function InvalidLink() {
  return (
    <div className={styles.screen}>
      <FocusHeading focusKey="door-invalid" className={styles.messageHeading}>
        この受付画面のリンクは使えません
      </FocusHeading>
      <p role="alert" className={styles.message}>
        リンクが正しくないか、有効期限が切れています。イベント担当者に新しい受付画面のリンクを発行してもらってください。
      </p>
    </div>
  );
}

/** The rotating code as a large QR code; the URL it encodes is in `data-qr-url` and written below it for staff. */
function DoorQr({ url }: { url: string }) {
  const svg = React.useMemo(() => renderSVG(url, { border: 2 }), [url]);
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label="受付用QRコード（スマートフォンで読み取ってください）"
      data-qr-url={url}
      // The SVG is generated from the URL by uqr in this browser (no markup of the server's reaches it).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function FullscreenButton({ target }: { target: React.RefObject<HTMLElement | null> }) {
  const [active, setActive] = React.useState(false);
  const [supported, setSupported] = React.useState(false);
  React.useEffect(() => {
    setSupported(typeof document.documentElement.requestFullscreen === "function");
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  if (!supported) return null;
  return (
    <button
      type="button"
      className={styles.fullscreen}
      onClick={() => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void target.current?.requestFullscreen();
      }}
    >
      {active ? "全画面表示を終了" : "全画面で表示"}
    </button>
  );
}

function Screen({ screen, stale, code }: { screen: DoorScreenResponse; stale: boolean; code: React.ReactNode }) {
  const panel = React.useRef<HTMLElement>(null);
  return (
    <section ref={panel} className={styles.screen} aria-label="受付画面" data-door-kind={screen.kind}>
      <header className={styles.head}>
        <p className={styles.eventTitle}>{screen.event_title}</p>
        <FocusHeading focusKey="door-screen" className={styles.target}>
          {screen.kind === "schedule" ? "会場受付" : "ブース受付"}：{screen.target_label}
        </FocusHeading>
      </header>
      <div className={styles.body}>
        <div className={styles.qrColumn}>
          {code}
          <p className={styles.instruction}>スマートフォンのカメラでQRコードを読み取ってください</p>
        </div>
        <div className={styles.side}>
          <p className={styles.countLabel} id="door-count-label">
            {screen.kind === "schedule" ? "受付済み" : "チェックイン済み"}
          </p>
          <p className={styles.count} aria-labelledby="door-count-label" aria-live="polite" data-testid="door-count">
            <span className={styles.countNumber}>{screen.checked_in_count}</span>
            <span className={styles.countUnit}>人</span>
          </p>
          {screen.expected_count !== null ? <p className={styles.expected}>予約 {screen.expected_count} 人</p> : null}
          {stale ? (
            <p className={styles.warning} role="status">
              接続できません。再接続しています…
            </p>
          ) : null}
          <FullscreenButton target={panel} />
        </div>
      </div>
      <footer className={styles.foot}>
        <p>
          {screen.kind === "schedule" ? "QRコードは5分ごとに自動で切り替わります。" : "QRコードは本日中有効です。"}
          受付コード <span className={styles.code}>{screen.code}</span>（{formatTokyoTime(screen.valid_until)}まで有効）
        </p>
        <p className={styles.url}>
          読み取り先: <span data-testid="door-qr-url">{screen.url}</span>
        </p>
        <p>この画面のリンクの有効期限: {formatTokyoDateTime(screen.link_expires_at)}</p>
      </footer>
    </section>
  );
}

/**
 * /door#{token}: the door screen for venue staff. With a valid door link it shows the current check-in code of its
 * schedule (or booth) as a large QR code and the number of check-ins, asking again every 5 seconds and at the moment
 * the next code comes; the QR code is drawn here (uqr), only this page loads it. Without a valid link (none,
 * expired, tampered: the API answers 401) it shows nothing but the message. A code past its validity is never shown.
 */
export function DoorScreenPage({ token, client = api, now = Date.now }: DoorScreenPageProps) {
  const query = useApiQuery<DoorScreenResponse>({
    queryKey: [apiPaths.doorScreen, token],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.doorScreen, {}, { client, signal, retry: false, headers: { [DOOR_TOKEN_HEADER]: token ?? "" } }),
    enabled: token !== null,
    refetchInterval: (current) => {
      const refreshAt = current.state.data ? Date.parse(current.state.data.refresh_at) - now() + 500 : DOOR_POLL_MS;
      return Math.max(1_000, Math.min(DOOR_POLL_MS, refreshAt));
    },
    refetchIntervalInBackground: true,
  });
  const error = query.error;
  if (token === null || (error instanceof ResponseError && error.status === 401)) return <InvalidLink />;
  if (error instanceof ResponseError && error.status === 404) {
    return (
      <div className={styles.screen}>
        <FocusHeading focusKey="door-not-found" className={styles.messageHeading}>
          この受付画面の日程は見つかりません
        </FocusHeading>
        <p role="alert" className={styles.message}>
          日程またはブースが削除されました。イベント担当者に確認してください。
        </p>
      </div>
    );
  }
  const screen = query.data;
  if (!screen) {
    if (error) {
      return (
        <div className={styles.screen}>
          <p role="alert" className={styles.message}>
            受付画面を読み込めませんでした。通信状態を確認しています…
          </p>
        </div>
      );
    }
    return (
      <div className={styles.screen}>
        <p role="status" aria-busy="true" className={styles.message}>
          受付画面を読み込んでいます…
        </p>
      </div>
    );
  }
  const expired = Date.parse(screen.valid_until) <= now();
  return (
    <Screen
      screen={screen}
      stale={error !== null}
      code={
        expired ? (
          <p role="alert" className={styles.message}>
            受付コードの有効期限が切れました。通信状態を確認してください。
          </p>
        ) : (
          <DoorQr url={screen.url} />
        )
      }
    />
  );
}
