CREATE TABLE "areas" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "areas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "prefectures" (
	"code" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area_id" smallint NOT NULL,
	CONSTRAINT "prefectures_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "business_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon_key" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "business_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "business_categories_icon_key_unique" UNIQUE("icon_key")
);
--> statement-breakpoint
CREATE TABLE "business_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_choice_factor_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_choice_factor_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "concentrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "department_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"department_category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "high_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefecture_code" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_pronunciation" text NOT NULL,
	"category" text NOT NULL,
	"area_id" smallint NOT NULL,
	"prefecture_code" smallint NOT NULL,
	CONSTRAINT "universities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"rank" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "awards_company_id_year_key" UNIQUE("company_id","year"),
	CONSTRAINT "awards_year_check" CHECK ("awards"."year" between 2019 and 2025),
	CONSTRAINT "awards_rank_check" CHECK ("awards"."rank" in ('bronze', 'silver', 'gold'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_pronunciation" text NOT NULL,
	"initial_char" text NOT NULL,
	"official_description" text NOT NULL,
	"official_image_url" text,
	"square_logo_url" text,
	"business_category_id" integer NOT NULL,
	"business_subcategory_id" integer NOT NULL,
	"company_group_id" integer,
	"is_official_company" boolean DEFAULT false NOT NULL,
	"is_foreign" boolean DEFAULT false NOT NULL,
	"headquarters_prefecture_code" smallint NOT NULL,
	"overall_score" numeric(3, 2),
	"recruitment_score" numeric(3, 2),
	"internship_score" numeric(3, 2),
	"seminar_score" numeric(3, 2),
	"job_category_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_company_id" integer
);
--> statement-breakpoint
CREATE TABLE "company_image_gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"admission_limit_number" integer,
	"lottery" boolean DEFAULT false NOT NULL,
	"time_limit_at" timestamp with time zone,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_business_subcategories" (
	"event_id" integer NOT NULL,
	"business_subcategory_id" integer NOT NULL,
	CONSTRAINT "event_business_subcategories_event_id_business_subcategory_id_pk" PRIMARY KEY("event_id","business_subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "event_companies" (
	"event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_companies_event_id_company_id_pk" PRIMARY KEY("event_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "event_description_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"content" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"show_link" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_summary_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_summary_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"video_type" text NOT NULL,
	"external_video_url" text,
	"video_url" text,
	"video_chapter_url" text,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description_markdown" text NOT NULL,
	"summary" text,
	"host_company_id" integer,
	"business_category_id" integer,
	"eye_catch_image_url" text,
	"application_url" text,
	"lottery" boolean DEFAULT false NOT NULL,
	"display_own_logo" boolean DEFAULT false NOT NULL,
	"is_trend_event" boolean DEFAULT false NOT NULL,
	"is_mirai_hosting_event" boolean DEFAULT false NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"is_pre_entry_event" boolean DEFAULT false NOT NULL,
	"use_checkin" boolean DEFAULT false NOT NULL,
	"display_as_partner_entry_offer" boolean DEFAULT false NOT NULL,
	"resume_published" boolean DEFAULT false NOT NULL,
	"resume_publish_at" timestamp with time zone,
	"external_deadline" text,
	"graduate_years" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"grades" text[],
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_category_check" CHECK ("events"."category" in ('entry', 'internship', 'seminar', 'gosetsu'))
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_limit_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"course_time_limit_at" timestamp with time zone,
	"place" text,
	"detailed_address" text,
	"guide_address" text,
	"prefecture_code" smallint,
	"is_online" boolean DEFAULT false NOT NULL,
	"live_url" text,
	"admission_limit_number" integer,
	"target_attendee_count" integer,
	"stopped_entry" boolean DEFAULT false NOT NULL,
	"stop_promote_input_resume_mail" boolean DEFAULT false NOT NULL,
	"show_checkin" boolean DEFAULT false NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_period_check" CHECK ("schedules"."end_at" >= "schedules"."start_at"),
	CONSTRAINT "schedules_admission_limit_number_check" CHECK ("schedules"."admission_limit_number" is null or "schedules"."admission_limit_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"phase" text NOT NULL,
	"graduate_year" smallint NOT NULL,
	"rating_overall" smallint NOT NULL,
	"rating_atmosphere" smallint NOT NULL,
	"rating_growth" smallint NOT NULL,
	"rating_welfare" smallint NOT NULL,
	"rating_selection" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_reviews_phase_check" CHECK ("company_reviews"."phase" in ('selection', 'internship', 'seminar')),
	CONSTRAINT "company_reviews_rating_overall_check" CHECK ("company_reviews"."rating_overall" between 1 and 5),
	CONSTRAINT "company_reviews_rating_atmosphere_check" CHECK ("company_reviews"."rating_atmosphere" between 1 and 5),
	CONSTRAINT "company_reviews_rating_growth_check" CHECK ("company_reviews"."rating_growth" between 1 and 5),
	CONSTRAINT "company_reviews_rating_welfare_check" CHECK ("company_reviews"."rating_welfare" between 1 and 5),
	CONSTRAINT "company_reviews_rating_selection_check" CHECK ("company_reviews"."rating_selection" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "event_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"graduate_year" smallint NOT NULL,
	"rating_overall" smallint NOT NULL,
	"rating_content" smallint NOT NULL,
	"rating_staff" smallint NOT NULL,
	"rating_usefulness" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reviews_rating_overall_check" CHECK ("event_reviews"."rating_overall" between 1 and 5),
	CONSTRAINT "event_reviews_rating_content_check" CHECK ("event_reviews"."rating_content" between 1 and 5),
	CONSTRAINT "event_reviews_rating_staff_check" CHECK ("event_reviews"."rating_staff" between 1 and 5),
	CONSTRAINT "event_reviews_rating_usefulness_check" CHECK ("event_reviews"."rating_usefulness" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "feature_video_bundles" (
	"feature_video_id" integer NOT NULL,
	"video_bundle_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_video_bundles_feature_video_id_video_bundle_id_pk" PRIMARY KEY("feature_video_id","video_bundle_id")
);
--> statement-breakpoint
CREATE TABLE "feature_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"company_id" integer,
	"video_url" text NOT NULL,
	"thumbnail_url" text,
	"captions_url" text,
	"duration_seconds" integer NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"video_channel_id" integer,
	"company_id" integer,
	"video_url" text NOT NULL,
	"thumbnail_url" text,
	"captions_url" text,
	"duration_seconds" integer NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon_url" text,
	"company_id" integer,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_bundle_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_seconds" integer NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_id" text NOT NULL,
	"email" text NOT NULL,
	"graduate_year" smallint,
	"receive_scout_message" boolean DEFAULT false NOT NULL,
	"new_grad_referral_option_enabled" boolean DEFAULT false NOT NULL,
	"is_student_confirmed" boolean DEFAULT false NOT NULL,
	"student_confirmed_at" timestamp with time zone,
	"entried_event_schedule_reminder_type" text,
	"profile_image_url" text,
	"friend_referral_code" text,
	"referred_by_code" text,
	"signup_utm_source" text,
	"signup_utm_medium" text,
	"signup_utm_campaign" text,
	"signup_utm_term" text,
	"signup_utm_content" text,
	"signup_waad" text,
	"signup_vid" text,
	"signup_fxuid" text,
	"signup_pbid" text,
	"signup_a8" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_friend_referral_code_unique" UNIQUE("friend_referral_code"),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_graduate_year_check" CHECK ("users"."graduate_year" is null or "users"."graduate_year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clips_user_id_event_id_key" UNIQUE("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer,
	"state" text DEFAULT 'entried' NOT NULL,
	"inflow" text,
	"inflow_description" text,
	"resume" text,
	"starred" boolean DEFAULT false NOT NULL,
	"partner_entry_user_id" text,
	"client_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"entried_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"attend_answered_at" timestamp with time zone,
	"elected_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"absenced_at" timestamp with time zone,
	"send_attend_response_at" timestamp with time zone,
	"defeated_at" timestamp with time zone,
	"pre_entried_at" timestamp with time zone,
	"thank_you_at" timestamp with time zone,
	"promote_input_resume_at" timestamp with time zone,
	"remained_at" timestamp with time zone,
	"lottery_entry_course_at" timestamp with time zone,
	CONSTRAINT "entries_user_id_schedule_id_key" UNIQUE("user_id","schedule_id"),
	CONSTRAINT "entries_state_check" CHECK ("entries"."state" in ('pre_entried', 'entried', 'invited', 'elected', 'defeated', 'attended', 'absenced', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "event_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_question_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"submitted_url" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_answers_event_question_id_user_id_key" UNIQUE("event_question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "recently_viewed_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"event_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_events_email_event_id_key" UNIQUE("email","event_id"),
	CONSTRAINT "recently_viewed_events_email_lower_check" CHECK ("recently_viewed_events"."email" = lower("recently_viewed_events"."email"))
);
--> statement-breakpoint
CREATE TABLE "scout_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_checkinable_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_checkinable_companies_event_id_company_id_key" UNIQUE("event_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "event_checkins" (
	"entry_id" integer NOT NULL,
	"event_checkinable_company_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_checkins_entry_id_event_checkinable_company_id_pk" PRIMARY KEY("entry_id","event_checkinable_company_id")
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"large_category" text NOT NULL,
	"medium_category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "user_activities_user_id_display_order_key" UNIQUE("user_id","display_order")
);
--> statement-breakpoint
CREATE TABLE "user_affiliations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"school_type" text NOT NULL,
	"university_id" integer,
	"department_id" integer,
	"concentration_id" integer,
	"high_school_id" integer,
	"department_category_id" integer,
	"manual_university" text,
	"manual_department" text,
	"manual_concentration" text,
	"manual_high_school" text,
	"course" text,
	"seminar_circle" text,
	"grade" text,
	"display_university" text,
	"display_high_school" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_basic_informations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_kana" text NOT NULL,
	"last_name_kana" text NOT NULL,
	"date_of_birth" date,
	"foreign_address" boolean DEFAULT false NOT NULL,
	"postcode" text,
	"address1" text,
	"address2" text,
	"address3" text,
	"tel" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cooperating_sites" (
	"user_id" uuid NOT NULL,
	"cooperating_site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_cooperating_sites_user_id_cooperating_site_id_pk" PRIMARY KEY("user_id","cooperating_site_id")
);
--> statement-breakpoint
CREATE TABLE "user_mail_campaign_types" (
	"user_id" uuid NOT NULL,
	"mail_campaign_type_key" text NOT NULL,
	CONSTRAINT "user_mail_campaign_types_user_id_mail_campaign_type_key_pk" PRIMARY KEY("user_id","mail_campaign_type_key")
);
--> statement-breakpoint
CREATE TABLE "user_mail_magazine_options" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"receive_mail_campaigns" boolean DEFAULT true NOT NULL,
	"needs_information_for_women" boolean DEFAULT false NOT NULL,
	"needs_information_for_international_students" boolean DEFAULT false NOT NULL,
	"is_student_athlete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferred_business_categories" (
	"user_id" uuid NOT NULL,
	"business_category_id" integer NOT NULL,
	"priority" smallint NOT NULL,
	CONSTRAINT "user_preferred_business_categories_user_id_business_category_id_pk" PRIMARY KEY("user_id","business_category_id"),
	CONSTRAINT "user_preferred_business_categories_user_priority_key" UNIQUE("user_id","priority")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_company_choice_factor_types" (
	"user_id" uuid NOT NULL,
	"company_choice_factor_type_id" integer NOT NULL,
	CONSTRAINT "user_preferred_company_choice_factor_types_user_id_company_choice_factor_type_id_pk" PRIMARY KEY("user_id","company_choice_factor_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_job_types" (
	"user_id" uuid NOT NULL,
	"job_type_id" integer NOT NULL,
	"priority" smallint NOT NULL,
	CONSTRAINT "user_preferred_job_types_user_id_job_type_id_pk" PRIMARY KEY("user_id","job_type_id"),
	CONSTRAINT "user_preferred_job_types_user_priority_key" UNIQUE("user_id","priority")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_work_prefectures" (
	"user_id" uuid NOT NULL,
	"prefecture_code" smallint NOT NULL,
	CONSTRAINT "user_preferred_work_prefectures_user_id_prefecture_code_pk" PRIMARY KEY("user_id","prefecture_code")
);
--> statement-breakpoint
CREATE TABLE "user_registration_complete_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_registration_id" integer NOT NULL,
	"user_registration_step_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_registration_complete_steps_registration_step_key" UNIQUE("user_registration_id","user_registration_step_key"),
	CONSTRAINT "user_registration_complete_steps_key_check" CHECK ("user_registration_complete_steps"."user_registration_step_key" in ('basic_information', 'affiliation', 'cooperating_site', 'preferred_business_category', 'preferred_job_type', 'preferred_work_prefecture', 'preferred_company_choice_factor_type', 'entry_on_user_registration', 'new_grad_referral_option', 'scout_option', 'activity', 'student_endeavor', 'mail_magazine_unsubscribe', 'student_confirmation'))
);
--> statement-breakpoint
CREATE TABLE "user_registration_entry_schedules" (
	"user_registration_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	CONSTRAINT "user_registration_entry_schedules_user_registration_id_schedule_id_pk" PRIMARY KEY("user_registration_id","schedule_id")
);
--> statement-breakpoint
CREATE TABLE "user_registration_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_registration_version_id" integer NOT NULL,
	"key" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "user_registration_groups_version_key" UNIQUE("user_registration_version_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_registration_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_registration_version_id" integer NOT NULL,
	"user_registration_group_id" integer NOT NULL,
	"key" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "user_registration_steps_version_key" UNIQUE("user_registration_version_id","key"),
	CONSTRAINT "user_registration_steps_key_check" CHECK ("user_registration_steps"."key" in ('basic_information', 'affiliation', 'cooperating_site', 'preferred_business_category', 'preferred_job_type', 'preferred_work_prefecture', 'preferred_company_choice_factor_type', 'entry_on_user_registration', 'new_grad_referral_option', 'scout_option', 'activity', 'student_endeavor', 'mail_magazine_unsubscribe', 'student_confirmation'))
);
--> statement-breakpoint
CREATE TABLE "user_registration_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_registration_versions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "user_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_registration_version_id" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_registrations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_registrations_status_check" CHECK ("user_registrations"."status" in ('incomplete', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "user_student_endeavors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_path" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_path_unique" UNIQUE("slug_path")
);
--> statement-breakpoint
CREATE TABLE "cooperating_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner" text NOT NULL,
	"square_logo_url" text,
	"description" text NOT NULL,
	"service_category" text NOT NULL,
	"graduate_years" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"external_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_checked_by_default" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_event_events" (
	"feature_event_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_event_events_feature_event_id_event_id_pk" PRIMARY KEY("feature_event_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "feature_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description_markdown" text NOT NULL,
	"image_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"popup_type" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"url" text NOT NULL,
	"event_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_type_check" CHECK ("chat_messages"."sender_type" in ('user', 'company'))
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_user_id_company_id_key" UNIQUE("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "mail_campaign_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whats_new_item_reads" (
	"user_id" uuid NOT NULL,
	"whats_new_item_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whats_new_item_reads_user_id_whats_new_item_id_pk" PRIMARY KEY("user_id","whats_new_item_id")
);
--> statement-breakpoint
CREATE TABLE "whats_new_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_custom_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_agreements" (
	"user_id" uuid NOT NULL,
	"terms_version_id" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_agreements_user_id_terms_version_id_pk" PRIMARY KEY("user_id","terms_version_id")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"body_markdown" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_versions_type_version_key" UNIQUE("type","version"),
	CONSTRAINT "terms_versions_type_check" CHECK ("terms_versions"."type" in ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "ad_places" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company_id" integer,
	"ad_place_key" text NOT NULL,
	"publication_type" text NOT NULL,
	"image_url" text,
	"catch_copy" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_recommended_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prefectures" ADD CONSTRAINT "prefectures_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_subcategories" ADD CONSTRAINT "business_subcategories_business_category_id_business_categories_id_fk" FOREIGN KEY ("business_category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concentrations" ADD CONSTRAINT "concentrations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_department_category_id_department_categories_id_fk" FOREIGN KEY ("department_category_id") REFERENCES "public"."department_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "high_schools" ADD CONSTRAINT "high_schools_prefecture_code_prefectures_code_fk" FOREIGN KEY ("prefecture_code") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_prefecture_code_prefectures_code_fk" FOREIGN KEY ("prefecture_code") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_business_category_id_business_categories_id_fk" FOREIGN KEY ("business_category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_business_subcategory_id_business_subcategories_id_fk" FOREIGN KEY ("business_subcategory_id") REFERENCES "public"."business_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_group_id_company_groups_id_fk" FOREIGN KEY ("company_group_id") REFERENCES "public"."company_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_headquarters_prefecture_code_prefectures_code_fk" FOREIGN KEY ("headquarters_prefecture_code") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_main_company_id_companies_id_fk" FOREIGN KEY ("main_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_image_gallery_items" ADD CONSTRAINT "company_image_gallery_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_business_subcategories" ADD CONSTRAINT "event_business_subcategories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_business_subcategories" ADD CONSTRAINT "event_business_subcategories_business_subcategory_id_business_subcategories_id_fk" FOREIGN KEY ("business_subcategory_id") REFERENCES "public"."business_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_companies" ADD CONSTRAINT "event_companies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_companies" ADD CONSTRAINT "event_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_description_items" ADD CONSTRAINT "event_description_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summary_images" ADD CONSTRAINT "event_summary_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summary_videos" ADD CONSTRAINT "event_summary_videos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_company_id_companies_id_fk" FOREIGN KEY ("host_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_business_category_id_business_categories_id_fk" FOREIGN KEY ("business_category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_prefecture_code_prefectures_code_fk" FOREIGN KEY ("prefecture_code") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reviews" ADD CONSTRAINT "event_reviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reviews" ADD CONSTRAINT "event_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reviews" ADD CONSTRAINT "event_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_video_bundles" ADD CONSTRAINT "feature_video_bundles_feature_video_id_feature_videos_id_fk" FOREIGN KEY ("feature_video_id") REFERENCES "public"."feature_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_video_bundles" ADD CONSTRAINT "feature_video_bundles_video_bundle_id_video_bundles_id_fk" FOREIGN KEY ("video_bundle_id") REFERENCES "public"."video_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_bundles" ADD CONSTRAINT "video_bundles_video_channel_id_video_channels_id_fk" FOREIGN KEY ("video_channel_id") REFERENCES "public"."video_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_bundles" ADD CONSTRAINT "video_bundles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_channels" ADD CONSTRAINT "video_channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_chapters" ADD CONSTRAINT "video_chapters_video_bundle_id_video_bundles_id_fk" FOREIGN KEY ("video_bundle_id") REFERENCES "public"."video_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_event_question_id_event_questions_id_fk" FOREIGN KEY ("event_question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_events" ADD CONSTRAINT "recently_viewed_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checkinable_companies" ADD CONSTRAINT "event_checkinable_companies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checkinable_companies" ADD CONSTRAINT "event_checkinable_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checkins" ADD CONSTRAINT "event_checkins_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checkins" ADD CONSTRAINT "event_checkins_event_checkinable_company_id_event_checkinable_companies_id_fk" FOREIGN KEY ("event_checkinable_company_id") REFERENCES "public"."event_checkinable_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_concentration_id_concentrations_id_fk" FOREIGN KEY ("concentration_id") REFERENCES "public"."concentrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_high_school_id_high_schools_id_fk" FOREIGN KEY ("high_school_id") REFERENCES "public"."high_schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_department_category_id_department_categories_id_fk" FOREIGN KEY ("department_category_id") REFERENCES "public"."department_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_basic_informations" ADD CONSTRAINT "user_basic_informations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cooperating_sites" ADD CONSTRAINT "user_cooperating_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cooperating_sites" ADD CONSTRAINT "user_cooperating_sites_cooperating_site_id_cooperating_sites_id_fk" FOREIGN KEY ("cooperating_site_id") REFERENCES "public"."cooperating_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mail_campaign_types" ADD CONSTRAINT "user_mail_campaign_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mail_campaign_types" ADD CONSTRAINT "user_mail_campaign_types_mail_campaign_type_key_mail_campaign_types_key_fk" FOREIGN KEY ("mail_campaign_type_key") REFERENCES "public"."mail_campaign_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mail_magazine_options" ADD CONSTRAINT "user_mail_magazine_options_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_business_categories" ADD CONSTRAINT "user_preferred_business_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_business_categories" ADD CONSTRAINT "user_preferred_business_categories_business_category_id_business_categories_id_fk" FOREIGN KEY ("business_category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_company_choice_factor_types" ADD CONSTRAINT "user_preferred_company_choice_factor_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_company_choice_factor_types" ADD CONSTRAINT "user_preferred_company_choice_factor_types_company_choice_factor_type_id_company_choice_factor_types_id_fk" FOREIGN KEY ("company_choice_factor_type_id") REFERENCES "public"."company_choice_factor_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_job_types" ADD CONSTRAINT "user_preferred_job_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_job_types" ADD CONSTRAINT "user_preferred_job_types_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_work_prefectures" ADD CONSTRAINT "user_preferred_work_prefectures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_work_prefectures" ADD CONSTRAINT "user_preferred_work_prefectures_prefecture_code_prefectures_code_fk" FOREIGN KEY ("prefecture_code") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_complete_steps" ADD CONSTRAINT "user_registration_complete_steps_user_registration_id_user_registrations_id_fk" FOREIGN KEY ("user_registration_id") REFERENCES "public"."user_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_entry_schedules" ADD CONSTRAINT "user_registration_entry_schedules_user_registration_id_user_registrations_id_fk" FOREIGN KEY ("user_registration_id") REFERENCES "public"."user_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_entry_schedules" ADD CONSTRAINT "user_registration_entry_schedules_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_groups" ADD CONSTRAINT "user_registration_groups_user_registration_version_id_user_registration_versions_id_fk" FOREIGN KEY ("user_registration_version_id") REFERENCES "public"."user_registration_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_steps" ADD CONSTRAINT "user_registration_steps_user_registration_version_id_user_registration_versions_id_fk" FOREIGN KEY ("user_registration_version_id") REFERENCES "public"."user_registration_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_steps" ADD CONSTRAINT "user_registration_steps_user_registration_group_id_user_registration_groups_id_fk" FOREIGN KEY ("user_registration_group_id") REFERENCES "public"."user_registration_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD CONSTRAINT "user_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD CONSTRAINT "user_registrations_user_registration_version_id_user_registration_versions_id_fk" FOREIGN KEY ("user_registration_version_id") REFERENCES "public"."user_registration_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_student_endeavors" ADD CONSTRAINT "user_student_endeavors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_event_events" ADD CONSTRAINT "feature_event_events_feature_event_id_feature_events_id_fk" FOREIGN KEY ("feature_event_id") REFERENCES "public"."feature_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_event_events" ADD CONSTRAINT "feature_event_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whats_new_item_reads" ADD CONSTRAINT "whats_new_item_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whats_new_item_reads" ADD CONSTRAINT "whats_new_item_reads_whats_new_item_id_whats_new_items_id_fk" FOREIGN KEY ("whats_new_item_id") REFERENCES "public"."whats_new_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whats_new_items" ADD CONSTRAINT "whats_new_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_custom_campaigns" ADD CONSTRAINT "google_custom_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_agreements" ADD CONSTRAINT "terms_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_agreements" ADD CONSTRAINT "terms_agreements_terms_version_id_terms_versions_id_fk" FOREIGN KEY ("terms_version_id") REFERENCES "public"."terms_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_contracts" ADD CONSTRAINT "promotion_contracts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_contracts" ADD CONSTRAINT "promotion_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_contracts" ADD CONSTRAINT "promotion_contracts_ad_place_key_ad_places_key_fk" FOREIGN KEY ("ad_place_key") REFERENCES "public"."ad_places"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_recommended_events" ADD CONSTRAINT "signup_recommended_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prefectures_area_id_idx" ON "prefectures" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "business_subcategories_business_category_id_idx" ON "business_subcategories" USING btree ("business_category_id");--> statement-breakpoint
CREATE INDEX "concentrations_department_id_idx" ON "concentrations" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "departments_university_id_idx" ON "departments" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "high_schools_prefecture_code_idx" ON "high_schools" USING btree ("prefecture_code");--> statement-breakpoint
CREATE INDEX "universities_area_id_idx" ON "universities" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "companies_business_category_id_idx" ON "companies" USING btree ("business_category_id");--> statement-breakpoint
CREATE INDEX "companies_business_subcategory_id_idx" ON "companies" USING btree ("business_subcategory_id");--> statement-breakpoint
CREATE INDEX "companies_company_group_id_idx" ON "companies" USING btree ("company_group_id");--> statement-breakpoint
CREATE INDEX "companies_headquarters_prefecture_code_idx" ON "companies" USING btree ("headquarters_prefecture_code");--> statement-breakpoint
CREATE INDEX "companies_initial_char_idx" ON "companies" USING btree ("initial_char");--> statement-breakpoint
CREATE INDEX "company_image_gallery_items_company_id_idx" ON "company_image_gallery_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "courses_schedule_id_idx" ON "courses" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "event_business_subcategories_subcategory_idx" ON "event_business_subcategories" USING btree ("business_subcategory_id");--> statement-breakpoint
CREATE INDEX "event_companies_company_id_idx" ON "event_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "event_description_items_event_id_idx" ON "event_description_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_questions_schedule_id_idx" ON "event_questions" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "event_summary_images_event_id_idx" ON "event_summary_images" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_summary_videos_event_id_idx" ON "event_summary_videos" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_category_published_idx" ON "events" USING btree ("category","published","published_at");--> statement-breakpoint
CREATE INDEX "events_host_company_id_idx" ON "events" USING btree ("host_company_id");--> statement-breakpoint
CREATE INDEX "events_business_category_id_idx" ON "events" USING btree ("business_category_id");--> statement-breakpoint
CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "events_graduate_years_idx" ON "events" USING gin ("graduate_years");--> statement-breakpoint
CREATE INDEX "schedules_event_id_idx" ON "schedules" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "schedules_start_at_idx" ON "schedules" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "schedules_time_limit_at_idx" ON "schedules" USING btree ("time_limit_at");--> statement-breakpoint
CREATE INDEX "schedules_prefecture_code_idx" ON "schedules" USING btree ("prefecture_code");--> statement-breakpoint
CREATE INDEX "company_reviews_company_id_created_at_idx" ON "company_reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_reviews_user_id_idx" ON "company_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_reviews_company_id_created_at_idx" ON "event_reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "event_reviews_event_id_idx" ON "event_reviews" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_reviews_user_id_idx" ON "event_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "short_videos_company_id_idx" ON "short_videos" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "short_videos_published_at_idx" ON "short_videos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "video_bundles_company_id_idx" ON "video_bundles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "video_bundles_video_channel_id_idx" ON "video_bundles" USING btree ("video_channel_id");--> statement-breakpoint
CREATE INDEX "video_bundles_published_at_idx" ON "video_bundles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "video_channels_company_id_idx" ON "video_channels" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "video_chapters_video_bundle_id_idx" ON "video_chapters" USING btree ("video_bundle_id","display_order");--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_expires_at_idx" ON "user_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_graduate_year_idx" ON "users" USING btree ("graduate_year");--> statement-breakpoint
CREATE INDEX "clips_event_id_idx" ON "clips" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "entries_schedule_id_state_idx" ON "entries" USING btree ("schedule_id","state");--> statement-breakpoint
CREATE INDEX "entries_event_id_idx" ON "entries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "follows_company_id_idx" ON "follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "scout_messages_user_id_sent_at_idx" ON "scout_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "event_checkins_company_idx" ON "event_checkins" USING btree ("event_checkinable_company_id");--> statement-breakpoint
CREATE INDEX "user_registration_steps_group_idx" ON "user_registration_steps" USING btree ("user_registration_group_id");--> statement-breakpoint
CREATE INDEX "feature_event_events_event_id_idx" ON "feature_event_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_id_created_at_idx" ON "chat_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_sent_at_idx" ON "outbox_mails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "whats_new_items_published_at_idx" ON "whats_new_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "whats_new_items_company_id_idx" ON "whats_new_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "google_custom_campaigns_user_id_idx" ON "google_custom_campaigns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "promotion_contracts_ad_place_period_idx" ON "promotion_contracts" USING btree ("ad_place_key","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "promotion_contracts_event_id_idx" ON "promotion_contracts" USING btree ("event_id");