export type LayoutName = "default" | "registration";

export const REGISTRATION_PATH_PREFIX = "/user_registrations";

/** Spec §2 Layouts: every path beginning /user_registrations uses the registration layout. */
export function layoutForPath(pathname: string): LayoutName {
  return pathname === REGISTRATION_PATH_PREFIX || pathname.startsWith(`${REGISTRATION_PATH_PREFIX}/`)
    ? "registration"
    : "default";
}
