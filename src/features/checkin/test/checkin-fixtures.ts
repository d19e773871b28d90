import type { AttendanceItem, CheckinCompanyDetailResponse } from "@core/api/checkin";
import type { CheckinCompany } from "@core/api/event-detail";

/** Test support: one entry of GET /api/v1/event_attendance (an upcoming one with a ticket unless overridden). */
export function testAttendanceItem(overrides: Partial<AttendanceItem> = {}): AttendanceItem {
  return {
    entry_id: 900,
    state: "entried",
    event: {
      id: 10,
      title: "夏のエンジニア職インターンシップ",
      category: "internship",
      company_name: "株式会社ミライテック",
    },
    schedule: {
      id: 20,
      title: "東京会場",
      start_at: "2027-08-01T01:00:00.000Z",
      end_at: "2027-08-01T08:00:00.000Z",
      time_limit_at: "2027-07-25T14:59:00.000Z",
      place: "本社セミナールーム",
      detailed_address: "東京都千代田区丸の内1-1-1",
      prefecture: { code: 13, name: "東京都" },
      is_online: false,
      canceled: false,
    },
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

export function testCheckinCompanyDetail(
  overrides: Partial<CheckinCompanyDetailResponse> = {},
): CheckinCompanyDetailResponse {
  return {
    company: testCheckinCompany(),
    company_id: 5,
    event: { id: 40, title: "ミライ合同企業説明会", category: "gosetsu" },
    entry_id: 900,
    checked_in_at: null,
    ...overrides,
  };
}
