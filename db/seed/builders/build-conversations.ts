import type * as s from "../../schema";
import { SCOUT_DEFAULT_EXPIRES_IN_DAYS } from "../../../core/chats/scout-rules";
import { streamFor, type Random } from "../random";
import { SEED } from "../seed-scale";
import { addDays, addMinutes, jstDayAt } from "../time";
import type { CompaniesData } from "./build-companies";
import type { UsersData } from "./build-users";
import type { Row } from "./types";

export type ConversationsData = {
  chats: Row<typeof s.chats>[];
  chatMessages: Row<typeof s.chatMessages>[];
  scoutMessages: Row<typeof s.scoutMessages>[];
};

type Sender = "user" | "company";
type Line = readonly [Sender, string];

/**
 * How a seeded scout ended up (relative to the seed's `now`). `replies`: the exchange after an accept, from the
 * student's thank-you on; `unreadTail`: the other side has not read the last run of messages yet.
 */
export type ScoutPlan =
  | { status: "pending"; read: boolean }
  | { status: "accepted"; replies: number; unreadTail: boolean }
  | { status: "declined"; reason: string | null }
  | { status: "expired"; read: boolean };

const SCOUT_KINDS = ["特別選考", "カジュアル面談", "早期選考", "冬季インターンシップ選考"] as const;

const DECLINE_REASONS = [
  "志望する業界が異なるため",
  "勤務地の希望と合わないため",
  "他社の選考を優先したいため",
] as const;

/** After an accept: the student's thank-you first, then both sides in turn. */
const ACCEPTED_LINES: readonly Line[] = [
  ["user", "スカウトをいただきありがとうございます。ぜひ詳しくお話を伺いたいです。"],
  ["company", "ご返信ありがとうございます。オンラインで30分ほど、人事担当者との面談のお時間をいただけますか。"],
  ["user", "ありがとうございます。平日の午後でしたら調整できます。"],
  ["company", "承知しました。来週水曜日の15時はいかがでしょうか。面談のURLは前日までにお送りします。"],
];

/** A chat without a scout (before scouts, chats were opened with a company after its events). */
const PLAIN_LINES: readonly Line[] = [
  ["company", "先日は説明会にご参加いただきありがとうございました。ご質問があればお気軽にどうぞ。"],
  ["user", "ありがとうございます。若手社員の方の一日の流れについて詳しく伺えますか。"],
  ["company", "朝は部署ミーティングから始まり、午後は顧客先への訪問が中心です。座談会でも詳しくご紹介します。"],
  ["user", "よく分かりました。座談会にもぜひ参加させていただきます。"],
];

/**
 * The demo student's chats, one per company (companies 1–5 by position): /chats shows every kind after signing in
 * as student@example.com. Company 1's accepted scout ends with a company message the student has not read yet.
 */
const DEMO_STUDENT_SCOUTS: readonly ScoutPlan[] = [
  { status: "accepted", replies: ACCEPTED_LINES.length, unreadTail: true },
  { status: "pending", read: false },
  { status: "declined", reason: DECLINE_REASONS[0] },
  { status: "expired", read: true },
];
const DEMO_STUDENT_PLAIN_CHAT_COMPANY = 4;

/**
 * Company 1's scouts to the first opted-in students after the demo student, one of each kind, so a recruiter token
 * for company 1 (`npm run recruiter:token -- --company 1`) sees every state. The accepted exchange of three lines ends
 * with the student's message, unread by the company.
 */
const COMPANY_ONE_SCOUTS: readonly ScoutPlan[] = [
  { status: "pending", read: false },
  { status: "pending", read: true },
  { status: "accepted", replies: 3, unreadTail: true },
  { status: "accepted", replies: 1, unreadTail: false },
  { status: "declined", reason: DECLINE_REASONS[1] },
  { status: "declined", reason: null },
  { status: "expired", read: false },
];

/**
 * Scouts and chats, in the shape the app writes them (server/scouts/scout-service.ts, server/chats/chat-rows.ts):
 * each scout opens a chat of its own (created at the scout's sent_at) whose first message is the company's scout
 * body; only an accepted scout's chat has more messages; a chat's updated_at is its last message's time. A message
 * is read by the other side when that side next writes (the run the other side has not answered is read two hours
 * later, or not yet); the scout row's read_at is its first message's. Every time is before `now`. Scouts go to
 * opted-in students only, at most one per company and student, so no pending scout repeats a pair.
 */
export function buildConversations(companiesData: CompaniesData, usersData: UsersData, now: Date): ConversationsData {
  const random = streamFor(SEED, "conversations");
  const data: ConversationsData = { chats: [], chatMessages: [], scoutMessages: [] };
  const companyIds = companiesData.companies.map((c) => c.id);
  const companyName = (id: number) => companiesData.companies.find((c) => c.id === id)!.name;
  const registeredUsers = usersData.users.filter((u, i) => usersData.userRegistrations[i]?.status === "completed");
  const demoStudent = usersData.users[0]!;
  const scoutable = registeredUsers.filter((u) => u.receiveScoutMessage && u !== demoStudent);
  const companyOneStudents = scoutable.slice(0, COMPANY_ONE_SCOUTS.length);

  const openChat = (userId: string, companyId: number, createdAt: Date): number => {
    const id = data.chats.length + 1;
    data.chats.push({ id, userId, companyId, createdAt, updatedAt: createdAt });
    return id;
  };
  const addMessage = (chatId: number, senderType: Sender, body: string, createdAt: Date, readAt: Date | null) => {
    data.chatMessages.push({ id: data.chatMessages.length + 1, chatId, senderType, body, readAt, createdAt });
    // as appendChatMessage: every message moves the chat's updated_at to its time
    data.chats[chatId - 1]!.updatedAt = createdAt;
    // the unread-message mail went out when a company message came (sample history: the first job run mails nobody)
    if (senderType === "company") data.chats[chatId - 1]!.studentMailedAt = createdAt;
  };

  /**
   * `lines` from `firstAt` on, one a day after the first, at office hours of the days after `firstAt`'s day, which
   * is `firstDay` days before today (firstDay >= lines.length keeps the last one before today).
   */
  const addLines = (chatId: number, lines: readonly Line[], firstAt: Date, firstDay: number, unreadTail: boolean) => {
    const times = lines.map((_, k) =>
      k === 0 ? firstAt : jstDayAt(now, -firstDay + k, random.int(9, 20), random.int(0, 59)),
    );
    const last = times.at(-1)!;
    lines.forEach(([sender, body], k) => {
      const answered = lines.findIndex(([other], j) => j > k && other !== sender);
      const readAt = answered >= 0 ? times[answered]! : unreadTail ? null : addMinutes(last, 120);
      addMessage(chatId, sender, body, times[k]!, readAt);
    });
  };

  const addScout = (userId: string, companyId: number, plan: ScoutPlan) => {
    const days = random.pick([SCOUT_DEFAULT_EXPIRES_IN_DAYS, SCOUT_DEFAULT_EXPIRES_IN_DAYS, 7, 30]);
    const answered = plan.status === "accepted" || plan.status === "declined";
    // an accepted scout's exchange takes a day per reply after the answer, all before today
    const lastAnswerDay = plan.status === "accepted" ? plan.replies : 1;
    // days before today: pending scouts expire after today, expired ones before it
    const sentDay =
      plan.status === "pending"
        ? random.int(1, days - 2)
        : plan.status === "expired"
          ? random.int(days + 1, days + 45)
          : random.int(lastAnswerDay + 1, 60);
    const sentAt = jstDayAt(now, -sentDay, random.int(9, 19), random.int(0, 59));
    // answered a day or more after sending and before the expiry; the scout read just before
    const answerDay = answered ? sentDay - random.int(1, Math.min(days - 1, sentDay - lastAnswerDay)) : null;
    const respondedAt = answerDay === null ? null : jstDayAt(now, -answerDay, random.int(8, 20), random.int(0, 59));
    const readAt = respondedAt ? addMinutes(respondedAt, -2) : !answered && plan.read ? addMinutes(sentAt, 180) : null;
    const kind = random.pick(SCOUT_KINDS);
    const name = companyName(companyId);
    const title = `${kind}のご案内`;
    const body = `プロフィールを拝見し、ぜひ一度お話ししたいと思いご連絡しました。${name}の${kind}にご招待します。ご興味があれば「興味あり」からお返事ください。`;
    const chatId = openChat(userId, companyId, sentAt);
    addMessage(chatId, "company", body, sentAt, readAt);
    data.scoutMessages.push({
      id: data.scoutMessages.length + 1,
      companyId,
      userId,
      chatId,
      title,
      body,
      sentAt,
      expiresAt: addDays(sentAt, days),
      readAt,
      response: answered ? plan.status : null,
      respondedAt,
      declineReason: plan.status === "declined" ? plan.reason : null,
    });
    if (plan.status === "accepted") {
      addLines(chatId, ACCEPTED_LINES.slice(0, plan.replies), addMinutes(respondedAt!, 5), answerDay!, plan.unreadTail);
    }
  };

  const addPlainChat = (userId: string, companyId: number, lineCount: number, unreadTail: boolean) => {
    const firstDay = random.int(lineCount, 90);
    const createdAt = jstDayAt(now, -firstDay, 10);
    addLines(openChat(userId, companyId, createdAt), PLAIN_LINES.slice(0, lineCount), createdAt, firstDay, unreadTail);
  };

  DEMO_STUDENT_SCOUTS.forEach((plan, i) => addScout(demoStudent.id, companyIds[i]!, plan));
  addPlainChat(demoStudent.id, companyIds[DEMO_STUDENT_PLAIN_CHAT_COMPANY]!, 2, false);
  companyOneStudents.forEach((user, i) => addScout(user.id, companyIds[0]!, COMPANY_ONE_SCOUTS[i]!));

  for (const user of registeredUsers) {
    if (user === demoStudent) continue;
    const scripted = companyOneStudents.includes(user);
    if (user.receiveScoutMessage && !scripted && random.chance(0.5)) {
      for (const companyId of random.sample(companyIds, random.int(1, 3)))
        addScout(user.id, companyId, randomPlan(random));
    }
    if (random.chance(0.15))
      addPlainChat(user.id, random.pick(companyIds), random.int(1, PLAIN_LINES.length), random.chance(0.4));
  }
  return data;
}

function randomPlan(random: Random): ScoutPlan {
  switch (random.weightedIndex([35, 30, 20, 15])) {
    case 0:
      return { status: "pending", read: random.chance(0.5) };
    case 1:
      return { status: "accepted", replies: random.int(1, ACCEPTED_LINES.length), unreadTail: random.chance(0.4) };
    case 2:
      return { status: "declined", reason: random.chance(0.6) ? random.pick(DECLINE_REASONS) : null };
    default:
      return { status: "expired", read: random.chance(0.5) };
  }
}
