import { domainSchema } from "@shared/fediverse";
import { OperatorError } from "../cli/operator-error";
import { runOperatorCommand } from "../cli/run-command";
import { connect } from "../db/connect";
import { blockDomain, listBlocks, SITE, unblock } from "./blocks";

const USAGE = "npm run federation -- blocks | block <domain> | unblock <domain>";

/**
 * `npm run federation`: the site's domain blocks from the command line, for an operator who has no admin
 * account yet or acts from a shell. The same blocks as the admin API's (docs/operations.md §11).
 */
await runOperatorCommand(
  USAGE,
  (args) => {
    const [verb, target] = args;
    if (verb === "blocks" && args.length === 1) return args;
    return (verb === "block" || verb === "unblock") && args.length === 2 && target ? args : undefined;
  },
  async (config, [verb, target]) => {
    const store = await connect(config.databaseUrl);
    try {
      if (verb === "blocks") {
        const blocks = await listBlocks(store, SITE);
        return blocks.length === 0
          ? "The site blocks no one."
          : blocks.map((block) => `${block.kind} ${block.target} (since ${block.createdAt})`).join("\n");
      }
      const domain = domainSchema.safeParse(target);
      if (!domain.success) throw new OperatorError(domain.error.issues[0]?.message ?? "That is not a domain.");
      if (verb === "block") {
        const dropped = await blockDomain(store, domain.data);
        return `Blocked ${domain.data} and its subdomains; ${dropped} follower${dropped === 1 ? "" : "s"} from there removed.`;
      }
      return (await unblock(store, SITE, domain.data))
        ? `Unblocked ${domain.data}.`
        : `${domain.data} was not blocked; nothing changed.`;
    } finally {
      await store.close();
    }
  },
);
