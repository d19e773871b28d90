import { useEffect, useState } from "react";
import {
  REGISTRATION_CHOICES_PATH,
  SCHOOL_DIRECTORY_PATH,
  type RegistrationChoices,
  type SchoolDirectory,
} from "@core/registration/registration-choices";

const loads = new Map<string, Promise<unknown>>();

function loadJson<T>(path: string): Promise<T> {
  let load = loads.get(path) as Promise<T> | undefined;
  if (!load) {
    load = fetch(path, { credentials: "same-origin" }).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json() as Promise<T>;
    });
    load.catch(() => loads.delete(path));
    loads.set(path, load);
  }
  return load;
}

function useStaticJson<T>(path: string): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    let active = true;
    loadJson<T>(path).then(
      (data) => active && setState({ data, failed: false }),
      () => active && setState({ data: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [path]);
  return state;
}

/** The choice lists (job types, factors, industries, prefectures, department categories), one fetch per page load. */
export function useRegistrationChoices() {
  return useStaticJson<RegistrationChoices>(REGISTRATION_CHOICES_PATH);
}

/** The school directory for the affiliation step's search. */
export function useSchoolDirectory() {
  return useStaticJson<SchoolDirectory>(SCHOOL_DIRECTORY_PATH);
}
