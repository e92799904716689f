/** The media types an ActivityPub client asks for an object with. */
function isActivityType(type: string, params: Map<string, string>): boolean {
  if (type === "application/activity+json") return true;
  // Plain JSON-LD is any linked data; only with the ActivityStreams profile is it asking for an actor.
  return (
    type === "application/ld+json" && (params.get("profile") ?? "").includes("https://www.w3.org/ns/activitystreams")
  );
}

/**
 * Whether an Accept header prefers ActivityStreams JSON to an HTML page: a fediverse server looking up
 * `/@handle`, not a browser. Browsers name text/html (and `*` / `*`, which is not a preference), so they
 * keep getting the page; a tie goes to HTML too.
 */
export function prefersActivityJson(accept: string | undefined): boolean {
  if (!accept) return false;
  let activity = 0;
  let html = 0;
  for (const range of accept.split(",")) {
    const [rawType = "", ...rawParams] = range.split(";");
    const params = new Map<string, string>();
    for (const param of rawParams) {
      const at = param.indexOf("=");
      if (at < 0) continue;
      params.set(
        param.slice(0, at).trim().toLowerCase(),
        param
          .slice(at + 1)
          .trim()
          .replace(/^"|"$/gu, ""),
      );
    }
    const quality = Number(params.get("q") ?? "1");
    const q = Number.isFinite(quality) ? quality : 0;
    const type = rawType.trim().toLowerCase();
    if (isActivityType(type, params)) activity = Math.max(activity, q);
    else if (type === "text/html" || type === "application/xhtml+xml") html = Math.max(html, q);
  }
  return activity > 0 && activity > html;
}
