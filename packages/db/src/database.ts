// The Database interface: one entry per table, as SQLite stores it (booleans as 0/1, lists as JSON text).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 text filled in by SQLite defaults. */
type CreatedAt = ColumnType<string, string | undefined, never>;
type UpdatedAt = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;
type Counter = ColumnType<number, number | undefined, number>;
/** A column with an SQL default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AdministratorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  full_name: string;
  email: string;
  last_login_at: string | null;
  /** Encrypted (see the API's mfa service); null while two-factor sign-in is off. */
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_last_step: Counter;
  session_epoch: Counter;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  admin_id: number | null;
  /** The username, as it was (or as it was tried, for a failed sign-in). */
  admin: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  /** JSON array of field names, or an object of counts. */
  fields: string | null;
}

export interface RecipeTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** JSON text of a list of strings. */
  ingredients: Defaulted<string>;
  instructions: string | null;
  meal_type: string;
  prep_time: number | null;
  cook_time: number | null;
  servings: number | null;
  calories_per_serving: number | null;
  goal_type: Defaulted<string>;
  is_featured: Flag;
  image_url: string | null;
  youtube_video_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Part of the demo content a fresh install starts with (removed by Settings > Remove demo content). */
  is_demo: Flag;
}

export interface TransformationTable {
  id: Generated<number>;
  client_name: string;
  goal_type: string;
  before_weight: number;
  after_weight: number;
  duration_months: number;
  before_image: string | null;
  after_image: string | null;
  story: string | null;
  testimonial: string | null;
  is_featured: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Part of the demo content a fresh install starts with (removed by Settings > Remove demo content). */
  is_demo: Flag;
}

/** A testimonial of the Reviews tab; its photos are a URL and an alternative text each, both or neither. */
export interface TestimonialTable {
  id: Generated<number>;
  kind: string;
  name: string;
  text: string;
  rating: number;
  date_line: Defaulted<string>;
  photo_url: string | null;
  photo_alt: string | null;
  after_photo_url: string | null;
  after_photo_alt: string | null;
  is_hidden: Flag;
  /** Its place in the list, from 1; gaps are harmless (ties fall back to the id). */
  position: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Part of the demo content a fresh install starts with (removed by Settings > Remove demo content). */
  is_demo: Flag;
}

export interface ConsultationTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  goal: string;
  current_weight: number | null;
  target_weight: number | null;
  health_conditions: string | null;
  message: string | null;
  status: ColumnType<string, string | undefined, string>;
  /** JSON of the lead's attribution (source, medium, campaign, referrer, landing page); null when unknown. */
  attribution: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ColumnType<string, string | undefined, string>;
  attribution: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BlogPostTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: string;
  content: string | null;
  category: string;
  type: Defaulted<string>;
  /** JSON text of a list of strings. */
  tags: Defaulted<string>;
  author: string;
  featured: Flag;
  published: Flag;
  image: string | null;
  thumbnail: string | null;
  publish_date: Defaulted<string>;
  read_time: string | null;
  duration: string | null;
  video_url: string | null;
  video_description: string | null;
  meta_description: string | null;
  views: Counter;
  likes: Counter;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Part of the demo content a fresh install starts with (removed by Settings > Remove demo content). */
  is_demo: Flag;
  /** When its `post.published` event was queued: null until the post first goes public. */
  announced_at: string | null;
  /** Whether it goes to the newsletter's subscribers when it goes public, and with how much of it; null for no. */
  newsletter: ColumnType<'excerpt' | 'full' | null, 'excerpt' | 'full' | null | undefined, 'excerpt' | 'full' | null>;
  /** When the newsletter choice was acted on (the post went public): null until then. */
  newsletter_at: string | null;
}

export interface CampaignBannerTable {
  id: Generated<number>;
  name: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  /** JSON text of a list of strings. */
  features: Defaulted<string>;
  primary_button_text: Defaulted<string>;
  primary_button_link: Defaulted<string>;
  show_secondary_button: Flag;
  secondary_button_text: Defaulted<string>;
  whatsapp_number: string | null;
  whatsapp_message: string | null;
  is_active: Flag;
  delay_seconds: Defaulted<number>;
  position: Defaulted<string>;
  max_displays_per_user: Defaulted<number>;
  cooldown_hours: Defaulted<number>;
  dismissal_text: Defaulted<string>;
  theme_color: Defaulted<string>;
  /** JSON text of a list of paths. */
  show_on_pages: Defaulted<string>;
  /** JSON text of a list of paths. */
  exclude_pages: Defaulted<string>;
  start_date: string | null;
  end_date: string | null;
  views_count: Counter;
  clicks_count: Counter;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Part of the demo content a fresh install starts with (removed by Settings > Remove demo content). */
  is_demo: Flag;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Defaulted<string>;
  attempts: Counter;
  next_attempt_at: Defaulted<string>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
  /** The booking a reminder or invite belongs to: a cancelled booking's pending reminder is dropped. */
  booking_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A calendar invite sent with the e-mail (text/calendar; METHOD REQUEST or CANCEL). */
  ical_method: ColumnType<string | null, string | null | undefined, string | null>;
  ical_content: ColumnType<string | null, string | null | undefined, string | null>;
  /** Transactional mail is sent before bulk mail (a newsletter), whatever was queued first. */
  lane: ColumnType<EmailLane, EmailLane | undefined, EmailLane>;
  /** A newsletter e-mail: its issue and recipient; its text is made from the issue when it is sent. */
  newsletter_issue_id: ColumnType<number | null, number | null | undefined, number | null>;
  subscriber_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type EmailLane = 'transactional' | 'bulk';

/** An address no e-mail goes to any more (a hard bounce or a complaint), in lower case. */
export interface EmailSuppressionTable {
  address: string;
  reason: string;
  created_at: CreatedAt;
}

/** A newsletter reader (migration 0015). */
export interface SubscriberTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  first_name: string | null;
  status: Defaulted<'pending' | 'subscribed' | 'unsubscribed'>;
  /** The page the form was on. */
  source: string | null;
  /** The site's address as the reader used it: the links in their e-mails. */
  origin: string;
  created_at: CreatedAt;
  /** The last confirmation e-mail queued (one an hour at most per address). */
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** One post's newsletter e-mail, rendered once with a marker where each recipient's own values go. */
export interface NewsletterIssueTable {
  id: Generated<number>;
  post_id: number | null;
  subject: string;
  html_body: string;
  text_body: string;
  marker: string;
  recipients: Counter;
  created_at: CreatedAt;
}

/** An owner's webhook endpoint (migration 0010). */
export interface WebhookEndpointTable {
  id: Generated<number>;
  url: string;
  description: Defaulted<string>;
  /** The event types it wants, a JSON array. */
  events: string;
  secret: string;
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  status: Defaulted<'active' | 'paused' | 'disabled'>;
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  failing_since: ColumnType<string | null, string | null | undefined, string | null>;
  last_failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Defaulted<string>;
}

/** One event for one endpoint, delivered at least once. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: string;
  consultation_id: ColumnType<number | null, number | null | undefined, number | null>;
  contact_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: Defaulted<'pending' | 'delivered' | 'failed'>;
  attempts: Counter;
  next_attempt_at: Defaulted<string>;
  created_at: CreatedAt;
  delivered_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One try of a delivery, for the delivery log. */
export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: string;
  response_status: number | null;
  duration_ms: number;
  response_excerpt: Defaulted<string>;
  error: string | null;
}

/** How far new leads of each table have been turned into webhook events: the last id queued. */
export interface WebhookCursorTable {
  source: 'consultations' | 'contact_messages' | 'bookings';
  last_id: number;
}

/** A consultation's booked time; at most one active booking per start time (a unique index). */
export interface BookingTable {
  id: Generated<number>;
  consultation_id: number;
  /** ISO 8601 UTC without milliseconds ("2026-11-24T03:30:00Z"): equal instants are equal strings. */
  start_at: string;
  end_at: string;
  /** The calendar invite's UID: the same for every update of this booking. */
  uid: string;
  /** SHA-256 of the private link's token; the token itself is only in the visitor's e-mail. */
  token_hash: string;
  sequence: Counter;
  status: Defaulted<string>;
  cancelled_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Daily visit totals: no row per view, no visitor address or identifier. */
export interface VisitCountTable {
  /** The business day (YYYY-MM-DD in the business time zone). */
  day: string;
  path: string;
  source: string;
  /** The UTM campaign, or '' without one. */
  campaign: string;
  device: string;
  pageviews: number;
  /** Visitors whose first view of the day was this row's. */
  visitors: number;
}

/** A page the owner edits: its published content and draft (JSON), and the version every save raises. */
export interface SitePageTable {
  page: string;
  published: string | null;
  draft: string | null;
  version: Defaulted<number>;
  published_at: string | null;
  updated_at: UpdatedAt;
}

/** A published version of a page, kept to restore. */
export interface SitePageRevisionTable {
  id: Generated<number>;
  page: string;
  content: string;
  /** JSON list of the sections the publish changed. */
  sections: string;
  admin: string | null;
  created_at: CreatedAt;
}

/** Small key/value facts about this installation (for example that the demo content was seeded once). */
export interface AppSettingTable {
  key: string;
  value: string;
}

export interface Database {
  app_settings: AppSettingTable;
  administrators: AdministratorTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  audit_log: AuditLogTable;
  recipes: RecipeTable;
  transformations: TransformationTable;
  testimonials: TestimonialTable;
  consultations: ConsultationTable;
  contact_messages: ContactMessageTable;
  blog_posts: BlogPostTable;
  campaign_banners: CampaignBannerTable;
  email_outbox: EmailOutboxTable;
  email_suppressions: EmailSuppressionTable;
  subscribers: SubscriberTable;
  newsletter_issues: NewsletterIssueTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  webhook_cursors: WebhookCursorTable;
  bookings: BookingTable;
  visit_counts: VisitCountTable;
  site_pages: SitePageTable;
  site_page_revisions: SitePageRevisionTable;
}

/** A row as the site reads it: `is_demo` is for removing the demo content only. */
export type RecipeRow = Omit<Selectable<RecipeTable>, 'is_demo'>;
export type NewRecipeRow = Insertable<RecipeTable>;
export type RecipeRowUpdate = Updateable<RecipeTable>;
