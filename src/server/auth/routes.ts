import type { FastifyInstance } from 'fastify';
import { devMailboxRoutes } from '../mail/dev-routes';
import { accountRoutes } from '../modules/account/routes';
import { testAccountRoutes } from './test-routes';

/** The accounts part's routes under /api: account, and the dev/test helpers. */
export async function accountApiRoutes(api: FastifyInstance) {
  await api.register(accountRoutes);
  await api.register(devMailboxRoutes);
  await api.register(testAccountRoutes);
}
