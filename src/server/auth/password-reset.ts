/** How long a reset link works, in seconds (better-auth's resetPasswordTokenExpiresIn). */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
