import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from '../calendar';
import { adjustCoins, fetchUser, revokePremium, setDisabled, setRole, type Role } from './admin-api';
import { adminKeys } from './query-keys';

export const useAdminUser = (id: string) =>
  useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => fetchUser(id, signal), retry: retryUnlessRefused });

/**
 * An account action, then every admin read again: the account's page, the users list (role,
 * plan, balance, state), the ledger and the audit log all show what it changed.
 */
function useAdminAction<V, R>(action: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useSetRole = (id: string) => useAdminAction((role: Role) => setRole(id, role));

export const useSetDisabled = (id: string) =>
  useAdminAction(({ disabled, reason }: { disabled: boolean; reason?: string }) => setDisabled(id, disabled, reason));

export const useRevokePremium = (id: string) => useAdminAction(() => revokePremium(id));

export const useAdjustCoins = (id: string) =>
  useAdminAction((body: { amount: number; reason: string; adjustmentId: string }) => adjustCoins(id, body));
