const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** Spec §5: a tag-manager id is GTM- followed by uppercase letters and digits. */
export function isGtmId(id: string): boolean {
  return GTM_ID.test(id);
}

/** Spec §5's error for any other id. */
export function invalidGtmIdError(id: string): Error {
  return new Error(`${JSON.stringify(id)} is not a valid GTM-ID`);
}
