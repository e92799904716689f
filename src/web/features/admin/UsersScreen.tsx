import type { AdminUser } from "@shared/admin";
import type { Role } from "@shared/profile";
import { ROLES } from "@shared/profile";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { confirmDanger } from "@web/lib/confirm";
import { useDeferredValue, useId, useState } from "react";
import { AdminList, AdminPersonRow, AdminSearchInput, useAdminToasts } from "./adminUi";
import { useUsers } from "./api/getUsers";
import { useSetSuspended } from "./api/setSuspended";
import { useUpdateUserRole } from "./api/updateUserRole";

const ROLE_LABELS: Record<Role, MessageKey> = {
  member: "admin.role.member",
  moderator: "admin.role.moderator",
  admin: "admin.role.admin",
};

/** Accounts: find one, change its role, suspend or let it back in. */
export function UsersScreen() {
  const { t } = useT();
  const title = t("admin.section.users");
  useDocumentTitle(t("admin.documentTitle", { screen: title }));
  const [q, setQ] = useState("");
  const asked = useDeferredValue(q.trim());
  const users = useUsers(asked);
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <h1 id="users-title" className="text-3xl font-bold">
        {title}
      </h1>
      <search className="flex max-w-md flex-col gap-1">
        <AdminSearchInput label={t("admin.users.search")} value={q} onChange={setQ} />
      </search>
      <AdminList
        query={users}
        label={t("admin.users.listName")}
        empty={asked ? t("admin.users.noMatch") : t("admin.users.none")}
        isEmpty={users.data?.length === 0}
        caption={t("admin.users.caption")}
        columns={[
          t("admin.users.col.name"),
          t("admin.users.col.email"),
          t("admin.users.col.handle"),
          t("admin.users.col.role"),
          t("admin.users.col.status"),
          t("admin.users.col.joined"),
        ]}
      >
        {users.data?.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </AdminList>
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const roleId = useId();
  const suspend = useSetSuspended();
  const changeRole = useUpdateUserRole();
  const { t } = useT();
  const { toastOutcome } = useAdminToasts();
  const { name } = user;
  // An admin does not lock themselves out from here; the command line can still change their own role.
  const self = me?.id === user.id;

  const toggleSuspended = async () => {
    const suspending = !user.suspended;
    if (
      suspending &&
      !(await confirmDanger(
        t("admin.users.suspendConfirm", { name }),
        t("admin.users.suspendText"),
        t("admin.users.suspend"),
      ))
    )
      return;
    if (
      !suspending &&
      !(await confirmDanger(
        t("admin.users.unsuspendConfirm", { name }),
        t("admin.users.unsuspendText"),
        t("admin.users.unsuspend"),
      ))
    )
      return;
    suspend.mutate(
      { id: user.id, suspended: suspending },
      toastOutcome(suspending ? t("admin.users.suspended", { name }) : t("admin.users.back", { name })),
    );
  };

  return (
    <AdminPersonRow
      head={user.name}
      headClassName="font-semibold"
      createdAt={user.createdAt}
      action={
        !self && (
          <button
            type="button"
            className={`btn btn-sm ${user.suspended ? "btn-outline" : "btn-error btn-outline"}`}
            aria-label={
              user.suspended ? t("admin.users.unsuspendNamed", { name }) : t("admin.users.suspendNamed", { name })
            }
            disabled={suspend.isPending}
            onClick={() => void toggleSuspended()}
          >
            {user.suspended ? t("admin.users.unsuspend") : t("admin.users.suspend")}
          </button>
        )
      }
    >
      <td className="break-all">{user.email}</td>
      <td>{user.handle ? `@${user.handle}` : "—"}</td>
      <td>
        <label htmlFor={roleId} className="sr-only">
          {t("admin.users.roleOf", { name })}
        </label>
        <select
          id={roleId}
          className="select select-sm w-36"
          value={user.role}
          disabled={self || changeRole.isPending}
          onChange={(event) => {
            const role = event.target.value as Role;
            changeRole.mutate({ id: user.id, role }, toastOutcome(t("admin.users.roleChanged", { name, role })));
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_LABELS[role])}
            </option>
          ))}
        </select>
      </td>
      <td>
        {user.suspended ? (
          <span className="badge badge-error badge-soft">{t("admin.users.status.suspended")}</span>
        ) : (
          <span className="badge badge-success badge-soft">{t("admin.users.status.active")}</span>
        )}
      </td>
    </AdminPersonRow>
  );
}
