import type { FollowState, FollowStatus } from "@shared/follow-schemas";
import type { AuthorProfile } from "@shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useT } from "@web/i18n/useT";
import { api } from "../lib/api";
import { useAuth } from "../lib/auth";
import { queryKeys } from "../lib/queryKeys";
import { showToast } from "../lib/toast";

/** POST (follow) or DELETE (stop following) /api/authors/:handle/follow; both answer where the reader stands now. */
export function setFollowing(handle: string, following: boolean): Promise<FollowState> {
  return api<FollowState>(`/authors/${encodeURIComponent(handle)}/follow`, {
    method: following ? "POST" : "DELETE",
    auth: true,
  });
}

/**
 * The Follow button's change. The screen follows the server's answer rather than guessing: the count
 * it returns is the true one (others may have followed meanwhile), and it goes into both the follow
 * state and the public profile every follower count on screen reads.
 */
export function useSetFollowing(handle: string) {
  const client = useQueryClient();
  const { user } = useAuth();
  const { t } = useT();
  return useMutation({
    mutationKey: queryKeys.followToggle(handle),
    mutationFn: (following: boolean) => setFollowing(handle, following),
    onSuccess: (state) => {
      client.setQueryData<FollowStatus>(queryKeys.followStatus(handle, user?.id ?? ""), { ...state, self: false });
      client.setQueryData<AuthorProfile | null>(queryKeys.author(handle), (profile) =>
        profile ? { ...profile, followerCount: state.followerCount } : profile,
      );
    },
    onError: (error) => {
      void showToast("error", error.message || t("reading.followFailed"));
    },
  });
}
