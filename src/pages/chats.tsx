import type { HeadFC, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { CHATS_PATH, parseChatIdQuery } from "@core/chats/chat-routes";
import { ChatsPage, Status, chatsStyles as styles } from "@/features/chats";

/**
 * /chats (spec §2): the student's conversations with companies, `?id=` one of them. Rendered in the browser only
 * (personal, noindex): the prerendered HTML and hydration show the loading status.
 */
export default function ChatsRoutePage({ location }: PageProps) {
  const [chatId, setChatId] = React.useState<number | null | undefined>(undefined);
  React.useEffect(() => setChatId(parseChatIdQuery(location.search)), [location.search]);
  return <div className={styles.page}>{chatId === undefined ? <Status /> : <ChatsPage chatId={chatId} />}</div>;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="メッセージ"
    description="企業とのメッセージです。"
    path={CHATS_PATH}
    noindex
    nofollow
  />
);
