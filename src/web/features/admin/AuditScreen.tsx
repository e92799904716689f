import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { AdminTable, AdminTimeCell, ListState } from "./adminUi";
import { useAudit } from "./api/getAudit";

/** Who did what to whom, newest first: every moderation and admin action, the command line's too. */
export function AuditScreen() {
  useDocumentTitle("Audit log · Admin");
  const audit = useAudit();
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-3xl font-bold">
        Audit log
      </h1>
      <ListState
        query={audit}
        label="the audit log"
        empty="Nothing has been done yet."
        isEmpty={audit.data?.length === 0}
      >
        <AdminTable caption="Moderation and admin actions, newest first">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.map((entry) => (
              <tr key={entry.id}>
                <AdminTimeCell iso={entry.at} />
                <td>{entry.actor?.name ?? "Command line"}</td>
                <td>
                  <code className="text-sm">{entry.action}</code>
                </td>
                <td className="min-w-40 break-words">
                  <span className="text-base-content/80">{entry.target.type}</span> {entry.target.label}
                </td>
                <td className="min-w-40 whitespace-pre-line break-words">{entry.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      </ListState>
    </section>
  );
}
