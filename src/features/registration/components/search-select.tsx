import * as React from "react";
import { normalizeSearchText } from "@core/search-text";
import * as styles from "./registration.module.css";

export interface SearchOption {
  id: number;
  name: string;
  /** Extra text that matches too (e.g. the reading), shown after the name when `detail` is set. */
  searchAlso?: string;
  detail?: string;
}

export interface SearchSelectProps {
  name: string;
  label: string;
  options: readonly SearchOption[];
  chosen: SearchOption | null;
  onChoose: (option: SearchOption | null) => void;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  /** Offered below the results: switch to typing the name (manual fallback). */
  onManual?: () => void;
  manualLabel?: string;
}

const MAX_RESULTS = 20;

/**
 * A search box with a list of matches (ARIA combobox: ↑/↓ move, Enter chooses, Esc closes). Width, case and
 * hiragana/katakana are folded, so 「とうと」 finds 東都大学 by its reading. The chosen school is shown with a button
 * to choose again.
 */
export function SearchSelect({
  name,
  label,
  options,
  chosen,
  onChoose,
  error,
  hint,
  placeholder,
  onManual,
  manualLabel,
}: SearchSelectProps) {
  const id = `field-${name}`;
  const listId = `${id}-results`;
  const [query, setQuery] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const changeRef = React.useRef<HTMLButtonElement>(null);

  const results = React.useMemo(() => {
    const needle = normalizeSearchText(query.trim());
    if (needle === "") return [];
    return options
      .filter((option) => normalizeSearchText(`${option.name} ${option.searchAlso ?? ""}`).includes(needle))
      .slice(0, MAX_RESULTS);
  }, [options, query]);

  function choose(option: SearchOption) {
    onChoose(option);
    setOpen(false);
    setQuery("");
    window.setTimeout(() => changeRef.current?.focus(), 0);
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter") {
      if (open && results[active]) {
        event.preventDefault();
        choose(results[active]);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, `${id}-count`].filter(Boolean).join(" ");
  const messages = (
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

  if (chosen) {
    return (
      <div className={styles.field}>
        <p className={styles.label} id={`${id}-label`}>
          {label}
          <span className={styles.required}>必須</span>
        </p>
        <div className={styles.chosen} aria-labelledby={`${id}-label`} role="group">
          <strong>{chosen.name}</strong>
          <button
            ref={changeRef}
            type="button"
            className={styles.textButton}
            onClick={() => {
              onChoose(null);
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
          >
            選び直す<span className="visually-hidden">（{label}）</span>
          </button>
        </div>
        {messages}
      </div>
    );
  }

  const showList = open && query.trim() !== "";
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required}>必須</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? `${listId}-${results[active].id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
      />
      <p id={`${id}-count`} className={styles.hint} aria-live="polite">
        {query.trim() === ""
          ? "名前の一部（ひらがな可）を入力し、候補から選んでください"
          : results.length === 0
            ? "該当する候補がありません"
            : `候補 ${results.length}件（↑↓で移動、Enterで決定）`}
      </p>
      {messages}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}の候補`}
        className={styles.suggestions}
        hidden={!showList || results.length === 0}
      >
        {results.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.name}
            {option.detail && <span className={styles.meta}>（{option.detail}）</span>}
          </li>
        ))}
      </ul>
      {onManual && (
        <button type="button" className={`${styles.textButton} ${styles.manualButton}`} onClick={onManual}>
          {manualLabel ?? "候補にない場合は直接入力する"}
        </button>
      )}
    </div>
  );
}
