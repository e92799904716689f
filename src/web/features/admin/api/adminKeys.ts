/** The admin screens' cache keys, all under "admin" so a sign-out or role change can drop them together. */
export const adminKeys = {
  all: () => ["admin"] as const,
  reports: () => ["admin", "reports"] as const,
  users: (q: string) => ["admin", "users", q] as const,
  allUsers: () => ["admin", "users"] as const,
  audit: () => ["admin", "audit"] as const,
  messages: () => ["admin", "messages"] as const,
  subscribers: (status: string, q: string) => ["admin", "subscribers", status, q] as const,
  allSubscribers: () => ["admin", "subscribers"] as const,
  settings: () => ["admin", "settings"] as const,
  pages: () => ["admin", "pages"] as const,
  page: (id: string) => ["admin", "pages", id] as const,
  pageRevisions: (id: string) => ["admin", "pages", id, "revisions"] as const,
  customCss: () => ["admin", "custom-css"] as const,
  customCssRevision: (id: string) => ["admin", "custom-css", "revisions", id] as const,
  navigation: () => ["admin", "navigation"] as const,
  importRun: (id: string) => ["admin", "imports", id] as const,
};
