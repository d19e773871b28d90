import { useEffect, useRef, useState } from "react";

const DRAFT_PREFIX = "mirai_registration_draft:";

function draftStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export type AnswersState<T> = { status: "loading" } | { status: "ready"; values: T; restoredDraft: boolean };

/**
 * A step form's values: the unsent draft of this browser tab when there is one (sessionStorage, so a reload
 * loses nothing), else the saved answers from the step's GET call, else `empty`. Every change is kept as the draft
 * until `clearDraft` (after a successful save). Nothing goes into the URL.
 */
export function useStepAnswers<T>(draftKey: string, load: () => Promise<T>, empty: T) {
  const [state, setState] = useState<AnswersState<T>>({ status: "loading" });
  const loadRef = useRef(load);
  const emptyRef = useRef(empty);

  useEffect(() => {
    let active = true;
    const stored = draftStorage()?.getItem(DRAFT_PREFIX + draftKey);
    if (stored) {
      try {
        setState({
          status: "ready",
          values: { ...emptyRef.current, ...(JSON.parse(stored) as T) },
          restoredDraft: true,
        });
        return;
      } catch {
        draftStorage()?.removeItem(DRAFT_PREFIX + draftKey);
      }
    }
    loadRef
      .current()
      .catch(() => emptyRef.current)
      .then((values) => {
        if (active) setState({ status: "ready", values, restoredDraft: false });
      });
    return () => {
      active = false;
    };
  }, [draftKey]);

  function setValues(update: (previous: T) => T) {
    setState((previous) => {
      if (previous.status !== "ready") return previous;
      const values = update(previous.values);
      try {
        draftStorage()?.setItem(DRAFT_PREFIX + draftKey, JSON.stringify(values));
      } catch {
        // Storage full or disabled: the form still works, only a reload would lose the input.
      }
      return { ...previous, values };
    });
  }

  function clearDraft() {
    draftStorage()?.removeItem(DRAFT_PREFIX + draftKey);
  }

  return { state, setValues, clearDraft };
}
