import { movedAccountLabel } from "@shared/moved-account";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";

/**
 * Tells readers the writer now posts from another fediverse account (decision 0113), so they can follow
 * them there. The link leaves this site for a server we do not control, hence noopener.
 */
export function MovedNotice({ name, account }: { name: string; account: string }) {
  const { t } = useT();
  return (
    <p role="note" className="alert alert-info alert-soft">
      {/* The sentence's word order is the language's: the link goes where its mark is. */}
      {withNodes(t("lists.author.moved", { name, account: NODE_MARKS[0] }), [
        <a key="account" href={account} rel="noopener" className="link break-all">
          {movedAccountLabel(account)}
        </a>,
      ])}
    </p>
  );
}
