// お知らせ and 新着情報, the signed-in student's (pages /notifications and /whats_new; our paths)
export const notifications = "/api/v1/notifications";
export const notificationsReadAll = "/api/v1/notifications/read_all";
export const notificationRead = "/api/v1/notifications/:notification_id/read";
export const whatsNewItems = "/api/v1/whats_new_items";
export const whatsNewItemsReadAll = "/api/v1/whats_new_items/read_all";
export const whatsNewItemRead = "/api/v1/whats_new_items/:whats_new_item_id/read";
