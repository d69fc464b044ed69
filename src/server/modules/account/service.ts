import { count, desc, eq, like, or } from 'drizzle-orm';
import type { Profile, ProfileUpdateInput } from '../../../shared/auth/schema';
import type { Db } from '../../db/client';
import {
  catalogs,
  listingImages,
  outbox,
  products,
  profiles,
  rateLimits,
  suppliers,
  users,
  verifications,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { imageKeys } from '../media/pipeline';
import { dashboardOrders } from '../orders/read';
import { upsertSupplierForUser } from '../suppliers/service';
import { buyerTradeStats, supplierTradeStats } from '../trade/stats';
import { avatarPrefix } from './avatar';

export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    role: row.role,
    fullName: row.fullName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    companyName: row.companyName,
    phone: row.phone,
    language: row.language,
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new AppError('not_found', 'account:errors.profileMissing');
  return toProfile(row);
}

/** The account's name lives on the profile and, for better-auth's mails, on the user. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdateInput): Promise<Profile> {
  const { fullName, companyName, phone } = input;
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName, companyName, phone }).where(eq(profiles.id, userId));
    await tx.update(users).set({ name: fullName }).where(eq(users.id, userId));
  });
  return getProfile(db, userId);
}

export async function setLanguage(db: Db, userId: string, language: string | null): Promise<Profile> {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
  return getProfile(db, userId);
}

/** 'Start selling': a buyer becomes a supplier and gets a directory row named after them. */
export async function becomeSupplier(db: Db, userId: string): Promise<Profile> {
  const profile = await getProfile(db, userId);
  if (profile.role !== 'buyer') throw new AppError('conflict', 'account:errors.alreadySupplier');
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: 'supplier' }).where(eq(profiles.id, userId));
    const [existing] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.userId, userId));
    if (!existing) await upsertSupplierForUser(tx, { userId, name: profile.companyName ?? profile.fullName });
  });
  return getProfile(db, userId);
}

/** Every stored file of the user: avatar, catalog and product images. */
async function userFileKeys(db: Db, storage: Storage, userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(`${avatarPrefix}${userId}/`)) keys.push(key);
  const listingKeys = await db
    .select({ key: listingImages.storageKey })
    .from(listingImages)
    .leftJoin(catalogs, eq(catalogs.id, listingImages.catalogId))
    .leftJoin(products, eq(products.id, listingImages.productId))
    .where(or(eq(catalogs.userId, userId), eq(products.userId, userId)));
  return [...keys, ...listingKeys.flatMap((r) => Object.values(imageKeys(r.key)))];
}

/**
 * Removes the account: rows first (the user row cascades to sessions, profile, directory row,
 * catalogs, products), then files, so a failure never leaves rows pointing at missing files.
 */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  user: { id: string; email: string },
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const keys = await userFileKeys(db, storage, user.id);
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(outbox).where(eq(outbox.to, user.email));
    await tx
      .delete(rateLimits)
      .where(
        or(like(rateLimits.key, `%:account:${user.email}`), like(rateLimits.key, `%:email:${user.email}`)),
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
  for (const key of keys) {
    await storage
      .delete(key)
      .catch((err: unknown) => log.warn({ err, key }, 'file of a deleted account left behind'));
  }
}

const completenessFields = ['fullName', 'companyName', 'phone', 'avatarUrl'] as const;
const businessFields = ['description', 'city', 'state'] as const;

export async function getDashboard(db: Db, userId: string) {
  const profile = await getProfile(db, userId);
  const missing: string[] = completenessFields.filter((f) => !profile[f]);
  let total = completenessFields.length;
  let supplier: { catalogs: number; products: number; latestCatalogs: LatestCatalog[] } | null = null;
  let supplierId: string | null = null;
  if (profile.role !== 'buyer') {
    const [business] = await db.select().from(suppliers).where(eq(suppliers.userId, userId));
    supplierId = business?.id ?? null;
    total += businessFields.length;
    missing.push(
      ...businessFields
        .filter((f) => !business?.[f])
        .map((f) => `business${f[0]?.toUpperCase()}${f.slice(1)}`),
    );
    const [[catalogCount], [productCount], latest] = await Promise.all([
      db.select({ n: count() }).from(catalogs).where(eq(catalogs.userId, userId)),
      db.select({ n: count() }).from(products).where(eq(products.userId, userId)),
      db
        .select({
          id: catalogs.id,
          title: catalogs.title,
          category: catalogs.category,
          createdAt: catalogs.createdAt,
        })
        .from(catalogs)
        .where(eq(catalogs.userId, userId))
        .orderBy(desc(catalogs.createdAt))
        .limit(5),
    ]);
    supplier = {
      catalogs: catalogCount?.n ?? 0,
      products: productCount?.n ?? 0,
      latestCatalogs: latest.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    };
  }
  const percent = Math.round(((total - missing.length) / total) * 100);
  const [buyerTrade, supplierTrade, orders] = await Promise.all([
    buyerTradeStats(db, userId),
    supplier ? supplierTradeStats(db, userId) : null,
    dashboardOrders(db, userId, supplierId),
  ]);
  return {
    role: profile.role,
    completeness: { percent, missing },
    supplier,
    trade: { buyer: buyerTrade, supplier: supplierTrade },
    orders,
  };
}

interface LatestCatalog {
  id: string;
  title: string;
  category: string;
  createdAt: string;
}
