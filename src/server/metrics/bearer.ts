import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an Authorization header carries exactly this bearer token. Both sides are hashed first so the
 * comparison takes the same time whatever the header holds, its length included.
 */
export function bearerMatcher(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer[ \t]+(.*?)[ \t]*$/iu.exec(authorization ?? "");
    return timingSafeEqual(digest(match?.[1] ?? ""), expected) && match !== null;
  };
}
