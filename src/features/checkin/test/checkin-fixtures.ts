import type { AttendanceItem, CheckinCompanyDetailResponse } from "../../../domain/api/checkin";
import type { CheckinCompany } from "../../../domain/api/event-detail";
import { testMyEntry } from "../../entries/test/entry-fixtures";

/** Test support: one entry of GET /api/v1/event_attendance (an upcoming one with a ticket unless overridden). */
export function testAttendanceItem(overrides: Partial<AttendanceItem> = {}): AttendanceItem {
  const mine = testMyEntry();
  return {
    entry_id: 900,
    state: "entried",
    event: { ...mine.event },
    schedule: mine.schedule,
    today: false,
    ticket_code: "t1.ticket-code_900",
    attendance: null,
    is_online: false,
    ...overrides,
  };
}

export function testCheckinCompany(overrides: Partial<CheckinCompany> = {}): CheckinCompany {
  return {
    id: 31,
    name: "株式会社ミライテック",
    business_category_name: "IT・通信",
    square_logo: null,
    initial_char: "ミ",
    name_pronunciation: "みらいてっく",
    is_checked_in: false,
    ...overrides,
  };
}

export function testCheckinCompanyDetail(overrides: Partial<CheckinCompanyDetailResponse> = {}): CheckinCompanyDetailResponse {
  return {
    company: testCheckinCompany(),
    company_id: 5,
    event: { id: 40, title: "ミライ合同企業説明会", category: "gosetsu" },
    entry_id: 900,
    checked_in_at: null,
    ...overrides,
  };
}
