/**
 * What each API call sends and answers, by method and by the name of its path in the path table (api-paths.ts):
 * the types of the zod contracts in api/, so that the browser's one generic call (src/lib/api/api-call.ts) is typed
 * from the table and the contracts without importing zod. Types only: nothing here reaches a bundle.
 *
 * A path's parameters come from its pattern (`PathParams`); an entry names only its query, body and response.
 * The browser calls only what is listed; a call missing here is a type error at the call site.
 */
import type { z } from "zod";
import type { AttendeeReviewBody, AttendeeReviewResponse } from "./api/attendee-reviews";
import type {
  ChatListQuery,
  ChatListResponse,
  ChatMessageBody,
  ChatMessageResponse,
  ChatReadResponse,
  ChatThreadResponse,
} from "./api/chats";
import type {
  AttendanceResponse,
  AttendUrlResponse,
  BoothCheckinResponse,
  CheckinCompanyDetailResponse,
  VenueCheckinBody,
  VenueCheckinResponse,
  boothCheckinBodySchema,
} from "./api/checkin";
import type { CompanyGroupsResponse } from "./api/company-groups";
import type { CompanyListQuery, CompanyListResponse } from "./api/company-list";
import type { CourseDetailResponse, MyCourseEntriesResponse, ScheduleCoursesResponse } from "./api/courses";
import type {
  CalendarFeedResponse,
  ChangeEntryBody,
  CreateEntryBody,
  EntryResponse,
  MyEntriesQuery,
  MyEntriesResponse,
  MyEntryResponse,
} from "./api/entries";
import type {
  CheckinGroupResponse,
  EnteredScheduleResponse,
  EventDetail,
  SchedulesResponse,
  checkinCompaniesQuerySchema,
} from "./api/event-detail";
import type { EventFreeWordSearchQuery, EventListQuery, EventListResponse } from "./api/event-list";
import type {
  PromotionContractEventsResponse,
  RecommendedPromotionResponse,
  promotionContractEventsQuerySchema,
  recommendedPromotionQuerySchema,
} from "./api/event-promotions";
import type { RecommendedEventsResponse, recommendedEventsQuerySchema } from "./api/event-recommendations";
import type { FeatureFlagResponse, FeatureFlagsResponse } from "./api/feature-flags";
import type { HealthcheckResponse } from "./api/healthcheck";
import type { ScheduleLotteryResponse } from "./api/lottery";
import type { PopupQuery, PopupResponse } from "./api/popups";
import type {
  AccountDeletionResponse,
  ReauthenticationMailResponse,
  ReauthenticationResponse,
  accountDeletionRequestSchema,
  reauthenticationRequestSchema,
} from "./api/privacy";
import type {
  NoticeListQuery,
  NotificationListResponse,
  NotificationReadResponse,
  NotificationsReadAllResponse,
  WhatsNewItemReadResponse,
  WhatsNewListResponse,
  WhatsNewReadAllResponse,
} from "./api/notices";
import type { ReviewListQuery, ReviewListResponse } from "./api/reviews";
import type { MailMagazineOption, MailMagazineOptionResponse } from "./api/user-registration-preferences";
import type { GraduateYearRequest, GraduateYearResponse, ReceiveScoutMessageResponse } from "./api/user-settings";
import type { ScoutAnswerResponse, ScoutDeclineBody } from "./api/scouts";
import type { ApiPathName } from "./api-paths";
import type { DoorScreenResponse } from "./api/door-screen";
import type {
  QuestionAnswerBody,
  QuestionAnswerResponse,
  ResumeSubmissionResponse,
  ResumeUrlBody,
} from "./api/entry-submissions";

/** One call: its query string, its JSON body and its 2xx answer (`void` for none read). */
export type ApiCall<Response, Query = never, Body = never> = { query: Query; body: Body; response: Response };

export interface ApiGetCalls {
  featureFlag: ApiCall<FeatureFlagResponse>;
  appFeatureFlags: ApiCall<FeatureFlagsResponse>;
  companyGroups: ApiCall<CompanyGroupsResponse>;
  healthcheck: ApiCall<HealthcheckResponse>;
  event: ApiCall<EventDetail>;
  eventCheckinableCompanies: ApiCall<CheckinGroupResponse, z.output<typeof checkinCompaniesQuerySchema>>;
  myEntries: ApiCall<MyEntriesResponse, MyEntriesQuery>;
  myEntry: ApiCall<MyEntryResponse>;
  eventEnteredSchedule: ApiCall<EnteredScheduleResponse>;
  scheduleLottery: ApiCall<ScheduleLotteryResponse>;
  scheduleCourses: ApiCall<ScheduleCoursesResponse>;
  myCourseEntries: ApiCall<MyCourseEntriesResponse>;
  courseDetail: ApiCall<CourseDetailResponse>;
  myAttendance: ApiCall<AttendanceResponse>;
  attendUrl: ApiCall<AttendUrlResponse>;
  checkinCompany: ApiCall<CheckinCompanyDetailResponse>;
  doorScreen: ApiCall<DoorScreenResponse>;
  chats: ApiCall<ChatListResponse, Partial<ChatListQuery>>;
  chat: ApiCall<ChatThreadResponse>;
  notifications: ApiCall<NotificationListResponse, Partial<NoticeListQuery>>;
  whatsNewItems: ApiCall<WhatsNewListResponse, Partial<NoticeListQuery>>;
  eventSchedules: ApiCall<SchedulesResponse>;
  events: ApiCall<EventListResponse, Partial<EventListQuery>>;
  eventsFreeWordSearch: ApiCall<EventListResponse, Partial<EventFreeWordSearchQuery>>;
  jointJobFairsFreeWordSearch: ApiCall<EventListResponse, Partial<EventFreeWordSearchQuery>>;
  companies: ApiCall<CompanyListResponse, Partial<CompanyListQuery>>;
  reviews: ApiCall<ReviewListResponse, ReviewListQuery>;
  popups: ApiCall<PopupResponse, PopupQuery>;
  recommendedEvents: ApiCall<RecommendedEventsResponse, z.output<typeof recommendedEventsQuerySchema>>;
  recommendedPromotionContractEvents: ApiCall<
    RecommendedPromotionResponse,
    z.output<typeof recommendedPromotionQuerySchema>
  >;
  promotionContractEvents: ApiCall<
    PromotionContractEventsResponse,
    z.output<typeof promotionContractEventsQuerySchema>
  >;
  calendarFeedSettings: ApiCall<CalendarFeedResponse>;
  userRegistrationMailMagazineOption: ApiCall<MailMagazineOptionResponse>;
}

export interface ApiPostCalls {
  scheduleEntries: ApiCall<EntryResponse, never, CreateEntryBody>;
  scheduleWaitlist: ApiCall<EntryResponse>;
  myEntrySeat: ApiCall<EntryResponse>;
  /** the body is the chosen file itself (a Blob), sent as its bytes */
  myEntryResumePdf: ApiCall<ResumeSubmissionResponse, never, Blob>;
  myEntryResumeUrl: ApiCall<ResumeSubmissionResponse, never, ResumeUrlBody>;
  myEntryQuestionAnswer: ApiCall<QuestionAnswerResponse, never, QuestionAnswerBody>;
  venueCheckin: ApiCall<VenueCheckinResponse, never, VenueCheckinBody>;
  boothCheckins: ApiCall<BoothCheckinResponse, never, z.output<typeof boothCheckinBodySchema>>;
  attendeeEventReviews: ApiCall<AttendeeReviewResponse, never, AttendeeReviewBody>;
  chatMessages: ApiCall<ChatMessageResponse, never, ChatMessageBody>;
  chatRead: ApiCall<ChatReadResponse>;
  chatScoutAccept: ApiCall<ScoutAnswerResponse>;
  chatScoutDecline: ApiCall<ScoutAnswerResponse, never, ScoutDeclineBody>;
  notificationRead: ApiCall<NotificationReadResponse>;
  notificationsReadAll: ApiCall<NotificationsReadAllResponse>;
  whatsNewItemRead: ApiCall<WhatsNewItemReadResponse>;
  whatsNewItemsReadAll: ApiCall<WhatsNewReadAllResponse>;
  reauthenticationMails: ApiCall<ReauthenticationMailResponse>;
  reauthentications: ApiCall<ReauthenticationResponse, never, z.output<typeof reauthenticationRequestSchema>>;
  myAccountDeletion: ApiCall<AccountDeletionResponse, never, z.output<typeof accountDeletionRequestSchema>>;
  calendarFeedSettings: ApiCall<CalendarFeedResponse>;
}

export interface ApiPatchCalls {
  myEntry: ApiCall<EntryResponse, never, ChangeEntryBody>;
  userGraduateYear: ApiCall<GraduateYearResponse, never, GraduateYearRequest>;
  userReceiveScoutMessage: ApiCall<ReceiveScoutMessageResponse, never, { receive_scout_message: boolean }>;
}

export interface ApiPutCalls {
  userRegistrationMailMagazineOption: ApiCall<MailMagazineOptionResponse, never, MailMagazineOption>;
}

export interface ApiDeleteCalls {
  myEntry: ApiCall<void>;
}

/** The calls of each method; every key is a name of the path table (checked below). */
export interface ApiCalls {
  GET: ApiGetCalls;
  POST: ApiPostCalls;
  PATCH: ApiPatchCalls;
  PUT: ApiPutCalls;
  DELETE: ApiDeleteCalls;
}

export type ApiCallMethod = keyof ApiCalls;

type KnownPathNames<Names extends ApiPathName> = Names;
/** Fails to compile when a key of ApiCalls is not a name of the path table. */
export type ApiCallNames = KnownPathNames<{ [M in ApiCallMethod]: keyof ApiCalls[M] }[ApiCallMethod]>;
