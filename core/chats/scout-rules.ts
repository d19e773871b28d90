// Plain constants of scouts (browser-safe; the API schemas in core/api/scouts.ts use them).

export const SCOUT_SUBJECT_MAX_LENGTH = 100;
export const SCOUT_BODY_MAX_LENGTH = 2000;
export const SCOUT_DECLINE_REASON_MAX_LENGTH = 500;
export const SCOUT_DEFAULT_EXPIRES_IN_DAYS = 14;
export const SCOUT_MAX_EXPIRES_IN_DAYS = 30;
/** after a decline, the same company may not scout the student again for this long */
export const SCOUT_DECLINE_COOL_DOWN_DAYS = 90;
/** scouts a company may send per calendar month (Japan time) unless SCOUT_MONTHLY_QUOTA says otherwise */
export const SCOUT_DEFAULT_MONTHLY_QUOTA = 100;
