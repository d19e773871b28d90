/** Plain constants of the privacy page and API (no zod: the browser imports them). */

/** The student's privacy page (data export and account deletion): linked from the header's account menu. */
export const PRIVACY_SETTINGS_PATH = "/settings/privacy";

/** Minutes a typed sign-in code keeps the session "freshly signed in" for the data export and the account deletion. */
export const REAUTHENTICATION_WINDOW_MINUTES = 10;

/** The 403 code of export and deletion outside that window. */
export const REAUTHENTICATION_REQUIRED = "reauthentication_required";

/** The words the student types to confirm the deletion (shown on /settings/privacy, checked by the API). */
export const ACCOUNT_DELETION_CONFIRMATION = "退会する";
