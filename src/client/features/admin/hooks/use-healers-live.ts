import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { LIMITS } from '../../../../shared/constants/limits.js';
import { adminKeys, refreshAfterHealerChange } from '../../../api/admin-query-keys.js';

type JoinReply = { ok: boolean; message?: string };

/**
 * Joins the admins' channel and, on each 'healers-updated', refetches the list after 100 ms
 * (spec §4); on 'reports-updated', the patients' reports. Returns whether the channel is joined, for the 'Real-time updates active' sign.
 */
export function useHealersLive(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const socket = io({ withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Joined again on every reconnect: the server forgets rooms with the old connection.
    socket.on('connect', () => {
      socket.emit('join-admin', (reply: JoinReply | undefined) => setLive(reply?.ok === true));
    });
    socket.on('disconnect', () => setLive(false));
    socket.on('healers-updated', () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void refreshAfterHealerChange(queryClient),
        LIMITS.realtimeRefetchDelayMs,
      );
    });
    // A patient's report, or another admin resolving one: the Reports card reads its page again.
    socket.on('reports-updated', () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports });
    });
    return () => {
      clearTimeout(timer);
      socket.disconnect();
    };
  }, [queryClient]);
  return live;
}
