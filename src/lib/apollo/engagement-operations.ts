import { gql, type TypedDocumentNode } from "@apollo/client";

export type ViewerData = {
  viewer: {
    __typename: "Viewer";
    id: string;
    followedCompanyIds: number[];
    clippedEventIds: number[];
    universityRecordEventIds: number[];
    clips: Array<{ __typename: "Clip"; eventId: number; bookmarkId: number }>;
  } | null;
};

export type CompanyResult = { __typename: "Company"; id: number; followed: boolean; liked: boolean };
export type EventResult = {
  __typename: "Event";
  id: number;
  clipped: boolean;
  bookmarkId: number | null;
  clipCount: number;
};

/** Loaded once per page; mutations keep it in step with the Company/Event entities. */
export const VIEWER_QUERY: TypedDocumentNode<ViewerData, Record<string, never>> = gql`
  query EngagementViewer {
    viewer {
      id
      followedCompanyIds
      clippedEventIds
      universityRecordEventIds
      clips {
        eventId
        bookmarkId
      }
    }
  }
`;

const COMPANY_FIELDS = "id followed liked";
const EVENT_FIELDS = "id clipped bookmarkId clipCount";

export const FOLLOW_COMPANY: TypedDocumentNode<{ followCompany: CompanyResult }, { companyId: number }> = gql`
  mutation FollowCompany($companyId: Int!) { followCompany(companyId: $companyId) { ${COMPANY_FIELDS} } }
`;
export const UNFOLLOW_COMPANY: TypedDocumentNode<{ unfollowCompany: CompanyResult }, { companyId: number }> = gql`
  mutation UnfollowCompany($companyId: Int!) { unfollowCompany(companyId: $companyId) { ${COMPANY_FIELDS} } }
`;
export const CLIP_EVENT: TypedDocumentNode<{ clipEvent: EventResult }, { eventId: number }> = gql`
  mutation ClipEvent($eventId: Int!) { clipEvent(eventId: $eventId) { ${EVENT_FIELDS} } }
`;
export const UNCLIP_EVENT: TypedDocumentNode<{ unclipEvent: EventResult }, { eventId: number }> = gql`
  mutation UnclipEvent($eventId: Int!) { unclipEvent(eventId: $eventId) { ${EVENT_FIELDS} } }
`;

export const EVENT_CLIP_FRAGMENT: TypedDocumentNode<Omit<EventResult, "id" | "__typename">> = gql`
  fragment EventClipCount on Event {
    clipped
    bookmarkId
    clipCount
  }
`;
