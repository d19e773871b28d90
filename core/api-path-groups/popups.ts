// Popups
export const popups = "/api/v1/popups";
