import * as React from "react";
import { useSeenOnce } from "@/lib/analytics";
import * as styles from "./registration.module.css";

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span className={styles.required}>必須</span> : <span className={styles.optional}>任意</span>;
}

interface FieldBase {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

export interface TextFieldProps
  extends FieldBase, Omit<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "required"> {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input; its hint and error are linked with aria-describedby, aria-invalid while it has an error. */
export function TextField({ label, error, hint, required, name, value, onChange, ...input }: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  name,
  value,
  onChange,
  maxLength,
  rows = 8,
}: TextAreaFieldProps) {
  const id = `field-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`)}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {value.length}/{maxLength}文字
      </p>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBase {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  autoComplete?: string;
  /** The id of an error shown for a group of selects (e.g. 生年月日); marks this one invalid too. */
  groupErrorId?: string | null;
  /** false inside a group whose legend already says 必須 (年・月・日). */
  showMark?: boolean;
}

export function SelectField({
  label,
  error,
  hint,
  required,
  name,
  value,
  onChange,
  options,
  placeholder = "選択してください",
  autoComplete,
  groupErrorId,
  showMark = true,
}: SelectFieldProps) {
  const id = `field-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {showMark && <RequiredMark required={required} />}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error || groupErrorId ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`, groupErrorId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface ChoiceGroupProps extends FieldBase {
  name: string;
  type: "checkbox" | "radio";
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange: (value: string, checked: boolean) => void;
  layout?: "wide" | "narrow" | "single";
  /** Shown beside a checked option (e.g. 第1希望). */
  badgeFor?: (value: string) => string | null;
  /** Called once per option, when it first enters the viewport (an impression). */
  onOptionSeen?: (value: string) => void;
}

/** Checkboxes or radio buttons in a fieldset whose legend is the question; the error is announced with each input. */
export function ChoiceGroup({
  label,
  error,
  hint,
  required,
  name,
  type,
  options,
  selected,
  onChange,
  layout = "wide",
  badgeFor,
  onOptionSeen,
}: ChoiceGroupProps) {
  const id = `field-${name}`;
  const layoutClass = layout === "wide" ? styles.choicesWide : layout === "narrow" ? styles.choicesNarrow : "";
  const description = describedBy(hint && `${id}-hint`, error && `${id}-error`);
  return (
    <fieldset className={styles.fieldset} aria-describedby={description} id={id}>
      <legend className={styles.legend}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <ul className={`${styles.choices} ${layoutClass}`}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const badge = checked && badgeFor ? badgeFor(option.value) : null;
          return (
            <ChoiceItem key={option.value} onSeen={onOptionSeen && (() => onOptionSeen(option.value))}>
              <label className={styles.choice}>
                <input
                  type={type}
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={(event) => onChange(option.value, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                />
                <span>{option.label}</span>
                {badge && <span className={styles.rank}>{badge}</span>}
              </label>
            </ChoiceItem>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** One option's list item; observed for impressions only when someone asks (`onSeen`). */
function ChoiceItem({ onSeen, children }: { onSeen: (() => void) | undefined; children: React.ReactNode }) {
  const seenRef = useSeenOnce<HTMLLIElement>(() => onSeen?.());
  return <li ref={onSeen ? seenRef : undefined}>{children}</li>;
}

/** After a failed submit: focus the first field marked invalid (its error is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => {
    const invalid = form?.querySelector<HTMLElement>("[aria-invalid='true']");
    invalid?.focus();
  }, 0);
}
