/** The chats feature as pages, templates and other features see it: import from here, never from its files. */
export { ChatsPage, Status } from "./components/chats-page";

// CSS modules that pages lay out with (TypeScript has no `export * as` for the `*.module.css` declaration).
import * as chatsStyles from "./components/chats.module.css";
export { chatsStyles };
