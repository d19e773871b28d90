/** The notices feature (お知らせ, 新着情報) as pages see it: import from here, never from its files. */
export { NoticeListPage, Status } from "./components/notice-list-page";
export { notificationsKind, whatsNewKind } from "./notice-kinds";

// CSS modules that pages lay out with (TypeScript has no `export * as` for the `*.module.css` declaration).
import * as noticesStyles from "./components/notices.module.css";
export { noticesStyles };
