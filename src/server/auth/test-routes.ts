import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRoles } from '../../shared/auth/constants';
import { createAccount } from './accounts';

/**
 * NODE_ENV=test only: the e2e fixtures create confirmed users of any role here, with the same
 * createAccount the seed and the API test factory use.
 */
export const testAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.env !== 'test') return;
  app.post(
    '/test/users',
    {
      schema: {
        hide: true,
        body: z.object({
          role: z.enum(userRoles),
          email: z.string().optional(),
          password: z.string().default('secret123'),
          fullName: z.string().optional(),
          companyName: z.string().optional(),
          verified: z.boolean().default(true),
        }),
      },
    },
    async (req) => {
      const { role, password, verified } = req.body;
      const email = req.body.email ?? `${role}-${randomUUID().slice(0, 12)}@example.test`;
      const fullName = req.body.fullName ?? `Test ${role[0]?.toUpperCase()}${role.slice(1)}`;
      const companyName = req.body.companyName ?? (role === 'buyer' ? undefined : `${fullName} Exports`);
      const { id } = await createAccount(app.deps.database.db, {
        role,
        email,
        password,
        fullName,
        companyName,
        emailVerified: verified,
      });
      return { id, email, password, fullName };
    },
  );
};
