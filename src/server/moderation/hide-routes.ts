import { sameEmail } from "@shared/email";
import { canModerate, MODERATION_MESSAGES, moderationStateSchema } from "@shared/moderation-schemas";
import { idParamsSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, forbidden, notFound } from "../errors";
import { notifyApprovedComment } from "../notifications/notify";
import { authorById } from "../profiles/store";
import { requireModerator } from "../staff/access";
import { decideHeld, hideTarget } from "./actions";
import { findTarget } from "./report-store";

const noteBody = z
  .strictObject({ note: z.string({ error: "note must be text." }).trim().max(1_000).optional() })
  .nullish();

/**
 * Direct moderation, outside the queue: hide and unhide posts and comments (moderators), and let a
 * held comment through or turn it away (moderators and the post's writer). Each is audited.
 */
export const hideRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of ["blog", "comment"] as const) {
    for (const on of [true, false]) {
      const verb = on ? "hide" : "unhide";
      app.post(
        `/admin/${type}s/:id/${verb}`,
        {
          config: { access: "moderator" },
          schema: {
            tags: ["moderation"],
            summary: on
              ? `Hide a ${type === "blog" ? "post" : "comment"} from the public`
              : `Show a hidden ${type === "blog" ? "post" : "comment"} again`,
            description:
              type === "blog"
                ? "A hidden post is a 404 to everyone but its author and moderators, and leaves the " +
                  "fediverse (a Delete); unhiding announces it again but mails no one. A draft stays a draft."
                : "A hidden comment is left out of every list and count but its author's and moderators'.",
            security: [{ bearer: [] }],
            params: idParamsSchema,
            body: noteBody,
            response: { 200: moderationStateSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          const moderator = await requireModerator(app, request);
          const target = await findTarget(app.store.db, type, request.params.id);
          if (!target) throw notFound(MODERATION_MESSAGES.targetNotFound);
          return hideTarget(app, target, on, moderator, request.body?.note || undefined);
        },
      );
    }
  }

  for (const decision of ["approve", "reject"] as const) {
    app.post(
      `/admin/comments/:id/${decision}`,
      {
        schema: {
          tags: ["moderation"],
          summary:
            decision === "approve"
              ? "Let a comment held for review through"
              : "Turn a comment held for review away (it is deleted)",
          description: "Moderators, and the writer of the post it is under. Closes its report in the queue.",
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: { 200: moderationStateSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const identity = await app.identity.requireIdentity(request);
        const target = await findTarget(app.store.db, "comment", request.params.id);
        if (!target) throw notFound(MODERATION_MESSAGES.targetNotFound);
        const post = await findTarget(app.store.db, "blog", target.blogId);
        const writer = post !== undefined && sameEmail(post.authorEmail, identity.email);
        if (!writer && !canModerate((await authorById(app.store, identity.id))?.role)) {
          throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
        }
        // Approving clears only the held bit, so a writer cannot undo a moderator's hide this way; and a
        // writer may delete any comment on their post anyway.
        const state = await decideHeld(app, target, decision, identity);
        // A held comment told no one when it was posted; it does now that readers can see it.
        if (decision === "approve" && state.changed && !state.hidden) {
          await notifyApprovedComment(
            { store: app.store, log: request.log },
            { commentId: target.id, approverId: identity.id },
          );
        }
        return state;
      },
    );
  }
};
