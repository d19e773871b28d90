import { registrationStepKeyValues } from "../../db/schema/registration";
import { registrationStepKeySchema } from "../../core/api/user-registration";
import { composeStudentEndeavorDraft } from "./student-endeavor-draft/compose-locally";

describe("registration step keys", () => {
  it("are the same in the API schemas and the database", () => {
    expect([...registrationStepKeySchema.options]).toEqual([...registrationStepKeyValues]);
  });
});

describe("composeStudentEndeavorDraft", () => {
  it("leads with the first activity by order and mentions the others", () => {
    const draft = composeStudentEndeavorDraft([
      { large_category: "留学", medium_category: "語学留学", description: "", order: 2 },
      {
        large_category: "アルバイト",
        medium_category: "塾講師・家庭教師",
        description: "生徒ごとに学習計画を作りました",
        order: 1,
      },
    ]);
    expect(draft).toBe(
      "私が学生時代に最も力を入れたことは、アルバイト（塾講師・家庭教師）での活動です。生徒ごとに学習計画を作りました。" +
        "また、留学（語学留学）にも取り組みました。これらの経験を通じて学んだことを、社会に出てからも活かしていきたいと考えています。",
    );
  });

  it("stays within the endeavor's 800 characters", () => {
    const long = "あ".repeat(400);
    const activities = [1, 2, 3].map((order) => ({
      large_category: "ボランティア",
      medium_category: "地域活動",
      description: long,
      order,
    }));
    expect(composeStudentEndeavorDraft(activities).length).toBeLessThanOrEqual(800);
  });
});
