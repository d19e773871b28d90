import type { CurrentUser } from "../../domain/api/current-user";
import type { ApiErrorBody } from "../../domain/api/api-error";
import { ResponseError } from "../../lib/api/errors";
import type { ApiRequest, ApiRequester } from "../../lib/api/requester";

/** Test support: a student as GET current_user_information answers. */
export function testCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "1",
    unique_id: "u-0001",
    first_name: "太郎",
    last_name: "山田",
    graduate_year: "2027年卒",
    graduate_year_number: 2027,
    email: "student@example.com",
    university: "ミライ大学",
    university_info: null,
    concentration_name: null,
    department_group: null,
    concentration_group: null,
    interest_job_type: { first: null, second: null, third: null },
    registered_on: "2025-04-01",
    last_sign_in_on: null,
    signup_utm_source: null,
    signup_utm_medium: null,
    signup_utm_campaign: null,
    grade: null,
    department: null,
    course: null,
    notification_unread_count: 0,
    whats_new_unread_count: 0,
    unread_comments_count: 0,
    entried_event_count: 0,
    entried_event_schedule_reminder_type: null,
    profile_all_unfilled: false,
    mail_campaign_types: [],
    scout_enabled: false,
    entries_count: 0,
    liked_companies: [],
    profile_image: null,
    ...overrides,
  };
}

/** A ResponseError as the requester throws it for a non-2xx answer with the API's error envelope. */
export function apiError(status: number, code: string, headers: Record<string, string> = {}): ResponseError {
  const body: ApiErrorBody = { error: { status, code, message: code } };
  const response = { status, ok: false, headers: new Headers(headers) } as Response;
  return new ResponseError(response, body);
}

export type FakeHandler = (request: ApiRequest<unknown>) => unknown;

/** A requester answering from `handler` (a thrown error becomes the rejection) and recording every request. */
export function fakeRequester(handler: FakeHandler): ApiRequester & { requests: ApiRequest<unknown>[] } {
  const requests: ApiRequest<unknown>[] = [];
  return {
    requests,
    async request<T>(request: ApiRequest<T>): Promise<T> {
      requests.push(request as ApiRequest<unknown>);
      return (await handler(request as ApiRequest<unknown>)) as T;
    },
  };
}
