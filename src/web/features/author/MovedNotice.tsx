import { movedAccountLabel } from "@shared/moved-account";

/**
 * Tells readers the writer now posts from another fediverse account (decision 0113), so they can follow
 * them there. The link leaves this site for a server we do not control, hence noopener.
 */
export function MovedNotice({ name, account }: { name: string; account: string }) {
  return (
    <p role="note" className="alert alert-info alert-soft">
      {name} has moved to{" "}
      <a href={account} rel="noopener" className="link break-all">
        {movedAccountLabel(account)}
      </a>
      .
    </p>
  );
}
