import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { AdminTable, AdminTimeCell, ListState } from "./adminUi";
import { useAudit } from "./api/getAudit";

/**
 * What each action the server writes to the log (`thing.verb`, src/server/staff/audit.ts) is called on
 * screen. A code this list does not know yet is shown as it is stored.
 */
const ACTION_NAMES: Record<string, MessageKey> = {
  "blog.hide": "admin.audit.action.blogHide",
  "blog.unhide": "admin.audit.action.blogUnhide",
  "comment.hide": "admin.audit.action.commentHide",
  "comment.unhide": "admin.audit.action.commentUnhide",
  "comment.approve": "admin.audit.action.commentApprove",
  "comment.reject": "admin.audit.action.commentReject",
  "comment.delete": "admin.audit.action.commentDelete",
  "report.hide": "admin.audit.action.reportHide",
  "report.delete": "admin.audit.action.reportDelete",
  "report.dismiss": "admin.audit.action.reportDismiss",
  "user.suspend": "admin.audit.action.userSuspend",
  "user.unsuspend": "admin.audit.action.userUnsuspend",
  "role.set": "admin.audit.action.roleSet",
  "subscriber.delete": "admin.audit.action.subscriberDelete",
  "settings.update": "admin.audit.action.settingsUpdate",
  "navigation.update": "admin.audit.action.navigationUpdate",
  "navigation.reset": "admin.audit.action.navigationReset",
  "css.update": "admin.audit.action.cssUpdate",
  "css.restore": "admin.audit.action.cssRestore",
  "federation.block": "admin.audit.action.federationBlock",
  "federation.unblock": "admin.audit.action.federationUnblock",
  "page.create": "admin.audit.action.pageCreate",
  "page.update": "admin.audit.action.pageUpdate",
  "page.delete": "admin.audit.action.pageDelete",
  "page.restore": "admin.audit.action.pageRestore",
};

/** What kind of thing an entry acted on, as the log stores it. */
const TARGET_TYPES: Record<string, MessageKey> = {
  blog: "admin.audit.target.blog",
  comment: "admin.audit.target.comment",
  user: "admin.audit.target.user",
  subscriber: "admin.audit.target.subscriber",
  site: "admin.audit.target.site",
  page: "admin.audit.target.page",
  domain: "admin.audit.target.domain",
  actor: "admin.audit.target.actor",
};

/** Who did what to whom, newest first: every moderation and admin action, the command line's too. */
export function AuditScreen() {
  const { t } = useT();
  const title = t("admin.section.audit");
  useDocumentTitle(t("admin.documentTitle", { screen: title }));
  const audit = useAudit();
  const named = (names: Record<string, MessageKey>, code: string) => {
    const key = Object.hasOwn(names, code) ? names[code] : undefined;
    return key ? t(key) : undefined;
  };
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-3xl font-bold">
        {title}
      </h1>
      <ListState
        query={audit}
        label={t("admin.audit.listName")}
        empty={t("admin.audit.none")}
        isEmpty={audit.data?.length === 0}
      >
        <AdminTable caption={t("admin.audit.caption")}>
          <thead>
            <tr>
              <th scope="col">{t("admin.audit.col.time")}</th>
              <th scope="col">{t("admin.audit.col.actor")}</th>
              <th scope="col">{t("admin.audit.col.action")}</th>
              <th scope="col">{t("admin.audit.col.target")}</th>
              <th scope="col">{t("admin.audit.col.note")}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.map((entry) => {
              const action = named(ACTION_NAMES, entry.action);
              return (
                <tr key={entry.id}>
                  <AdminTimeCell iso={entry.at} />
                  <td>{entry.actor?.name ?? t("admin.audit.commandLine")}</td>
                  <td data-action={entry.action}>{action ?? <code className="text-sm">{entry.action}</code>}</td>
                  <td className="min-w-40 break-words">
                    <span className="text-base-content/80">
                      {named(TARGET_TYPES, entry.target.type) ?? entry.target.type}
                    </span>{" "}
                    {entry.target.label}
                  </td>
                  <td className="min-w-40 whitespace-pre-line break-words">{entry.note ?? ""}</td>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      </ListState>
    </section>
  );
}
