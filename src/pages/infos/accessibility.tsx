import * as React from "react";
import type { HeadFC } from "gatsby";
import { InfoPage, TableScroll, type InfoSection } from "@/components/info-page";
import { CONTACT_EMAIL } from "@/components/info-page/operator-details";
import { SeoHead } from "@/components/seo";
import {
  ACCESSIBILITY_TEST_DATE,
  ACCESSIBILITY_TOOLS,
  ACCESSIBILITY_VIEWPORTS,
  TESTED_TEMPLATES,
  type TestedAudience,
} from "@/lib/accessibility/accessibility-test-plan";
import { OPERATOR_NAME } from "@core/site/operator";

const audienceLabels: Record<TestedAudience, string> = {
  anonymous: "未ログイン",
  both: "未ログイン・ログイン",
  "signed-in": "ログイン",
};

function japaneseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${year}年${month}月${day}日`;
}

const testDate = japaneseDate(ACCESSIBILITY_TEST_DATE);

function TestedPagesTable() {
  return (
    <TableScroll>
      <table>
        <caption>試験したページ（テンプレートごとに1ページ、{TESTED_TEMPLATES.length}種類）</caption>
        <thead>
          <tr>
            <th scope="col">ページの種類</th>
            <th scope="col">URL</th>
            <th scope="col">状態</th>
          </tr>
        </thead>
        <tbody>
          {TESTED_TEMPLATES.map((template) => (
            <tr key={template.key}>
              <th scope="row">{template.name}</th>
              <td>
                <code>{template.route}</code>
              </td>
              <td>{audienceLabels[template.audience]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const sections: InfoSection[] = [
  {
    id: "policy",
    heading: "1. 方針",
    content: (
      <>
        <p>
          {OPERATOR_NAME}
          は、障害のある方や高齢の方、スマートフォンだけで就職活動をする方を含め、だれもがミライキャリアでイベントや企業の情報を探し、エントリーできるよう、ウェブアクセシビリティの確保と向上に取り組みます。
        </p>
        <dl>
          <dt>対象範囲</dt>
          <dd>ミライキャリアのウェブサイト全体（このサイトのドメインで提供するすべてのページ）</dd>
          <dt>準拠する規格</dt>
          <dd>JIS X 8341-3:2016（WCAG 2.0 と一致）。あわせて WCAG 2.2 のレベルAAの達成基準でも試験しています。</dd>
          <dt>目標とする適合レベル</dt>
          <dd>レベルAA</dd>
        </dl>
      </>
    ),
  },
  {
    id: "results",
    heading: "2. 試験結果",
    content: (
      <>
        <dl>
          <dt>試験日</dt>
          <dd>
            <time dateTime={ACCESSIBILITY_TEST_DATE}>{testDate}</time>
          </dd>
          <dt>適合状況</dt>
          <dd>
            レベルAA
            一部準拠。試験したすべてのページで、下記の自動試験による問題は0件です。ただし、試験は自動試験とキーボード操作の試験で、すべての達成基準を人の目で確かめたものではありません。また「4.
            既知の例外」に挙げた点が残っています。
          </dd>
        </dl>
        <TestedPagesTable />
      </>
    ),
  },
  {
    id: "method",
    heading: "3. 試験方法",
    content: (
      <ul>
        <li>
          axe-core {ACCESSIBILITY_TOOLS.axeCore}（Playwright から実行）で、WCAG 2.0・2.1・2.2
          のレベルA・AAの達成基準に当たる規則をすべてのページで確認（違反0件）
        </li>
        <li>
          Nu HTML Checker（vnu-jar {ACCESSIBILITY_TOOLS.nuHtmlChecker}
          ）で、サーバーが返すHTMLと表示後のHTMLを検証（エラー0件）
        </li>
        <li>
          キーボードだけ（Tab・Shift+Tab・Enter・Space・矢印キー）で、ログイン、会員登録の入力、イベントへのエントリーを最後まで操作できること、フォーカスの位置が見えること、ダイアログの中にフォーカスがとどまり閉じると元に戻ることを確認
        </li>
        <li>
          ページを移動したとき、見出しにフォーカスが移り、新しいページの名前が読み上げ用の領域に伝えられることを確認
        </li>
        <li>
          ブラウザ: {ACCESSIBILITY_TOOLS.browser}。画面の大きさ:{" "}
          {ACCESSIBILITY_VIEWPORTS.map((viewport) => `${viewport.label}（${viewport.width}×${viewport.height}）`).join(
            "、",
          )}
        </li>
        <li>ログインしていない状態と、サンプルの学生アカウントでログインした状態（上の表の「状態」）</li>
      </ul>
    ),
  },
  {
    id: "exceptions",
    heading: "4. 既知の例外",
    content: (
      <ul>
        <li>
          字幕のない動画があります（達成基準
          1.2.2）。字幕ファイルが登録された動画だけに日本語字幕を表示しています。字幕のない動画は、順次字幕を付けていきます。
        </li>
        <li>
          YouTube の動画を埋め込んだページでは、再生ボタンを押したあとに表示される YouTube
          のプレーヤーは試験の対象外です。
        </li>
        <li>
          企業やイベントの掲載者が登録した画像・文章（画像の中の文字など）は、掲載者の責任で用意されたもので、試験の対象外です。
        </li>
        <li>スクリーンリーダーを使った人の手による試験は、まだ行っていません。</li>
      </ul>
    ),
  },
  {
    id: "contact",
    heading: "5. お問い合わせ",
    content: (
      <p>
        使いにくい点や読み上げの問題にお気づきの場合は、ページのURLと内容を添えて{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> までお知らせください。
      </p>
    ),
  },
];

export default function AccessibilityPage() {
  return (
    <InfoPage
      title="ウェブアクセシビリティ方針"
      lead={
        <p>
          ミライキャリアのウェブアクセシビリティへの取り組みと、JIS X 8341-3:2016 に基づく試験の結果をお知らせします。
        </p>
      }
      sections={sections}
      dates={[`${testDate} 試験`]}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    title="ウェブアクセシビリティ方針"
    description="ミライキャリアのウェブアクセシビリティ方針と試験結果。JIS X 8341-3:2016 のレベルAAを目標に、試験したページ、試験日、試験方法、既知の例外をお知らせします。"
    path="/infos/accessibility"
    keywords={["ミライキャリア", "ウェブアクセシビリティ", "JIS X 8341-3", "アクセシビリティ方針"]}
    location={location}
  />
);
