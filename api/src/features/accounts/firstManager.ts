/**
 * What the first-run setup needs of accounts, on the Knex it passes (its transaction, so the code
 * is spent, the manager created and the access-log entry written together or not at all).
 */
import type { AdminAccount } from '@forum/shared';
import type { Database } from '../../db/database';
import { createAccountsRepo } from './repo';

/** How many admin accounts exist, disabled ones included (setup is for a console with none). */
export function countAdminAccounts(trx: Database): Promise<number> {
  return createAccountsRepo(trx).count();
}

/** Creates a manager with an already hashed password; answers its id. */
export function insertFirstManager(
  trx: Database,
  input: { email: string; passwordHash: string; now: Date },
): Promise<number> {
  return createAccountsRepo(trx).insert(trx, { ...input, role: 'manager' });
}

/** The account as the console shows it, once its enrolment and session are written. */
export async function readAdminAccount(trx: Database, id: number): Promise<AdminAccount> {
  const account = await createAccountsRepo(trx).findById(trx, id);
  if (!account) throw new Error('the account just created is not there');
  return account;
}
