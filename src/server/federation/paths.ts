/** Where federation answers; actor ids are by account id, so a new handle never changes them. */
export const AP_PATHS = {
  actor: "/ap/users/{identifier}",
  inbox: "/ap/users/{identifier}/inbox",
  outbox: "/ap/users/{identifier}/outbox",
  followers: "/ap/users/{identifier}/followers",
  sharedInbox: "/ap/inbox",
  nodeInfo: "/nodeinfo/2.1",
} as const;
