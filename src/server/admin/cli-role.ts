import type { Role } from "@shared/profile";
import { ROLES } from "@shared/profile";
import { OperatorError } from "../cli/operator-error";
import { runOperatorCommand } from "../cli/run-command";
import { connect } from "../db/connect";
import { adminUserByEmail } from "../staff/accounts";
import { hasAdmin, setRole } from "./users/store";

const USAGE = `npm run role -- EMAIL ROLE (ROLE is ${ROLES.join(", ")})`;

/**
 * `npm run role`: gives an account a role from a shell, for the first admin of a site that already had
 * accounts, or when the only admin is locked out. Works on both engines while the app runs: the app
 * reads roles from the database on every request. Logged in the audit log with no actor.
 */
await runOperatorCommand(
  USAGE,
  (args) => (args.length === 2 && args.every((arg) => arg.trim() !== "") ? args : undefined),
  async (config, [email = "", role = ""]) => {
    const wanted = role.trim().toLowerCase();
    if (!(ROLES as readonly string[]).includes(wanted)) {
      throw new OperatorError(`Unknown role "${role}"; use one of ${ROLES.join(", ")}.`);
    }
    const store = await connect(config.databaseUrl);
    try {
      const user = await adminUserByEmail(store.db, email);
      if (!user) throw new OperatorError(`No account has the email ${email.trim()}.`);
      const changed = await setRole(store, user, wanted as Role, null);
      const done = changed
        ? `${user.email} is now ${wanted} (was ${user.role}).`
        : `${user.email} is already ${wanted}.`;
      // A demoted last admin leaves the site open to its next sign-up, which the operator should know.
      return (await hasAdmin(store.db))
        ? done
        : `${done} The site has no admin now: the next account created becomes one.`;
    } finally {
      await store.close();
    }
  },
);
