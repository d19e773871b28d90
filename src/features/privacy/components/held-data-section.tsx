import * as React from "react";
import * as styles from "./privacy.module.css";

/** 保有している情報: what the export holds and the deletion erases (docs/privacy.md is the full account). */
export function HeldDataSection() {
  const id = React.useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        当サービスが保有しているあなたの情報
      </h2>
      <p>個人情報保護法に基づき、次の情報をいつでもダウンロードでき、アカウントとともに削除できます。</p>
      <ul className={styles.list}>
        <li>プロフィール（メールアドレス、氏名、生年月日、住所、電話番号、学校・学部など）</li>
        <li>会員登録の回答（志望業界・職種・勤務地、活動、学生時代に力を入れたことなど）</li>
        <li>イベントへのエントリー、設問への回答、会場でのチェックイン</li>
        <li>フォローした企業、クリップしたイベント、最近見たイベント</li>
        <li>投稿したクチコミ</li>
        <li>企業とのメッセージ、スカウト、お知らせ</li>
        <li>利用規約・プライバシーポリシーへの同意（版と日時）、メール配信の設定</li>
        <li>ログイン履歴（日時と方法。IPアドレスは保存していません）</li>
      </ul>
    </section>
  );
}
