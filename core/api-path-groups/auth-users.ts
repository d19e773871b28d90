// Authentication and users
export const signInMails = "/api/v1/authentications/sign_in_mails";
export const signInCodes = "/api/v1/authentications/sign_in_codes";
export const signInLinks = "/api/v1/authentications/sign_in_links";
export const signOut = "/api/v1/authentications/sign_out";
export const verifySession = "/api/v1/authentications/verify";
export const currentUserInformation = "/api/v1/authentications/current_user_information";
export const authRefresh = "/v1/auth/refresh";
export const users = "/api/v1/users";
export const userGraduateYear = "/api/v1/users/graduate_year";
export const appUserGraduateYear = "/app_api/v1/users/graduate_year";
export const userReceiveScoutMessage = "/api/v1/users/receive_scout_message";
export const userStudentConfirmation = "/api/v1/users/student_confirmation";
