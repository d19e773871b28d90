import * as React from "react";
import { Link, type HeadFC } from "gatsby";
import { InfoPage, type InfoSection } from "@/components/info-page";
import { CONTACT_EMAIL } from "@/components/info-page/operator-details";
import { SeoHead } from "@/components/seo";
import { useSiteIdentity } from "@/lib/site/use-site-identity";

const sections: InfoSection[] = [
  {
    id: "what-you-can-do",
    heading: "1. できること",
    content: (
      <dl>
        <dt>イベントを探す</dt>
        <dd>
          新卒採用の選考、インターンシップ（1日から数か月まで）、会社説明会・セミナー、合同説明会・座談会を、卒業年度・業界・開催地で絞り込み、新着順・開催日順・締切順に並べ替えて探せます。
        </dd>
        <dt>企業を調べる</dt>
        <dd>
          企業ページでは、事業内容や写真、先輩たちの口コミ（企業の口コミ・イベントの口コミ）、動画を確認できます。
        </dd>
        <dt>動画で知る</dt>
        <dd>企業やイベントを紹介する動画・ショート動画を、チャンネルや特集から探せます。</dd>
      </dl>
    ),
  },
  {
    id: "registration",
    heading: "2. 会員登録",
    content: (
      <>
        <p>
          イベントへのエントリーや企業のフォローには会員登録（無料）が必要です。登録は次の順に進みます。途中でやめても、次回は続きから再開できます。
        </p>
        <ol>
          <li>メールアドレスを登録する</li>
          <li>基本情報（氏名・生年月日・連絡先）と所属（学校・学部・卒業予定年度）を入力する</li>
          <li>志望業界・職種・勤務地と、就活の軸を選ぶ</li>
          <li>スカウトを受け取るかどうかを選ぶ（受け取る場合は活動歴や学生時代に力を入れたことも入力できます）</li>
          <li>おすすめのイベントや提携サイトを確認する（任意）</li>
        </ol>
        <p>
          お預かりする情報と利用目的は「<Link to="/infos/signup_privacy_policy">会員登録時の個人情報の取り扱い</Link>
          」で説明しています。
        </p>
      </>
    ),
  },
  {
    id: "entry",
    heading: "3. イベントにエントリーする",
    content: (
      <ol>
        <li>イベントの詳細ページで日程を選び、エントリーします。抽選や定員のあるイベントもあります。</li>
        <li>エントリーすると、主催企業に氏名・連絡先・学校情報が届きます。</li>
        <li>参加できなくなったら、早めにキャンセルしてください。ほかの学生が参加できるようになります。</li>
      </ol>
    ),
  },
  {
    id: "follow-and-scout",
    heading: "4. フォローとスカウト",
    content: (
      <p>
        気になる企業をフォローすると、新しいイベントの情報を受け取りやすくなります。スカウトを受け取る設定にすると、あなたのプロフィール（氏名・連絡先を除く）を見た企業からメッセージが届くことがあります。設定はいつでも変更できます。
      </p>
    ),
  },
  {
    id: "reviews",
    heading: "5. 口コミを投稿する",
    content: (
      <p>
        参加したイベントや就職活動の経験を口コミとして投稿すると、後輩の就職活動の参考になります。投稿のルールは「
        <Link to="/infos/terms">利用規約</Link>」第7条をご覧ください。
      </p>
    ),
  },
  {
    id: "help",
    heading: "6. 困ったときは",
    content: (
      <>
        <p>
          ページが表示されない、エラーが出るなどの場合は、画面に小さく表示されるエラー内容を添えて、
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> までお問い合わせください。
        </p>
        <p>
          <Link to="/">トップページへ戻る</Link>
        </p>
      </>
    ),
  },
];

export default function GuidePage() {
  const { name } = useSiteIdentity();
  return (
    <InfoPage
      title={`${name}の使い方`}
      lead={
        <p>
          {name}は、大学生・大学院生の新卒就職活動のための情報サイトです。はじめての方に、主な使い方をご紹介します。
        </p>
      }
      sections={sections}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    title="ご利用ガイド"
    description="ミライキャリアの使い方。イベントや企業の探し方、会員登録の流れ、エントリー、フォローとスカウト、口コミの投稿について説明します。"
    path="/infos/guide"
    keywords={["ミライキャリア", "使い方", "ご利用ガイド", "新卒", "就活"]}
    location={location}
  />
);
