import { graphql } from "gatsby";

export const eventDetailFragment = graphql`
  fragment EventDetailCompanyFields on Company {
    db_id
    name
    initial_char
    square_logo_url
    business_subcategory_name
  }

  # One schedule as detail and feature event pages show it (type EventDetailSchedule).
  fragment EventDetailScheduleFields on Schedule {
    db_id
    title
    start_at
    end_at
    time_limit_at
    place
    is_online
    prefecture {
      code
      name
    }
    admission_limit_number
    stopped_entry
    canceled
    has_reached_admission_limit
  }

  fragment EventDetailFields on Event {
    db_id
    title
    category
    eye_catch_image_url
    lottery
    display_own_logo
    is_trend_event
    short_graduate_year
    graduate_years
    description_html
    description_excerpt
    summary
    application_url
    updated_at
    description_items {
      label
      content
    }
    summary_videos {
      id
      video_type
      external_video_url
      video_url
      video_chapter_url
      description
    }
    summary_images {
      id
      image_url
      description
    }
    alert_message {
      announce_type
      icon
      message
    }
    business_category {
      db_id
      name
    }
    host_company {
      ...EventDetailCompanyFields
    }
    companies {
      ...EventDetailCompanyFields
    }
    schedules {
      ...EventDetailScheduleFields
    }
    other_published_events {
      ...EventCardFields
    }
    recommended_events {
      ...EventCardFields
    }
  }
`;
