/** The company operating the service, as shown in the footer, terms and policies. */
export const OPERATOR_NAME = "株式会社ミライキャリア";
export const COPYRIGHT_START_YEAR = 2009;
export const SITE_TIME_ZONE = "Asia/Tokyo";
