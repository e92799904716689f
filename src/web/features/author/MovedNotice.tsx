import { movedAccountLabel } from "@shared/moved-account";
import { useT } from "@web/i18n/useT";
import { WORD_SLOT } from "@web/i18n/wordSlot";

/**
 * Tells readers the writer now posts from another fediverse account (decision 0113), so they can follow
 * them there. The link leaves this site for a server we do not control, hence noopener.
 */
export function MovedNotice({ name, account }: { name: string; account: string }) {
  const { t } = useT();
  // The sentence's word order is the language's: the link goes where its slot is.
  const [before, after = ""] = t("lists.author.moved", { name, account: WORD_SLOT }).split(WORD_SLOT);
  return (
    <p role="note" className="alert alert-info alert-soft">
      {before}
      <a href={account} rel="noopener" className="link break-all">
        {movedAccountLabel(account)}
      </a>
      {after}
    </p>
  );
}
