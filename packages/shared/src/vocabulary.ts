// The vocabulary every layer shares: enumerations and the fixed texts of leads, free of schema code so the pages
// that only need a label or a list stay light.

export const BLOG_TYPES = ['blog', 'vlog'] as const;

export type BlogType = (typeof BLOG_TYPES)[number];

export const PUBLIC_BLOG_CATEGORIES = ['Nutrition', 'Disease Management', 'Lifestyle', 'Meal Prep', 'Recipes'] as const;

export const EDITOR_BLOG_CATEGORIES = [
  'Nutrition',
  'Disease Management',
  'Lifestyle',
  'Meal Prep',
  'Recipes',
  'Fitness',
  'Mental Health',
  'Weight Management',
] as const;

export const CONSULTATION_GOALS = ['weight_loss', 'weight_gain', 'maintenance'] as const;

export const CONSULTATION_STATUSES = ['pending', 'contacted', 'completed', 'cancelled'] as const;

export type ConsultationGoal = (typeof CONSULTATION_GOALS)[number];

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const GOAL_LABELS: Record<ConsultationGoal, string> = {
  weight_loss: 'Weight Loss',
  weight_gain: 'Weight Gain',
  maintenance: 'Maintenance',
};

export const CONSULTATION_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email.',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number.',
  goalRequired: 'Please select your goal',
  booking: 'Booking Consultation...',
  booked: 'Consultation Booked Successfully!',
  failed: 'Failed to book consultation. Please try again.',
  expertMissingFields: 'Please fill in all required fields (Name, Email, Phone).',
  expertFailed: 'Failed to submit consultation. Please try again.',
  expertSubmitting: 'Submitting...',
  expertSubmitted: 'Request Submitted!',
} as const;

/** The marker that tells the owner a request came from the "Talk to Expert" call-back modal. */
export const EXPERT_MARKER = '[Expert Consultation Request]';

export const EXPERT_DEFAULT_MESSAGE = 'I would like a free 15-minute call with an expert.';

export function expertMessage(message: string): string {
  const text = message.trim();
  return `${EXPERT_MARKER} ${text || EXPERT_DEFAULT_MESSAGE}`;
}

/** Whether a consultation's message marks it as a call-back request from the "Talk to Expert" modal. */
export const isCallbackRequest = (message: string | null | undefined) => Boolean(message?.startsWith(EXPERT_MARKER));

export const HONEYPOT_FIELD = 'website';

export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_MESSAGES = {
  sending: 'Sending...',
  sent: "Message sent successfully! We'll get back to you within 24 hours.",
  failed: 'Failed to send message. Please try again.',
} as const;

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

export const RECIPE_GOAL_TYPES = ['weight_loss', 'weight_gain', 'both'] as const;

export const TRANSFORMATION_GOAL_TYPES = ['weight_loss', 'weight_gain'] as const;

export const META_DESCRIPTION_MAX = 160;

export const PUBLIC_BLOG_PAGE_SIZE = 50;

export const BLOG_FALLBACK_IMAGE = '/images/blog/default.jpg';

export const RELATED_POSTS_MAX = 3;
/** Other recipes shown under a recipe's page. */
export const RELATED_RECIPES_MAX = 3;

export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  excerptRequired: 'Excerpt is required',
  categoryRequired: 'Category is required',
  contentRequired: 'Content is required for blog posts',
  readTimeRequired: 'Read time is required for blog posts',
  /** Our accessibility rule (issue 12): a published article's images all have alt text. */
  imageAltRequired: 'Every image needs a description (alt text)',
  videoUrlRequired: 'Video URL is required for vlogs',
  durationRequired: 'Duration is required for vlogs',
  videoDescriptionRequired: 'Video description is required for vlogs',
  notFound: 'Post not found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  savedDraft: 'Blog saved as draft successfully!',
  published: 'Blog published successfully!',
  unpublished: 'Blog unpublished successfully!',
} as const;

/** 1234 -> "1.2k"; below a thousand the number itself. */
export function formatThousands(n: number): string {
  return n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

/** Admin stat cards: 1500 -> "1.5K", 2_300_000 -> "2.3M". */
export function formatCompact(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1000) return `${(n / 1000).toFixed(1)}K`;
  return String(n);
}

export const TRANSFORMATION_MESSAGES = {
  empty: 'No transformations found',
  emptyHint: 'Try changing the filter or check back later for more stories',
  clientNameRequired: 'Client name is required',
  goalTypeRequired: 'Goal type is required',
  saveFailed: 'Failed to save transformation',
} as const;

export const weightChange = (before: number, after: number) => Math.round(Math.abs(before - after) * 10) / 10;

/**
 * Image paths as the browser should load them: relative paths stay on this site (the API base URL is empty), and
 * pictures on the old storage bucket in us-east-1 are read from its ap-south-1 copy.
 */
export function resolveImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(/(\.s3[.-])us-east-1(\.amazonaws\.com)/, '$1ap-south-1$2');
}

export const RECIPE_MESSAGES = {
  emptyAll: 'No recipes available yet. Check back later!',
  emptyForType: (type: string) => `No ${type} recipes found. Try a different filter or check back later.`,
  emptyGeneric: 'No recipes found',
  invalidVideoId: 'Invalid Video ID',
  titleRequired: 'Title is required',
} as const;

/** The directions a sorted admin list can take (`dir` in its query). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The columns the admin recipe list can be sorted by. */
export const RECIPE_SORTS = ['title', 'time', 'calories'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

/** The columns the admin post list can be sorted by (`date` is the publish date, the default order). */
export const POST_SORTS = ['title', 'views', 'date'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** The columns the consultation list can be sorted by (`date`, when the request came, is the default order). */
export const CONSULTATION_SORTS = ['name', 'status', 'date'] as const;
export type ConsultationSort = (typeof CONSULTATION_SORTS)[number];

/** What the booking pages and the slot picker say (the server's refusals included). */
export const BOOKING_MESSAGES = {
  slotTaken: 'That time was just taken. Please pick another.',
  slotTooSoon: 'That time is too soon to book. Please pick a later one.',
  slotTooFar: 'That time is too far ahead to book. Please pick an earlier one.',
  slotBlocked: 'That time is not available. Please pick another.',
  slotOutsideHours: 'That time is outside the consultation hours. Please pick another.',
  slotInPast: 'That time has already passed. Please pick another.',
  noFreeTimes: 'No free times in this period',
  daysTooMany: (max: number) => `days: Must be at most ${max} (the booking window)`,
  notFound: 'Booking not found',
  cancelled: 'This booking has been cancelled.',
  tooLateToChange: 'This booking can no longer be changed online. Please call us to change it.',
  bookingCancelled: 'Your consultation has been cancelled.',
  bookingMoved: 'Your consultation has been moved.',
  pickNewTime: 'Please pick a new time.',
  ownerCancelled: 'Booking cancelled. The visitor has been e-mailed.',
  availabilitySaved: 'Availability saved',
} as const;

export const TESTIMONIAL_KINDS = ['whatsapp', 'meal', 'client'] as const;
export type TestimonialKind = (typeof TESTIMONIAL_KINDS)[number];

/** How each kind is named on the card and in the portal. */
export const TESTIMONIAL_KIND_LABELS: Record<TestimonialKind, string> = {
  whatsapp: 'WhatsApp message',
  meal: 'Meal photo',
  client: 'Client result',
};

/** How much of a post its newsletter e-mail carries: the excerpt with a link, or the whole article. */
export const NEWSLETTER_CONTENTS = ['excerpt', 'full'] as const;
export type NewsletterContent = (typeof NEWSLETTER_CONTENTS)[number];

// The newsletter's texts and states: here, without zod, so the site's forms and pages load them with no schema.
export const NEWSLETTER_MESSAGES = {
  /** The one answer to every subscribe, whatever the address's state: it reveals nothing about it. */
  subscribed: 'Thank you! Please check your inbox and click the link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. New posts will arrive in your inbox.',
  linkInvalid: 'This link is not valid any more. Please subscribe again.',
  unsubscribed: 'You are unsubscribed. No more newsletters will be sent to this address.',
  nameSaved: 'Your name is saved.',
  subscriberNotFound: 'Subscriber not found',
  subscriberRemoved: 'Subscriber removed',
} as const;

/** What the form tells a reader they will get, beside the address field. */
export const NEWSLETTER_NOTICE =
  'New articles by e-mail, about one a week at most. Confirm by e-mail; leave with one click from any newsletter.';

/** How long an unconfirmed address is kept: after this, its confirmation link is dead and the address is deleted. */
export const NEWSLETTER_PENDING_DAYS = 7;

/** The states a subscriber can be in; `suppressed` is an address the receiving server refused for good. */
export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed',
};
