import type { AdminUser } from "@shared/admin";
import type { Role } from "@shared/profile";
import { ROLES } from "@shared/profile";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useAuth } from "@web/lib/auth";
import { confirmDanger } from "@web/lib/confirm";
import { useDeferredValue, useId, useState } from "react";
import { AdminList, AdminPersonRow, AdminSearchInput, toastOutcome } from "./adminUi";
import { useUsers } from "./api/getUsers";
import { useSetSuspended } from "./api/setSuspended";
import { useUpdateUserRole } from "./api/updateUserRole";

const ROLE_LABELS: Record<Role, string> = { member: "Member", moderator: "Moderator", admin: "Admin" };

/** Accounts: find one, change its role, suspend or let it back in. */
export function UsersScreen() {
  useDocumentTitle("Users · Admin");
  const [q, setQ] = useState("");
  const asked = useDeferredValue(q.trim());
  const users = useUsers(asked);
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <h1 id="users-title" className="text-3xl font-bold">
        Users
      </h1>
      <search className="flex max-w-md flex-col gap-1">
        <AdminSearchInput label="Search by name, email or handle" value={q} onChange={setQ} />
      </search>
      <AdminList
        query={users}
        label="users"
        empty={asked ? "No account matches." : "No accounts yet."}
        isEmpty={users.data?.length === 0}
        caption="Accounts"
        columns={["Name", "Email", "Handle", "Role", "Status", "Joined"]}
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
  // An admin does not lock themselves out from here; the command line can still change their own role.
  const self = me?.id === user.id;

  const toggleSuspended = async () => {
    const suspending = !user.suspended;
    if (
      suspending &&
      !(await confirmDanger(
        `Suspend ${user.name}?`,
        "They are signed out, cannot sign in, and their posts and comments are hidden until you unsuspend them.",
        "Suspend",
      ))
    )
      return;
    if (!suspending && !(await confirmDanger(`Unsuspend ${user.name}?`, "They can sign in again.", "Unsuspend")))
      return;
    suspend.mutate(
      { id: user.id, suspended: suspending },
      toastOutcome(suspending ? `${user.name} is suspended.` : `${user.name} is back.`),
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
            aria-label={`${user.suspended ? "Unsuspend" : "Suspend"} ${user.name}`}
            disabled={suspend.isPending}
            onClick={() => void toggleSuspended()}
          >
            {user.suspended ? "Unsuspend" : "Suspend"}
          </button>
        )
      }
    >
      <td className="break-all">{user.email}</td>
      <td>{user.handle ? `@${user.handle}` : "—"}</td>
      <td>
        <label htmlFor={roleId} className="sr-only">
          Role of {user.name}
        </label>
        <select
          id={roleId}
          className="select select-sm w-36"
          value={user.role}
          disabled={self || changeRole.isPending}
          onChange={(event) => {
            const role = event.target.value as Role;
            changeRole.mutate(
              { id: user.id, role },
              toastOutcome(`${user.name} is now ${ROLE_LABELS[role].toLowerCase()}.`),
            );
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td>
        {user.suspended ? (
          <span className="badge badge-error badge-soft">Suspended</span>
        ) : (
          <span className="badge badge-success badge-soft">Active</span>
        )}
      </td>
    </AdminPersonRow>
  );
}
