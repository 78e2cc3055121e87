/**
 * Account administration from a shell, for the first admin and for moderators:
 *   npm run user -- create --email E --password P [--role user|moderator|admin]
 *   npm run user -- promote --email E --role moderator|admin
 * Created accounts are confirmed (the operator vouches for the address).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, RESET_PASSWORD_MIN } from '../../../shared/schemas/auth';
import { createConfirmedUser, setRole } from '../auth/users';
import { fieldErrors } from '../auth/validate';
import type { Queryable } from '../db/store';

const USAGE = `Usage:
  npm run user -- create --email E --password P [--role user|moderator|admin]
  npm run user -- promote --email E --role moderator|admin`;

const CreateArgs = z.object({
  email: emailField,
  password: z.string({ error: 'required' }).min(RESET_PASSWORD_MIN, `at least ${RESET_PASSWORD_MIN} characters`),
  role: z.enum(['user', 'moderator', 'admin']).default('user'),
});
const PromoteArgs = z.object({ email: emailField, role: z.enum(['moderator', 'admin'], { error: 'moderator or admin' }) });

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

function parse<S extends z.ZodType>(schema: S, values: unknown, out: Output): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  for (const [field, message] of Object.entries(fieldErrors(result.error))) out.error(`--${field}: ${message}`);
  out.error(USAGE);
  return null;
}

/** Runs one command; resolves to the process exit code. */
export async function runUserCommand(argv: string[], store: Queryable, out: Output, now = Date.now()): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } } });
  } catch (err) {
    out.error(err instanceof Error ? err.message : String(err));
    out.error(USAGE);
    return 2;
  }
  const [command] = parsed.positionals;
  if (command === 'create') {
    const args = parse(CreateArgs, parsed.values, out);
    if (!args) return 2;
    const user = await createConfirmedUser(store, args, now);
    if (!user) {
      out.error(`An account with ${args.email} already exists; use "promote" to change its role.`);
      return 1;
    }
    out.log(`Created ${args.role} ${user.email} (${user.id}).`);
    return 0;
  }
  if (command === 'promote') {
    const args = parse(PromoteArgs, parsed.values, out);
    if (!args) return 2;
    if (!(await setRole(store, args.email, args.role))) {
      out.error(`No account with ${args.email}.`);
      return 1;
    }
    out.log(`${args.email} is now ${args.role}.`);
    return 0;
  }
  out.error(USAGE);
  return 2;
}
