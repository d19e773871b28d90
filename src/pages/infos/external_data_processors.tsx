import * as React from "react";
import { Link, type HeadFC } from "gatsby";
import { InfoPage, TableScroll, type InfoSection } from "@/components/info-page";
import { SeoHead } from "@/components/seo";
import { OPERATOR_NAME } from "@core/site/operator";

interface ExternalLink {
  label: string;
  href: string;
}

interface ExternalTransmission {
  id: string;
  service: string;
  recipient: string;
  information: string[];
  purpose: string;
  when: string;
  optOut: ExternalLink | string;
  policy: ExternalLink;
}

/** 電気通信事業法第27条の12（外部送信規律）: what leaves the student's browser, to whom and why. */
const transmissions: ExternalTransmission[] = [
  {
    id: "google-tag-manager",
    service: "Google タグマネージャー",
    recipient: "Google LLC（米国）",
    information: ["閲覧したページのURL", "参照元ページのURL", "ブラウザ・OSの種類、言語設定", "IPアドレス"],
    purpose: "本ページに記載のアクセス解析用タグ（Google アナリティクス）を配信・管理するため",
    when: "本番環境と公開前の確認用環境（ステージング）のすべてのページ。ページの表示が終わった後に読み込みます（開発用の環境やプレビューでは読み込みません）",
    optOut:
      "タグの配信のみを行うサービスで、個別の停止手段はありません。下記 Google アナリティクスのオプトアウトにより解析データの送信は止まります。",
    policy: { label: "Google プライバシーポリシー", href: "https://policies.google.com/privacy?hl=ja" },
  },
  {
    id: "google-analytics",
    service: "Google アナリティクス 4",
    recipient: "Google LLC（米国）",
    information: [
      "閲覧したページのURL（個人情報を含まないもの）、ページタイトル、参照元URL",
      "端末・ブラウザ・OSの種類、画面サイズ、言語設定、IPアドレスから推定されるおおよその地域",
      "Cookie に保存される識別子（_ga など）",
      "本サービス上の操作（ページ閲覧、検索、企業のフォロー、イベントへのエントリー、おすすめ・ポップアップの表示とクリックなど）",
      "ログイン中の会員については、会員を区別するための内部ID と、卒業年度・エントリーの有無・メール受信設定・スカウト受け取り設定（氏名・メールアドレス・電話番号は送信しません）",
    ],
    purpose: "本サービスの利用状況を統計的に把握し、ページや機能の改善に役立てるため",
    when: "本番環境のすべてのページ（確認用環境ではタグマネージャーを読み込んでも送信しません）",
    optOut: {
      label: "Google アナリティクス オプトアウト アドオン",
      href: "https://tools.google.com/dlpage/gaoptout?hl=ja",
    },
    policy: {
      label: "Google によるデータの使用",
      href: "https://policies.google.com/technologies/partner-sites?hl=ja",
    },
  },
  {
    id: "sentry",
    service: "Sentry（エラー監視）",
    recipient: "Functional Software, Inc.（米国）",
    information: [
      "発生したエラーの内容（エラーメッセージ、発生箇所のプログラム情報）",
      "エラーが発生したページのURL（個人情報を含まないもの）",
      "ブラウザ・OSの種類、発生日時、エラー直前の画面遷移や操作の種類",
    ],
    purpose: "画面の表示や操作で起きた不具合を検知し、原因を調べて修正するため",
    when: "本番環境のすべてのページで、エラーが発生したとき",
    optOut:
      "不具合の検知は本サービスの提供に必要なため、停止手段は設けていません。送信する情報から入力内容・氏名・メールアドレス等の個人情報は除いています。",
    policy: { label: "Sentry Privacy Policy（英語）", href: "https://sentry.io/privacy/" },
  },
  {
    id: "datadog-rum",
    service: "Datadog RUM（表示性能の監視）",
    recipient: "Datadog, Inc.（米国）",
    information: [
      "ページの読み込み時間・表示速度などの性能情報",
      "閲覧したページのURL（個人情報を含まないもの）、クリックなどの操作の種類、発生したエラー",
      "ブラウザ・端末・OSの種類、IPアドレスから推定されるおおよその地域",
      "一部の訪問についての画面の記録（セッションリプレイ）。フォームへの入力内容はすべて伏せ字にされ、送信されません",
    ],
    purpose: "ページの表示の遅さや操作しにくい箇所を把握し、品質を改善するため",
    when: "本番環境のすべてのページ（記録するのは訪問の一部です）",
    optOut:
      "品質監視は本サービスの提供に必要なため、停止手段は設けていません。入力内容は送信されない設定（入力マスク）で利用しています。",
    policy: { label: "Datadog Privacy Policy（英語）", href: "https://www.datadoghq.com/legal/privacy/" },
  },
];

function ExternalAnchor({ link }: { link: ExternalLink }) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden">（新しいタブで開きます）</span>
    </a>
  );
}

function TransmissionTable({ transmission }: { transmission: ExternalTransmission }) {
  return (
    <TableScroll>
      <table>
        <caption className="visually-hidden">{transmission.service}の外部送信</caption>
        <tbody>
          <tr>
            <th scope="row">送信先</th>
            <td>{transmission.recipient}</td>
          </tr>
          <tr>
            <th scope="row">送信される情報</th>
            <td>
              <ul>
                {transmission.information.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </td>
          </tr>
          <tr>
            <th scope="row">利用目的</th>
            <td>{transmission.purpose}</td>
          </tr>
          <tr>
            <th scope="row">送信されるページ</th>
            <td>{transmission.when}</td>
          </tr>
          <tr>
            <th scope="row">オプトアウト</th>
            <td>
              {typeof transmission.optOut === "string" ? (
                transmission.optOut
              ) : (
                <ExternalAnchor link={transmission.optOut} />
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">送信先のプライバシーポリシー</th>
            <td>
              <ExternalAnchor link={transmission.policy} />
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

const sections: InfoSection[] = [
  {
    id: "overview",
    heading: "外部送信について",
    content: (
      <>
        <p>
          {OPERATOR_NAME}
          は、電気通信事業法第27条の12（外部送信規律）に基づき、「ミライキャリア」のウェブサイトを閲覧した際に、利用者の端末から当社以外の事業者へ送信される情報について、以下のとおり公表します。
        </p>
        <p>
          送信先の事業者は、米国などの外国にあります。取得した情報の取り扱いについては「
          <Link to="/infos/privacy">プライバシーポリシー</Link>」もご覧ください。ブラウザの設定で Cookie
          を無効にしたり、広告・解析のブロック機能を利用したりすることで、一部の送信を止めることもできます。
        </p>
      </>
    ),
  },
  ...transmissions.map(
    (transmission): InfoSection => ({
      id: transmission.id,
      heading: transmission.service,
      content: <TransmissionTable transmission={transmission} />,
    }),
  ),
];

export default function ExternalDataProcessorsPage() {
  return <InfoPage title="電気通信事業法に基づく公表事項" sections={sections} dates={["2025年4月1日 更新"]} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    title="電気通信事業法に基づく公表事項"
    description="ミライキャリアのウェブサイトから外部の事業者へ送信される情報（送信先、送信される情報、利用目的、オプトアウト）を公表しています。"
    path="/infos/external_data_processors"
    keywords={["ミライキャリア", "外部送信", "電気通信事業法", "Cookie"]}
    location={location}
  />
);
