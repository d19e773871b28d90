import * as React from "react";
import { Link, type HeadFC } from "gatsby";
import { InfoPage, TableScroll, type InfoSection } from "@/components/info-page";
import { PRIVACY_CONTACT_EMAIL } from "@/components/info-page/operator-details";
import { SeoHead } from "@/components/seo";
import { OPERATOR_NAME } from "@core/site/operator";

interface CollectedItem {
  step: string;
  items: string;
  purpose: string;
  required: string;
}

const collectedItems: CollectedItem[] = [
  {
    step: "メールアドレスの登録",
    items: "メールアドレス、登録のきっかけ（流入元のキャンペーン情報、紹介コード）",
    purpose: "ログイン、本人確認、登録手続きのご案内、流入元ごとの効果測定",
    required: "必須",
  },
  {
    step: "基本情報",
    items: "氏名（漢字・カナ）、生年月日、郵便番号・住所（海外在住の場合はその旨）、電話番号",
    purpose: "本人確認、エントリー先企業からの連絡、イベント当日の受付、学生であることの確認",
    required: "必須",
  },
  {
    step: "所属",
    items: "学校種別、学校・学部・学科・専攻（一覧にない場合は手入力）、課程、卒業予定年度、学年、ゼミ・サークル",
    purpose: "卒業年度・学年に合ったイベントの表示、エントリー先企業への提供、統計分析",
    required: "ゼミ・サークル以外は必須",
  },
  {
    step: "志望業界・志望職種・希望勤務地・就活の軸",
    items: "志望する業界・職種（優先順位つき）、希望勤務地（都道府県）、企業選びで重視すること",
    purpose: "おすすめのイベント・企業の表示、スカウトのマッチング",
    required: "必須",
  },
  {
    step: "スカウト・活動歴・学生時代に力を入れたこと",
    items: "スカウト受け取りの可否、活動歴（区分と内容）、学生時代に力を入れたこと",
    purpose: "スカウトを希望した場合に掲載企業が閲覧するプロフィールとして使用",
    required: "任意",
  },
  {
    step: "おすすめイベント・提携サイト",
    items: "エントリーするイベントの日程、登録を希望する提携サイト",
    purpose: "選択したイベントへのエントリー、選択した提携サイトへの登録",
    required: "任意",
  },
  {
    step: "お知らせの受け取り",
    items: "メールマガジン受け取りの可否、女性向け・留学生向け情報の希望、体育会所属の有無",
    purpose: "ご希望に合ったお知らせの配信",
    required: "任意",
  },
];

const sections: InfoSection[] = [
  {
    id: "operator",
    heading: "1. 個人情報取扱事業者",
    content: (
      <p>
        {OPERATOR_NAME}（個人情報保護管理者へのお問い合わせ：
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>）
      </p>
    ),
  },
  {
    id: "collected-items",
    heading: "2. 会員登録でお預かりする情報と利用目的",
    content: (
      <>
        <p>会員登録は複数のステップに分かれています。各ステップでお預かりする情報と、その利用目的は次のとおりです。</p>
        <TableScroll minWidth={640}>
          <table>
            <caption>登録ステップごとの取得項目</caption>
            <thead>
              <tr>
                <th scope="col">ステップ</th>
                <th scope="col">お預かりする情報</th>
                <th scope="col">利用目的</th>
                <th scope="col">入力</th>
              </tr>
            </thead>
            <tbody>
              {collectedItems.map((item) => (
                <tr key={item.step}>
                  <th scope="row">{item.step}</th>
                  <td>{item.items}</td>
                  <td>{item.purpose}</td>
                  <td>{item.required}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </>
    ),
  },
  {
    id: "provision",
    heading: "3. 第三者への提供",
    content: (
      <ol>
        <li>
          イベントにエントリー・予約した場合、そのイベントを主催する企業に、氏名、連絡先、学校情報、卒業予定年度、エントリー時の回答を提供します。
        </li>
        <li>スカウトを受け取る設定にした場合、掲載企業は氏名・連絡先を除くプロフィールを閲覧できます。</li>
        <li>登録時に提携サイトを選択した場合、その提携サイトの運営会社に、登録画面に表示した項目を提供します。</li>
        <li>上記のほかは、法令に基づく場合を除き、ご本人の同意なく第三者に提供しません。</li>
      </ol>
    ),
  },
  {
    id: "processors",
    heading: "4. 取り扱いの委託",
    content: (
      <p>
        データの保管、メール配信、アクセス解析、障害監視のため、個人情報の取り扱いを外部事業者に委託することがあります。委託先は契約により安全管理を義務づけ、適切に監督します。
      </p>
    ),
  },
  {
    id: "voluntary",
    heading: "5. 任意項目と必須項目",
    content: (
      <p>
        必須項目をご入力いただけない場合、会員登録を完了できず、イベントへのエントリーなど一部のサービスをご利用いただけません。任意項目は入力しなくても会員登録を完了できます。
      </p>
    ),
  },
  {
    id: "requests",
    heading: "6. 開示等のご請求",
    content: (
      <p>
        ご本人は、お預かりした個人情報の利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者提供の停止を請求できます。上記の連絡先までご連絡ください。その他の取り扱いは「
        <Link to="/infos/privacy">プライバシーポリシー</Link>」に定めるとおりです。
      </p>
    ),
  },
];

export default function SignupPrivacyPolicyPage() {
  return (
    <InfoPage
      title="会員登録時の個人情報の取り扱い"
      lead={
        <p>
          会員登録にあたり、お預かりする個人情報の内容と利用目的をお知らせします。内容をご確認のうえ、同意いただける場合に登録へお進みください。
        </p>
      }
      sections={sections}
      dates={["2025年4月1日 改定"]}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    title="会員登録時の個人情報の取り扱い"
    description="ミライキャリアの会員登録でお預かりする個人情報の項目と利用目的、第三者提供、開示等のご請求について説明しています。"
    path="/infos/signup_privacy_policy"
    keywords={["ミライキャリア", "会員登録", "個人情報"]}
    location={location}
  />
);
