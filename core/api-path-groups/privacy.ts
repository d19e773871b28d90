// Privacy (APPI): re-authentication, data export, account deletion
export const reauthenticationMails = "/api/v1/users/me/reauthentication_mails";
export const reauthentications = "/api/v1/users/me/reauthentications";
export const myDataExport = "/api/v1/users/me/data_export";
export const myAccountDeletion = "/api/v1/users/me/deletion";
