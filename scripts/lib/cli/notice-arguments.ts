import type { Db } from "../../../db/client";
import { siteRelativeUrl } from "../../../core/notices/notice-paths";
import { postEditorNotice } from "../../../server/notices/editor-notices";

export const NOTICE_USAGE =
  "       npm run editor -- notice <title> <body> [--url </path>] [--graduate-year <2027>]  (お知らせ to every student, or one graduation year)";

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_BODY_MAX = 2000;

export type NoticeCommand = {
  kind: "notice";
  title: string;
  body: string;
  url: string | null;
  graduateYear: number | null;
};

/**
 * `notice <title> <body> [--url </path>] [--graduate-year <year>]` (after the command word): an editors' お知らせ.
 * Null when the arguments are not that: a blank or too long title (100) or body (2,000), a url that is not a path of
 * this site, a year outside 2000–2100, an unknown or repeated option.
 */
export function parseNoticeArguments(args: readonly string[]): NoticeCommand | null {
  const [title, body, ...options] = args;
  if (title === undefined || body === undefined) return null;
  if (title.trim() === "" || title.length > NOTICE_TITLE_MAX || body.trim() === "" || body.length > NOTICE_BODY_MAX)
    return null;
  let url: string | null = null;
  let graduateYear: number | null = null;
  const seen = new Set<string>();
  for (let i = 0; i < options.length; i += 2) {
    const [name, value] = [options[i]!, options[i + 1]];
    if (value === undefined || seen.has(name)) return null;
    seen.add(name);
    if (name === "--url") {
      url = siteRelativeUrl(value);
      if (url === null) return null;
    } else if (name === "--graduate-year") {
      if (!/^\d{4}$/.test(value) || Number(value) < 2000 || Number(value) > 2100) return null;
      graduateYear = Number(value);
    } else return null;
  }
  return { kind: "notice", title: title.trim(), body: body.trim(), url, graduateYear };
}

/** Posts the notice (one transaction); the line `npm run editor` prints. Nothing is rebuilt: notices are read at request time. */
export async function sendNoticeCommand(db: Db, command: NoticeCommand): Promise<string> {
  const sent = await postEditorNotice(db, command);
  const to = command.graduateYear === null ? "すべての学生" : `${command.graduateYear}年卒業予定の学生`;
  return `お知らせ「${command.title}」を${to} ${sent} 人に送りました`;
}
