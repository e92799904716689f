/** Business constants of SPEC §9 and the input limits Inkwell adds to keep the store healthy. */
export const RECENT_BLOGS_ON_HOME = 8;
export const MORE_BLOGS_IN_SIDEBAR = 5;
export const FEATURED_BLOGS = 10;
export const MIN_PASSWORD_LENGTH = 6;

export const BLOG_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** A client that asks for no limit (the original SPEC §7 client) still gets a bounded page. */
export const DEFAULT_PAGE_SIZE = 100;

export const MAX_TITLE_LENGTH = 200;
export const MAX_SHORT_DESC_LENGTH = 500;
export const MAX_LONG_DESC_LENGTH = 100_000;
export const MAX_CATEGORY_LENGTH = 40;
export const MAX_URL_LENGTH = 2048;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_SEARCH_LENGTH = 200;

export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;
export const NEWSLETTER_DELAY_MS = 1200;
export const CAROUSEL_CARD_WIDTH = 320;
export const SHORT_ALERT_MS = 1500;
export const LONG_ALERT_MS = 2000;

/** Image uploads (POST /api/images): the largest file accepted, and the widest image stored. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
