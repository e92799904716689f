import type { RemoteAccount } from "@shared/fediverse";
import { Avatar } from "@web/components/Avatar";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";

/**
 * Where to follow a writer from Mastodon and the like, and the latest accounts that do: links to their
 * profiles on their own servers, which the page never fetches from.
 */
export function RemoteFollowers({ address, followers }: { address: string; followers: RemoteAccount[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="author-fediverse" className="mb-10 flex flex-col gap-3">
      <h2 id="author-fediverse" className="text-xl font-bold">
        {t("lists.author.fediverse")}
      </h2>
      <p>
        {withNodes(t("lists.author.fediverseFollow", { address: NODE_MARKS[0] }), [
          <code key="address" className="break-all">
            {address}
          </code>,
        ])}
      </p>
      {followers.length > 0 && (
        <>
          <h3 className="text-base font-semibold">{t("lists.author.remoteFollowers")}</h3>
          <ul className="flex flex-wrap gap-3">
            {followers.map((follower, index) => {
              const label = follower.name ?? follower.handle ?? t("lists.author.remoteAccount");
              const content = (
                <>
                  <Avatar src={follower.icon} name={label} size={28} decorative />
                  <span>{label}</span>
                  {follower.handle && <span className="sr-only">({follower.handle})</span>}
                </>
              );
              return (
                // Handles can be missing on odd servers; the order is the server's, newest first.
                <li key={follower.handle ?? follower.url ?? index} className="flex items-center gap-2">
                  {follower.url ? (
                    <a
                      href={follower.url}
                      className="link link-hover flex items-center gap-2"
                      rel="nofollow noopener"
                      title={follower.handle ?? undefined}
                    >
                      {content}
                    </a>
                  ) : (
                    content
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
