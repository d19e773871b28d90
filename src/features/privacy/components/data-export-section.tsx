import * as React from "react";
import { Button } from "@/components/button";
import type { ApiRequester } from "@/lib/api";
import { getDataExport } from "../api/data-export";
import { needsReauthentication, privacyErrorMessage } from "../privacy-error-message";
import { saveJsonFile } from "../save-json-file";
import * as styles from "./privacy.module.css";

export type DataExportSectionProps = {
  client: ApiRequester;
  reauthenticated: boolean;
  /** the server asked for a new code: back to 本人確認 with this message */
  onReauthenticationNeeded: (message: string) => void;
  save?: (data: unknown, filename: string) => void;
};

/** データのダウンロード: everything held about the student as one JSON file, saved from memory (no URL carries it). */
export function DataExportSection({
  client,
  reauthenticated,
  onReauthenticationNeeded,
  save = saveJsonFile,
}: DataExportSectionProps) {
  const id = React.useId();
  const [busy, setBusy] = React.useState(false);
  const [message, setMessage] = React.useState<{ kind: "done" | "error"; text: string } | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const { data, filename } = await getDataExport(client);
      save(data, filename);
      setMessage({ kind: "done", text: `${filename} をダウンロードしました。` });
    } catch (error) {
      if (needsReauthentication(error)) onReauthenticationNeeded(privacyErrorMessage(error));
      else setMessage({ kind: "error", text: privacyErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        2. データをダウンロード
      </h2>
      <p>当サービスが保有するあなたの情報を、JSON形式のファイル1つにまとめてダウンロードできます。</p>
      {reauthenticated ? (
        <div className={styles.actions}>
          <Button variant="primary" size="large" onClick={download} disabled={busy}>
            {busy ? "準備しています…" : "データをダウンロード（JSON）"}
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>先に「1. 本人確認」を済ませてください。</p>
      )}
      {message && (
        <p
          className={message.kind === "error" ? styles.error : styles.notice}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
