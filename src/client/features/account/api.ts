import { useQuery } from '@tanstack/react-query';
import type { ChangePasswordInput, Profile, ProfileUpdateInput } from '../../../shared/auth/schema';
import type { OrderFigures } from '../../../shared/orders/schema';
import { routes } from '../../../shared/routes';
import type { PaymentDetails, Supplier, SupplierProfileInput } from '../../../shared/suppliers/schema';
import type { BuyerTradeStats, SupplierTradeStats } from '../../../shared/trade/schema';
import { api } from '../../lib/api';

export interface Dashboard {
  role: Profile['role'];
  completeness: { percent: number; missing: string[] };
  supplier: {
    catalogs: number;
    products: number;
    latestCatalogs: { id: string; title: string; category: string; createdAt: string }[];
  } | null;
  /** Inquiries, requirements and quotes: every user buys; suppliers sell too. */
  trade: { buyer: BuyerTradeStats; supplier: SupplierTradeStats | null };
  /** Orders as buyer, and as supplier for a supplier. */
  orders: { buyer: OrderFigures; supplier: OrderFigures | null };
}

export const accountApi = {
  updateProfile: (body: ProfileUpdateInput) =>
    api<Profile>('/account/profile', { method: 'PATCH', json: body }),
  uploadAvatar: (image: Blob) =>
    api<Profile>('/account/avatar', { method: 'PUT', body: image, headers: { 'content-type': image.type } }),
  removeAvatar: () => api<Profile>('/account/avatar', { method: 'DELETE' }),
  setLanguage: (language: string | null) =>
    api<Profile>('/account/language', { method: 'PUT', json: { language } }),
  changePassword: ({ currentPassword, newPassword }: ChangePasswordInput) =>
    api('/auth/change-password', {
      method: 'POST',
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
  changeEmail: (newEmail: string) =>
    api('/auth/change-email', {
      method: 'POST',
      json: { newEmail, callbackURL: `${routes.settings()}?emailChanged=1` },
    }),
  becomeSupplier: () => api<Profile>('/account/become-supplier', { method: 'POST' }),
  deleteAccount: (confirmation: string) => api('/account', { method: 'DELETE', json: { confirmation } }),
  saveBusiness: (body: SupplierProfileInput) => api('/suppliers/me', { method: 'PUT', json: body }),
};

export function useDashboard(userId: string | undefined) {
  return useQuery({
    queryKey: ['account', 'dashboard', userId],
    queryFn: () => api<Dashboard>('/account/dashboard'),
    enabled: !!userId,
    staleTime: 0,
  });
}

export function useBusiness(userId: string | undefined) {
  return useQuery({
    queryKey: ['account', 'business', userId],
    queryFn: () => api<{ business: Supplier | null; payment: PaymentDetails | null }>('/account/business'),
    enabled: !!userId,
  });
}
