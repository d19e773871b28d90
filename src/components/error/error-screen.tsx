import * as React from "react";
import { Link } from "gatsby";
import { ErrorIllustration } from "./error-illustration";
import { useBotUserAgent } from "@/lib/monitoring/use-bot-user-agent";
import type { ErrorViewModel } from "./error-view-model";
import * as styles from "./error-screen.module.css";

export const GUIDE_PATH = "/infos/guide";

export const BOT_ERROR_PAGE_LOG = "クローラーのためエラーページを表示しません:";

/**
 * Spec §2/§4 error screen: illustration, title, message, a button back to the top page and the guide link.
 * Spec §8: a crawler gets no error page, the error is logged only.
 */
export function ErrorScreen({ error }: { error: ErrorViewModel }) {
  const bot = useBotUserAgent();
  React.useEffect(() => {
    if (bot) console.warn(BOT_ERROR_PAGE_LOG, error.status, window.location.pathname);
  }, [bot, error.status]);
  if (bot) return null;
  return (
    <section className={`container ${styles.screen}`} aria-labelledby={error.title ? "error-title" : undefined}>
      {error.image && <ErrorIllustration image={error.image} className={styles.illustration} />}
      {error.title && (
        <h1 id="error-title" className={styles.title}>
          {error.title}
        </h1>
      )}
      {error.message && <p className={styles.message}>{error.message}</p>}
      <div className={styles.actions}>
        <Link to="/" className={styles.primaryButton}>
          トップページへ戻る
        </Link>
        <Link to={GUIDE_PATH} className={styles.guideLink}>
          サイトの使い方を見る
        </Link>
      </div>
      {error.technicalMessage && (
        <p className={styles.technical}>
          <small>
            エラー内容（お問い合わせの際にお伝えください）:{" "}
            <code data-testid="error-technical-message">{error.technicalMessage}</code>
          </small>
        </p>
      )}
    </section>
  );
}
