import type { Route } from "./+types/audit";
import { requireSection } from "./guard.server";
import { listAudit } from "~/modules/audit/audit.server";

export const meta = () => [{ title: "Audit trail · Dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireSection(context, "read:audit");
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const rows = await listAudit(context.services.db, actor, { before, limit: 100 });
  return { rows };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const last = rows.at(-1);
  return (
    <section aria-labelledby="audit-title" className="dash-panel">
      <h2 id="audit-title" className="h4">
        Audit trail
      </h2>
      <div className="table-responsive">
        <table className="table table-sm stack-sm">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Role</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td data-label="When">
                  <time dateTime={r.at}>{r.at.replace("T", " ").slice(0, 19)} UTC</time>
                </td>
                <td className="word-break" data-label="Who">
                  {r.actorEmail}
                </td>
                <td data-label="Role">{r.role}</td>
                <td data-label="Action">{r.action}</td>
                <td className="word-break" data-label="Target">
                  {r.target}
                </td>
                <td data-label="Outcome">
                  {r.outcome}
                  {r.detail ? <span className="d-block small text-muted">{r.detail}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>No staff actions recorded yet.</p> : null}
      {last && rows.length === 100 ? <a href={`/dashboard/audit?before=${last.id}`}>Older entries</a> : null}
    </section>
  );
}
