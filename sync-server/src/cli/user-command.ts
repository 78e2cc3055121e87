/**
 * Account administration from a shell, for the first admin and for moderators:
 *   npm run user -- create --email E --password P [--role user|moderator|admin]
 *   npm run user -- promote --email E --role moderator|admin
 *   npm run user -- coins --email E --amount N --reason R
 * Created accounts are confirmed (the operator vouches for the address).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, RESET_PASSWORD_MIN } from '../../../shared/schemas/auth';
import { randomUUID } from 'node:crypto';
import { createConfirmedUser, findUserByEmail, setRole } from '../auth/users';
import { fieldErrors } from '../auth/validate';
import type { Store } from '../db/store';
import { REASON_MAX } from '../../../shared/coins/ledger';
import { adjustCoins } from '../coins/service';
import { HttpError } from '../errors';

const USAGE = `Usage:
  npm run user -- create --email E --password P [--role user|moderator|admin]
  npm run user -- promote --email E --role moderator|admin
  npm run user -- coins --email E --amount N --reason R   (N may be negative; never past the balance)`;

const CreateArgs = z.object({
  email: emailField,
  password: z.string({ error: 'required' }).min(RESET_PASSWORD_MIN, `at least ${RESET_PASSWORD_MIN} characters`),
  role: z.enum(['user', 'moderator', 'admin']).default('user'),
});
const PromoteArgs = z.object({ email: emailField, role: z.enum(['moderator', 'admin'], { error: 'moderator or admin' }) });
const CoinsArgs = z.object({
  email: emailField,
  amount: z.string({ error: 'required' }).regex(/^-?\d+$/, 'a whole number').transform(Number)
    .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000, 'a whole number other than 0, at most 1000000 either way'),
  reason: z.string({ error: 'required' }).trim().min(1, 'required').max(REASON_MAX, `at most ${REASON_MAX} characters`),
});

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
export async function runUserCommand(argv: string[], store: Store, out: Output, now = Date.now()): Promise<number> {
  let parsed;
  try {
    // `--amount -20` reads as an option to parseArgs; a negative number after --amount is its value.
    const args = argv.map((a, i) => (argv[i - 1] === '--amount' && /^-\d+$/.test(a) ? `--amount=${a}` : a)).filter((a, i) => !(a === '--amount' && /^-\d+$/.test(argv[i + 1] ?? '')));
    parsed = parseArgs({ args, allowPositionals: true, options: {
      email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, amount: { type: 'string' }, reason: { type: 'string' },
    } });
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
  if (command === 'coins') {
    const args = parse(CoinsArgs, parsed.values, out);
    if (!args) return 2;
    const user = await findUserByEmail(store, args.email);
    if (!user) {
      out.error(`No account with ${args.email}.`);
      return 1;
    }
    try {
      // Each run is its own adjustment (a fresh id): running it twice adjusts twice, as asked.
      const { balance } = await adjustCoins(store, user.id, { amount: args.amount, reason: args.reason, adjustmentId: randomUUID() }, now);
      out.log(`${args.amount > 0 ? 'Added' : 'Took'} ${Math.abs(args.amount)} ReptiCoins ${args.amount > 0 ? 'to' : 'from'} ${user.email}; balance ${balance}.`);
      return 0;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      out.error(err.code === 'insufficient-balance' ? `Refused: the balance is ${String(err.details.balance)}, less than ${-args.amount}.` : `Refused: ${err.message}`);
      return 1;
    }
  }
  out.error(USAGE);
  return 2;
}
