import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../database/client";

/**
 * A digest of every application table's rows, to prove a refused request changed nothing.
 * Sessions are left out: signing in to make the requests creates them. The audit trail is left
 * out too: it records refusals on purpose (tests assert its rows directly).
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('session', 'audit_log') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`),
    );
    out[name] = row?.digest ?? "";
  }
  return out;
}
