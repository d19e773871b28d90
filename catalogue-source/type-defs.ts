/**
 * Explicit GraphQL types (no inference). Field names follow the spec's snake_case names; `db_id` is the
 * database id because Gatsby reserves `id`. Links resolve by database id from the raw `*_db_id(s)` fields.
 */
export const typeDefs = `#graphql
  "spec §9 event categories as the API names them (entry = 本選考)"
  enum EventCategory {
    entry
    internship
    seminar
    gosetsu
  }

  "event categories as routes name them (/events/selection…)"
  enum EventRouteCategory {
    selection
    internship
    seminar
    gosetsu
  }

  type Event implements Node @dontInfer {
    db_id: Int!
    title: String!
    "API value"
    category: EventCategory!
    "route value"
    route_category: EventRouteCategory!
    eye_catch_image_url: String
    lottery: Boolean!
    display_own_logo: Boolean!
    is_trend_event: Boolean!
    is_pickup: Boolean!
    is_mirai_hosting_event: Boolean!
    graduate_years: [Int!]!
    "e.g. [\\"27卒\\", \\"28卒\\"]"
    short_graduate_years: [String!]!
    "e.g. \\"27卒・28卒\\""
    short_graduate_year: String!
    prefecture_codes: [Int!]!
    prefectures: [Prefecture!]! @link(by: "code", from: "prefecture_codes")
    has_live_schedule: Boolean!
    schedule_count: Int!
    "the open schedule whose entry closes first at build time"
    closest_schedule: EventClosestSchedule
    "the latest start of its schedules not canceled: a past event (過去のイベント) once before now"
    last_start_at: Date @dateformat
    host_company_db_id: Int
    host_company: Company @link(by: "db_id", from: "host_company_db_id")
    company_db_ids: [Int!]!
    companies: [Company!]! @link(by: "db_id", from: "company_db_ids")
    "participating companies (a card without a host says 参加企業 N社)"
    company_count: Int!
    has_companies: Boolean!
    "which ind-N listings hold the event: the business categories of its business subcategories"
    industry_db_ids: [Int!]!
    business_category_db_id: Int
    business_category: BusinessCategory @link(by: "db_id", from: "business_category_db_id")
    clip_count: Int!
    review_total_rating_average: Float
    published_at: Date! @dateformat
    updated_at: Date! @dateformat
    schedule_db_ids: [Int!]!
    schedules: [Schedule!]! @link(by: "db_id", from: "schedule_db_ids")
    "sanitised HTML of description_markdown, rendered at build time"
    description_html: String!
    description_excerpt: String!
    summary: String
    application_url: String
    external_deadline: String
    "the feature event presenting the event (every joint fair has one)"
    feature_event_db_id: Int
    feature_event: FeatureEvent @link(by: "db_id", from: "feature_event_db_id")
    description_items: [EventDescriptionItem!]!
    summary_videos: [EventSummaryVideo!]!
    summary_images: [EventSummaryImage!]!
    alert_message: EventAlertMessage
    other_published_event_db_ids: [Int!]!
    other_published_events: [Event!]! @link(by: "db_id", from: "other_published_event_db_ids")
    "open events of the same industry from other companies"
    recommended_event_db_ids: [Int!]!
    recommended_events: [Event!]! @link(by: "db_id", from: "recommended_event_db_ids")
  }

  type EventDescriptionItem {
    label: String!
    content: String!
  }

  type EventSummaryVideo {
    id: Int!
    video_type: String!
    external_video_url: String
    video_url: String
    video_chapter_url: String
    description: String!
    display_order: Int!
  }

  type EventSummaryImage {
    id: Int!
    image_url: String!
    description: String!
    display_order: Int!
  }

  type EventAlertMessage {
    announce_type: String!
    icon: String!
    message: String!
  }

  type FeatureEvent implements Node @dontInfer {
    db_id: Int!
    title: String!
    description_html: String!
    description_excerpt: String!
    image_url: String
    display_order: Int!
    updated_at: Date! @dateformat
    event_db_ids: [Int!]!
    events: [Event!]! @link(by: "db_id", from: "event_db_ids")
    company_db_ids: [Int!]!
    companies: [Company!]! @link(by: "db_id", from: "company_db_ids")
  }

  "A /shutore article (body rendered from markdown at build time)."
  type Article implements Node @dontInfer {
    db_id: Int!
    slug_path: String!
    path: String!
    category_key: String!
    category_label: String!
    category_path: String!
    title: String!
    description: String!
    body_html: String!
    reading_minutes: Int!
    published_at: Date! @dateformat
    updated_at: Date! @dateformat
  }

  type CooperatingSiteExternalLink {
    label: String!
    url: String!
  }

  type CooperatingSite implements Node @dontInfer {
    db_id: Int!
    name: String!
    partner: String!
    square_logo_url: String
    description: String!
    service_category: String!
    graduate_years: [Int!]!
    short_graduate_years: [String!]!
    external_links: [CooperatingSiteExternalLink!]!
    display_order: Int!
  }

  type EventClosestSchedule {
    db_id: Int!
    start_at: Date! @dateformat
    time_limit_at: Date @dateformat
  }

  type Schedule implements Node @dontInfer {
    db_id: Int!
    event_db_id: Int!
    event: Event! @link(by: "db_id", from: "event_db_id")
    title: String
    start_at: Date! @dateformat
    end_at: Date! @dateformat
    time_limit_at: Date @dateformat
    place: String
    prefecture_code: Int
    prefecture: Prefecture @link(by: "code", from: "prefecture_code")
    is_online: Boolean!
    admission_limit_number: Int
    stopped_entry: Boolean!
    canceled: Boolean!
    "seat-taking entries had reached admission_limit_number at build time"
    has_reached_admission_limit: Boolean!
  }

  type Company implements Node @dontInfer {
    db_id: Int!
    name: String!
    name_pronunciation: String!
    initial_char: String!
    square_logo_url: String
    official_description: String!
    business_category_db_id: Int!
    business_category: BusinessCategory! @link(by: "db_id", from: "business_category_db_id")
    business_subcategory_name: String!
    overall_score: Float
    recruitment_score: Float
    internship_score: Float
    seminar_score: Float
    review_count: Int!
    experience_review_count: Int!
    follower_count: Int!
    is_official_company: Boolean!
    is_foreign: Boolean!
    event_count: Int!
    official_image_url: String
    "official_contents.image_gallery, display order"
    image_gallery: [CompanyImageGalleryItem!]!
    job_category_names: [String!]!
    headquarters_prefecture_code: Int!
    headquarters_prefecture: Prefecture! @link(by: "code", from: "headquarters_prefecture_code")
    headquarters_area_db_id: Int!
    "クチコミアワード, newest year first"
    awards: [CompanyAward!]!
    has_award_review: Boolean!
    latest_award_reviews_year: Int
    "bronze | silver | gold"
    latest_award_reviews_badge: String
    "null when the company is in no group with a main company"
    company_group: CompanyGroup
    "published events hosted or co-hosted, newest first"
    event_db_ids: [Int!]!
    events: [Event!]! @link(by: "db_id", from: "event_db_ids")
    updated_at: Date! @dateformat
  }

  type CompanyImageGalleryItem {
    title: String!
    description: String!
    image_url: String!
    display_order: Int!
  }

  type CompanyAward {
    year: Int!
    "bronze | silver | gold"
    rank: String!
  }

  type CompanyGroup {
    main_company_db_id: Int!
    main_company: Company @link(by: "db_id", from: "main_company_db_id")
    "every company of the group, the main one included, id order"
    company_db_ids: [Int!]!
    companies: [Company!]! @link(by: "db_id", from: "company_db_ids")
  }

  type BusinessCategory implements Node @dontInfer {
    db_id: Int!
    name: String!
    icon_key: String!
    display_order: Int!
    "its business subcategories: the API filters an industry (ind-N) by these"
    subcategory_db_ids: [Int!]!
  }

  type Prefecture implements Node @dontInfer {
    code: Int!
    name: String!
    area_name: String!
    area_db_id: Int!
  }

  "a promotion contract running at build time: an ad place's paid placement of one published event"
  type PromotionContract implements Node @dontInfer {
    db_id: Int!
    event_db_id: Int!
    event: Event @link(by: "db_id", from: "event_db_id")
    "the ad place key, e.g. ad_place_web_top_page"
    ad_place: String!
    publication_type: String!
    catch_copy: String
    image_url: String
    starts_at: Date! @dateformat
    ends_at: Date! @dateformat
    display_order: Int!
  }

  type FeatureFlag implements Node @dontInfer {
    key: String!
    enabled: Boolean!
  }

  type VideoChapter {
    db_id: Int!
    title: String!
    start_seconds: Int!
  }

  "a published video bundle: one video split into chapters (ordered by start time)"
  type VideoBundle implements Node @dontInfer {
    db_id: Int!
    title: String!
    description: String!
    "a site path (/videos/…) or an external http(s) URL"
    video_url: String!
    thumbnail_url: String
    "WebVTT captions in Japanese"
    captions_url: String
    duration_seconds: Int!
    view_count: Int!
    published_at: Date! @dateformat
    video_channel_db_id: Int
    video_channel: VideoChannel @link(by: "db_id", from: "video_channel_db_id")
    company_db_id: Int
    company: Company @link(by: "db_id", from: "company_db_id")
    business_category_db_id: Int
    chapters: [VideoChapter!]!
  }

  type VideoChannel implements Node @dontInfer {
    db_id: Int!
    name: String!
    description: String!
    icon_url: String
    company_db_id: Int
    display_order: Int!
  }

  type FeatureVideo implements Node @dontInfer {
    db_id: Int!
    title: String!
    description: String!
    image_url: String
    display_order: Int!
    published_at: Date! @dateformat
    video_bundle_db_ids: [Int!]!
  }

  type ShortVideo implements Node @dontInfer {
    db_id: Int!
    title: String!
    description: String!
    company_db_id: Int
    company: Company @link(by: "db_id", from: "company_db_id")
    video_url: String!
    thumbnail_url: String
    captions_url: String
    duration_seconds: Int!
    view_count: Int!
    published_at: Date! @dateformat
  }
`;
