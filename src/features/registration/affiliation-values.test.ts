import {
  affiliationFromSaved,
  affiliationRequest,
  EMPTY_AFFILIATION,
  validateAffiliation,
  type AffiliationValues,
} from "./affiliation-values";

const chosenUniversity: AffiliationValues = {
  ...EMPTY_AFFILIATION,
  school_type: "university",
  graduate_year: "2027",
  grade: "学部3年",
  university: { kind: "chosen", id: 6, name: "東都大学" },
  department: { kind: "chosen", id: 40, name: "経済学部" },
  concentration: { kind: "none" },
};

test("a chosen university, department and no concentration is valid and sends ids only", () => {
  expect(Object.values(validateAffiliation(chosenUniversity)).filter(Boolean)).toEqual([]);
  expect(affiliationRequest(chosenUniversity)).toEqual({
    school_type: "university",
    graduate_year: 2027,
    grade: "学部3年",
    course: null,
    seminar_circle: null,
    university_id: 6,
    manual_university: null,
    department_id: 40,
    manual_department: null,
    department_category_id: null,
    concentration_id: null,
    manual_concentration: null,
  });
});

test("a typed department needs its department category and sends manual names", () => {
  const typed: AffiliationValues = {
    ...chosenUniversity,
    university: { kind: "manual", name: "海外大学" },
    department: { kind: "manual", name: "国際学部" },
  };
  expect(validateAffiliation(typed).department_category_id).toBe("学部系統を選択してください");
  const request = affiliationRequest({ ...typed, department_category_id: "4" });
  expect(request).toMatchObject({
    university_id: null,
    manual_university: "海外大学",
    manual_department: "国際学部",
    department_category_id: 4,
  });
});

test("the high-school route asks for a high school and sends nothing of a university", () => {
  const highSchool: AffiliationValues = {
    ...EMPTY_AFFILIATION,
    school_type: "high_school",
    graduate_year: "2027",
    grade: "その他",
  };
  expect(validateAffiliation(highSchool)).toMatchObject({
    high_school: "高校名を選択するか、直接入力してください",
    university: null,
    department: null,
  });
  const request = affiliationRequest({ ...highSchool, high_school: { kind: "chosen", id: 3, name: "県立高校" } });
  expect(request).toEqual({
    school_type: "high_school",
    graduate_year: 2027,
    grade: "その他",
    course: null,
    seminar_circle: null,
    high_school_id: 3,
    manual_high_school: null,
  });
});

test("every required choice is named when missing", () => {
  expect(validateAffiliation(EMPTY_AFFILIATION)).toMatchObject({
    school_type: "学校の種類を選択してください",
    graduate_year: "卒業予定年を選択してください",
    grade: "学年を選択してください",
    university: "学校名を選択するか、直接入力してください",
    department: "学部を選択するか、直接入力してください",
  });
});

test("saved answers come back as chosen or typed entries", () => {
  const values = affiliationFromSaved({
    school_type: "university",
    university_id: 6,
    department_id: null,
    concentration_id: null,
    high_school_id: null,
    manual_university: null,
    manual_department: "国際学部",
    manual_concentration: null,
    manual_high_school: null,
    department_category_id: 4,
    course: null,
    graduate_year: 2027,
    seminar_circle: "テニス",
    grade: "学部3年",
    display_university: "東都大学",
    display_high_school: null,
    department_name: "国際学部",
    concentration_name: null,
  });
  expect(values.university).toEqual({ kind: "chosen", id: 6, name: "東都大学" });
  expect(values.department).toEqual({ kind: "manual", name: "国際学部" });
  expect(values.department_category_id).toBe("4");
  expect(values.seminar_circle).toBe("テニス");
});
