/**
 * A form's current fields as a query string's parameters (what a plain GET submit would send). Submit handlers read
 * this instead of React state so that a choice made before hydration — which React never saw — is what gets searched.
 */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") query.append(key, value);
  });
  return query;
}
