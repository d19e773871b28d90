import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { events } from "./events";
import { users } from "./users";
import { timestamptz } from "./columns";

/** weekly_magazine, event_info, whats_new_favorite_companies. */
export const mailCampaignTypes = pgTable("mail_campaign_types", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
});

/** Per-user notifications (notification_unread_count counts unread ones). */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url"),
    readAt: timestamptz("read_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt),
    // the unread count of every page's current user, and mark-all-read
    index("notifications_unread_by_user_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * What's new items; company_id set means news of a company (shown to its followers who keep the
 * whats_new_favorite_companies mail campaign type: server/notices/whats-new-visibility.ts). Unread = no
 * whats_new_item_reads row. event_id set: the item announces that event's publication (one item per event at most, so
 * publishing it again adds none).
 */
export const whatsNewItems = pgTable(
  "whats_new_items",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url"),
    publishedAt: timestamptz("published_at").notNull(),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("whats_new_items_published_at_idx").on(t.publishedAt),
    index("whats_new_items_company_id_idx").on(t.companyId),
    uniqueIndex("whats_new_items_event_id_key").on(t.eventId),
  ],
);

export const chats = pgTable(
  "chats",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /**
     * When the student was last mailed about unread messages of this chat (server/chats/unread-message-mails.ts): it
     * holds the next such mail back for an hour, and messages created before it count as mailed about. Null: never.
     */
    studentMailedAt: timestamptz("student_mailed_at"),
  },
  /*
   * Not unique per student and company (it was until issue 17): every scout opens a conversation of its own (its
   * first message is the scout), so a company may scout again 90 days after a decline, or scout a student it already
   * talks to, without reopening or closing an existing conversation.
   */
  (t) => [
    index("chats_user_id_company_id_idx").on(t.userId, t.companyId),
    // the lists' order (newest activity first: updated_at is the last message's time, else the creation; ties by id)
    index("chats_user_id_updated_at_id_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index("chats_company_id_updated_at_id_idx").on(t.companyId, t.updatedAt.desc(), t.id.desc()),
  ],
);

/** unread_comments_count counts company messages with read_at null. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    chatId: integer("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    senderType: text("sender_type", { enum: ["user", "company"] }).notNull(),
    body: text("body").notNull(),
    readAt: timestamptz("read_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("chat_messages_sender_type_check", sql`${t.senderType} in ('user', 'company')`),
    index("chat_messages_chat_id_created_at_idx").on(t.chatId, t.createdAt),
    /** the student's unread messages alone: the unread-messages mail job looks them up every ten minutes */
    index("chat_messages_unread_by_student_idx")
      .on(t.chatId, t.createdAt)
      .where(sql`${t.senderType} = 'company' and ${t.readAt} is null`),
  ],
);

export type OutboxAttachment = { filename: string; content_type: string; content: string };

/** Local mail outbox: every mail the app sends is written here (dev page /dev/outbox, SMTP relay in production). */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    /** e.g. confirm_email, entry_complete */
    template: text("template").notNull(),
    /** files sent with the mail: [{ filename, content_type, content }] (text content, e.g. an entry's .ics) */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [index("outbox_mails_sent_at_idx").on(t.sentAt)],
);

/** Which what's-new items a user has read (whats_new_unread_count). */
export const whatsNewItemReads = pgTable(
  "whats_new_item_reads",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    whatsNewItemId: integer("whats_new_item_id")
      .notNull()
      .references(() => whatsNewItems.id, { onDelete: "cascade" }),
    readAt: timestamptz("read_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.whatsNewItemId] })],
);
