import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { withdrawalsKey } from './get-withdrawals';
import { subscribeWithdrawalPush } from './withdrawal-push';

/** While the withdrawals page is open, each pushed request or change refetches the queue and its contexts. */
export const useWithdrawalPush = () => {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return subscribeWithdrawalPush(
      token,
      () => void queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
    );
  }, [token, queryClient]);
};
