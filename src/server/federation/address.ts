/** A writer's fediverse address, `@handle@host`, as Mastodon users type it to find them. */
export function fediverseAddress(baseUrl: string, handle: string): string {
  return `@${handle}@${new URL(baseUrl).host}`;
}
