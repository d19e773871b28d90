import * as React from "react";
import { getAnswer, putAnswer } from "../api/registration-endpoints";
import type { BasicInformation } from "../api/registration-types";
import { useRegistrationChoices } from "../use-registration-choices";
import {
  ADDRESS_MAX_LENGTH,
  birthYears,
  dateOfBirthError,
  isoDate,
  kanaError,
  NAME_MAX_LENGTH,
  normalizePhone,
  normalizePostcode,
  optionalText,
  phoneError,
  postcodeError,
  requiredText,
  toKatakana,
} from "../field-validation";
import { useStepAnswers } from "../use-step-answers";
import { ChoiceGroup, SelectField, TextField } from "./form-fields";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

interface Values {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  foreign_address: boolean;
  postcode: string;
  address1: string;
  address2: string;
  address3: string;
  tel: string;
}
type Errors = Partial<Record<keyof Values | "date_of_birth", string | null>>;

const EMPTY: Values = {
  last_name: "",
  first_name: "",
  last_name_kana: "",
  first_name_kana: "",
  birth_year: "",
  birth_month: "",
  birth_day: "",
  foreign_address: false,
  postcode: "",
  address1: "",
  address2: "",
  address3: "",
  tel: "",
};

function fromSaved(saved: BasicInformation): Values {
  const [year = "", month = "", day = ""] = saved.date_of_birth?.split("-") ?? [];
  return {
    last_name: saved.last_name ?? "",
    first_name: saved.first_name ?? "",
    last_name_kana: saved.last_name_kana ?? "",
    first_name_kana: saved.first_name_kana ?? "",
    birth_year: year,
    birth_month: month === "" ? "" : String(Number(month)),
    birth_day: day === "" ? "" : String(Number(day)),
    foreign_address: saved.foreign_address,
    postcode: saved.postcode ?? "",
    address1: saved.address1 ?? "",
    address2: saved.address2 ?? "",
    address3: saved.address3 ?? "",
    tel: saved.tel ?? "",
  };
}

export function validateBasicInformation(values: Values, now: Date = new Date()): Errors {
  const foreign = values.foreign_address;
  return {
    last_name: requiredText(values.last_name, "姓", NAME_MAX_LENGTH),
    first_name: requiredText(values.first_name, "名", NAME_MAX_LENGTH),
    last_name_kana: kanaError(values.last_name_kana, "セイ"),
    first_name_kana: kanaError(values.first_name_kana, "メイ"),
    date_of_birth: dateOfBirthError({ year: values.birth_year, month: values.birth_month, day: values.birth_day }, now),
    postcode: foreign ? null : postcodeError(values.postcode),
    address1: foreign
      ? requiredText(values.address1, "住所", ADDRESS_MAX_LENGTH)
      : values.address1 === ""
        ? "都道府県を選択してください"
        : null,
    address2: foreign
      ? optionalText(values.address2, "住所", ADDRESS_MAX_LENGTH)
      : requiredText(values.address2, "市区町村・番地", ADDRESS_MAX_LENGTH),
    address3: optionalText(values.address3, "建物名・部屋番号", ADDRESS_MAX_LENGTH),
    tel: phoneError(values.tel, foreign),
  };
}

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export function basicInformationRequest(values: Values) {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    last_name_kana: toKatakana(values.last_name_kana.trim()),
    first_name_kana: toKatakana(values.first_name_kana.trim()),
    date_of_birth: isoDate({ year: values.birth_year, month: values.birth_month, day: values.birth_day }) ?? "",
    foreign_address: values.foreign_address,
    postcode: values.foreign_address ? null : normalizePostcode(values.postcode),
    address1: values.address1.trim(),
    address2: orNull(values.address2),
    address3: orNull(values.address3),
    tel: normalizePhone(values.tel),
  };
}

const months = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: `${index + 1}月` }));
const days = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: `${index + 1}日` }));

/** Step basic_information: 氏名, フリガナ, 生年月日, 住所, 電話番号. */
export function BasicInformationStep({ flow }: { flow: StepFlow }) {
  const { state, setValues, clearDraft } = useStepAnswers(
    "basic_information",
    () => getAnswer(flow.client, "basic_information").then(fromSaved),
    EMPTY,
  );
  const [errors, setErrors] = React.useState<Errors>({});
  const { data: choices } = useRegistrationChoices();
  if (state.status !== "ready") return <RegistrationStatus />;
  const values = state.values;
  const set = (key: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [key]: value }));
  const years = birthYears().map((year) => ({ value: String(year), label: `${year}年` }));
  const prefectures = (choices?.prefectures ?? []).map((prefecture) => ({
    value: prefecture.name,
    label: prefecture.name,
  }));
  if (
    values.address1 !== "" &&
    !values.foreign_address &&
    !prefectures.some((option) => option.value === values.address1)
  ) {
    prefectures.push({ value: values.address1, label: values.address1 });
  }

  return (
    <StepForm
      flow={flow}
      validate={() => {
        const next = validateBasicInformation(values);
        setErrors(next);
        return Object.values(next).every((error) => !error);
      }}
      save={() => putAnswer(flow.client, "basic_information", basicInformationRequest(values))}
      onSaved={clearDraft}
    >
      <div className={styles.row}>
        <TextField
          name="last_name"
          label="姓"
          required
          value={values.last_name}
          onChange={set("last_name")}
          error={errors.last_name}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          placeholder="山田"
        />
        <TextField
          name="first_name"
          label="名"
          required
          value={values.first_name}
          onChange={set("first_name")}
          error={errors.first_name}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          placeholder="太郎"
        />
      </div>
      <div className={styles.row}>
        <TextField
          name="last_name_kana"
          label="セイ（全角カタカナ）"
          required
          value={values.last_name_kana}
          onChange={set("last_name_kana")}
          error={errors.last_name_kana}
          maxLength={NAME_MAX_LENGTH}
          placeholder="ヤマダ"
        />
        <TextField
          name="first_name_kana"
          label="メイ（全角カタカナ）"
          required
          value={values.first_name_kana}
          onChange={set("first_name_kana")}
          error={errors.first_name_kana}
          maxLength={NAME_MAX_LENGTH}
          placeholder="タロウ"
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          生年月日<span className={styles.required}>必須</span>
        </legend>
        <div className={styles.dateRow}>
          <SelectField
            showMark={false}
            name="birth_year"
            label="年"
            required
            value={values.birth_year}
            onChange={set("birth_year")}
            options={years}
            groupErrorId={errors.date_of_birth ? "field-date_of_birth-error" : null}
            autoComplete="bday-year"
            placeholder="年"
          />
          <SelectField
            showMark={false}
            name="birth_month"
            label="月"
            required
            value={values.birth_month}
            onChange={set("birth_month")}
            options={months}
            groupErrorId={errors.date_of_birth ? "field-date_of_birth-error" : null}
            autoComplete="bday-month"
            placeholder="月"
          />
          <SelectField
            showMark={false}
            name="birth_day"
            label="日"
            required
            value={values.birth_day}
            onChange={set("birth_day")}
            options={days}
            groupErrorId={errors.date_of_birth ? "field-date_of_birth-error" : null}
            autoComplete="bday-day"
            placeholder="日"
          />
        </div>
        {errors.date_of_birth && (
          <p id="field-date_of_birth-error" className={styles.fieldError}>
            {errors.date_of_birth}
          </p>
        )}
      </fieldset>
      <ChoiceGroup
        name="foreign_address"
        label="お住まい"
        required
        type="radio"
        layout="wide"
        options={[
          { value: "domestic", label: "日本国内" },
          { value: "foreign", label: "海外" },
        ]}
        selected={[values.foreign_address ? "foreign" : "domestic"]}
        onChange={(value) =>
          setValues((previous) => ({ ...previous, foreign_address: value === "foreign", address1: "", postcode: "" }))
        }
      />
      {values.foreign_address ? (
        <>
          <TextField
            name="address1"
            label="住所（国・都市名）"
            required
            value={values.address1}
            onChange={set("address1")}
            error={errors.address1}
            autoComplete="address-level1"
            maxLength={ADDRESS_MAX_LENGTH}
          />
          <TextField
            name="address2"
            label="住所（番地など）"
            value={values.address2}
            onChange={set("address2")}
            error={errors.address2}
            autoComplete="address-line1"
            maxLength={ADDRESS_MAX_LENGTH}
          />
        </>
      ) : (
        <>
          <TextField
            name="postcode"
            label="郵便番号（7桁）"
            required
            value={values.postcode}
            onChange={set("postcode")}
            error={errors.postcode}
            hint="ハイフンなしの7桁（例: 1500001）"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={9}
          />
          <SelectField
            name="address1"
            label="都道府県"
            required
            value={values.address1}
            onChange={set("address1")}
            options={prefectures}
            error={errors.address1}
            autoComplete="address-level1"
          />
          <TextField
            name="address2"
            label="市区町村・番地"
            required
            value={values.address2}
            onChange={set("address2")}
            error={errors.address2}
            autoComplete="address-line1"
            maxLength={ADDRESS_MAX_LENGTH}
            placeholder="渋谷区神南1-2-3"
          />
        </>
      )}
      <TextField
        name="address3"
        label="建物名・部屋番号"
        value={values.address3}
        onChange={set("address3")}
        error={errors.address3}
        autoComplete="address-line2"
        maxLength={ADDRESS_MAX_LENGTH}
      />
      <TextField
        name="tel"
        label="電話番号"
        required
        type="tel"
        value={values.tel}
        onChange={set("tel")}
        error={errors.tel}
        hint={
          values.foreign_address
            ? "国番号から入力してください（例: +14155550123）"
            : "ハイフンなしでも入力できます（例: 09012345678）"
        }
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
      />
    </StepForm>
  );
}
