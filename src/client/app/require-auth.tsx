import type { ReactNode } from 'react';
import { routes } from '../../shared/routes';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { Navigate, useLocation } from '../lib/router';

/** Spinner while the session loads; no user → /auth (remembering where they were); not a supplier → /. */
export function RequireAuth({
  supplierOnly = false,
  children,
}: {
  supplierOnly?: boolean;
  children: ReactNode;
}) {
  const { user, loading, isSupplier } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={routes.auth()} replace state={{ from: location }} />;
  if (supplierOnly && !isSupplier) return <Navigate to={routes.home()} replace />;
  return <>{children}</>;
}

/**
 * An admin screen: to anyone else (signed out included) `otherwise`, the not-found page, so
 * nothing tells them the screen exists.
 */
export function RequireAdmin({ otherwise, children }: { otherwise: ReactNode; children: ReactNode }) {
  const { profile, loading } = useAuth();
  if (loading) return <Spinner />;
  return <>{profile?.role === 'admin' ? children : otherwise}</>;
}
