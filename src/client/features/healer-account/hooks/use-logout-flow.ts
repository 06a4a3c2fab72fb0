import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LIMITS } from '../../../../shared/constants/limits.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';

/**
 * Logout as spec §4 has it for healers and the admin alike: end the session, say so, and go
 * home after 1.5 s with the cached data cleared. `loggedOut` lets the page show the message
 * instead of reacting to the now signed-out status.
 */
export function useLogoutFlow(logout: () => Promise<unknown>) {
  const t = useT('account');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [loggedOut, setLoggedOut] = useState(false);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('session.logoutFailed'),
        variant: 'destructive',
      });
      return;
    } finally {
      setPending(false);
    }
    setLoggedOut(true);
    toast({
      title: t('toast.successTitle'),
      description: t('session.loggedOut'),
      variant: 'success',
    });
    timer.current = setTimeout(() => {
      // Cleared only now: clearing earlier would make the still-mounted page refetch as signed out.
      queryClient.clear();
      navigate('/');
    }, LIMITS.logoutRedirectMs);
  };

  return { loggedOut, pending, logout: run, message: t('session.loggedOut') };
}
