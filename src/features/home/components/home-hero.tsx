import * as React from "react";
import * as styles from "./home-hero.module.css";

/** The service's promise, and the graduation years the open events are for. */
export function HomeHero({ graduateYearLabels }: { graduateYearLabels: readonly string[] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className={`container ${styles.inner}`}>
        <h1 id="home-hero-heading" className={styles.heading}>
          未来につながる一歩を、ここから。
        </h1>
        <p className={styles.lead}>
          {
            "本選考・インターンシップ・説明会・合同説明会の最新情報と、先輩たちのリアルなクチコミ。あなたに合う企業との出会いを、卒業年度に合わせてお届けします。"
          }
        </p>
        {graduateYearLabels.length > 0 && (
          <div className={styles.years}>
            <p className={styles.yearsLabel} id="home-hero-years">
              受付中のイベントの対象
            </p>
            <ul className={styles.yearList} aria-labelledby="home-hero-years">
              {graduateYearLabels.map((label) => (
                <li key={label} className={styles.year}>
                  {label}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
