// npm run user -- <command>: manage staff accounts from the shell (first start, lost passwords).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../database/client";
import { loadConfig } from "../server/config";
import { createAuth, randomPassword } from "../app/modules/accounts/auth.server";
import { isRole, roles } from "../app/modules/accounts/policy";
import { createUser, listUsers, resetPassword, setDisabled, setRole } from "../app/modules/accounts/users.server";
import { settingOrInit } from "../app/modules/site/settings.server";

const usage = `Usage: npm run user -- <command>
  list                                   list accounts and roles
  add <email> <role> [--password P]      create an account (a password is generated when not given)
  role <email> <role>                    change an account's role
  password <email> [--password P]        set a new password (ends the account's sessions)
  disable <email> | enable <email>       stop or allow an account's sign-in
Roles: ${roles.join(", ")}
Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With the embedded database,
stop the server first.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: "string" }, help: { type: "boolean" } },
  });
  const [command, email, role] = positionals;
  if (!command || values.help) return void console.log(usage);
  // Arguments are checked before the database is opened.
  const needEmail = () => {
    if (!email) throw new Error(`"${command}" needs an e-mail.\n\n${usage}`);
    return email;
  };
  const needRole = () => {
    if (!isRole(role)) throw new Error(`Unknown role "${role ?? ""}". Roles: ${roles.join(", ")}`);
    return role;
  };
  if (!["list", "add", "role", "password", "disable", "enable"].includes(command)) {
    throw new Error(`Unknown command "${command}".\n\n${usage}`);
  }
  if (command !== "list") needEmail();
  if (command === "add" || command === "role") needRole();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dir: path.join(config.dataDir, "db"),
    owner: "npm run user",
  });
  try {
    const secret =
      config.authSecret ?? (await settingOrInit(database.db, "auth-secret", randomBytes(32).toString("base64url")));
    const auth = createAuth({
      db: database.db,
      secret,
      baseURL: config.publicUrl,
      loginRateLimit: config.loginRateLimit,
    });
    switch (command) {
      case "list":
        console.table(
          (await listUsers(database.db)).map((u) => ({ email: u.email, role: u.role, disabled: u.disabled })),
        );
        break;
      case "add": {
        const password = values.password ?? randomPassword();
        const created = await createUser(auth, { email: needEmail(), role: needRole(), password });
        console.log(`Created ${created.email} (${created.role}).${values.password ? "" : ` Password: ${password}`}`);
        break;
      }
      case "role":
        await setRole(database.db, auth, needEmail(), needRole());
        console.log(`${email} is now ${role}.`);
        break;
      case "password": {
        const password = values.password ?? randomPassword();
        await resetPassword(auth, needEmail(), password);
        console.log(`Password for ${email} reset.${values.password ? "" : ` New password: ${password}`}`);
        break;
      }
      case "disable":
      case "enable":
        await setDisabled(database.db, auth, needEmail(), command === "disable");
        console.log(`${email} ${command}d.`);
        break;
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
