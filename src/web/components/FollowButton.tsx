import { useFollowStatus } from "@web/api/getFollowStatus";
import { useSetFollowing } from "@web/api/setFollowing";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { SignInPromptButton } from "./SignInPrompt";

type FollowButtonProps = {
  /** The writer's current handle, lower case, as their profile's query is keyed. */
  handle: string;
  /** The viewer wrote this (their own post): nothing to follow. */
  own?: boolean;
};

const SIZE = "btn btn-sm";

/**
 * Follow / Following for a writer, on their page and in a post's byline, always beside the writer's
 * name. A toggle: aria-pressed says whether it is on, and the visible word is its whole name.
 */
export function FollowButton({ handle, own = false }: FollowButtonProps) {
  const { status } = useAuth();
  const { t } = useT();
  if (own) return null;
  if (status === "signed-in") return <SignedInFollow handle={handle} />;
  if (status === "loading") {
    return (
      <button type="button" className={`${SIZE} btn-outline btn-primary`} aria-pressed={false} disabled>
        {t("reading.follow")}
      </button>
    );
  }
  return <SignedOutFollow />;
}

function SignedInFollow({ handle }: { handle: string }) {
  const followStatus = useFollowStatus(handle);
  const change = useSetFollowing(handle);
  const { t } = useT();
  if (followStatus.data?.self) return null;
  const following = followStatus.data?.following ?? false;
  return (
    <button
      type="button"
      className={`${SIZE} ${following ? "btn-primary" : "btn-outline btn-primary"}`}
      aria-pressed={following}
      aria-busy={followStatus.isPending || change.isPending}
      disabled={!followStatus.isSuccess || change.isPending}
      onClick={() => change.mutate(!following)}
    >
      {following ? t("reading.following") : t("reading.follow")}
    </button>
  );
}

/** As the wishlist toggle: a visitor is told why and offered the login page, which brings them back. */
function SignedOutFollow() {
  const { t } = useT();
  return (
    <SignInPromptButton
      reason={t("reading.signInToFollow")}
      className={`${SIZE} btn-outline btn-primary`}
      pressed={false}
    >
      {t("reading.follow")}
    </SignInPromptButton>
  );
}
