import { eq } from 'drizzle-orm';
import { createAccount } from '../../auth/accounts';
import type { Db } from '../client';
import { users } from '../schema';

export interface DemoAccount {
  role: 'buyer' | 'supplier' | 'admin';
  email: string;
  password: string;
}

const demoAccounts = [
  { role: 'buyer', email: 'buyer@demo.tradesetu.in', fullName: 'Asha Buyer', companyName: 'Asha Retail' },
  {
    role: 'supplier',
    email: 'supplier@demo.tradesetu.in',
    fullName: 'Ravi Supplier',
    companyName: 'Ravi Textiles',
  },
  { role: 'admin', email: 'admin@demo.tradesetu.in', fullName: 'TradeSetu Admin', companyName: 'TradeSetu' },
] as const;
const demoPassword = 'demo1234';

/**
 * Confirmed demo accounts with a known password, created like the tests' users. Never in
 * production (a known admin password); an existing account is left as it is.
 */
export async function seedDemoAccounts(db: Db, isProduction: boolean): Promise<DemoAccount[]> {
  if (isProduction) return [];
  for (const a of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email));
    if (!existing) await createAccount(db, { ...a, password: demoPassword, emailVerified: true });
  }
  return demoAccounts.map(({ role, email }) => ({ role, email, password: demoPassword }));
}
