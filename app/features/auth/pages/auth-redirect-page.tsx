import { Navigate, useLocation } from 'react-router';
import { authForwardTarget } from '../../../../shared/rules/auth-forwarding';

/** /auth-redirect: the callback address of older e-mails; forwards with the shared rules, else to `/`. */
export function AuthRedirectPage() {
  const { search, hash } = useLocation();
  return <Navigate to={authForwardTarget(search, hash) ?? '/'} replace />;
}
