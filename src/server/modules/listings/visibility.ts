import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../../http/auth-guard';

/**
 * Who may still open a listing an admin hid: its owner and admins. Asked only for a hidden
 * listing, so public reads never look up a session.
 */
export type HiddenListingReader = (ownerId: string) => Promise<boolean>;

export const nobodyReadsHidden: HiddenListingReader = async () => false;

export function hiddenListingReader(req: FastifyRequest): HiddenListingReader {
  return async (ownerId) => {
    const user = await getSessionUser(req);
    return Boolean(user && (user.id === ownerId || user.role === 'admin'));
  };
}
