import { sessionsAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The account's live sessions, as the safety tab lists them. */
export const sessionsQueryKey = ['profile', 'sessions'] as const;

/** GET /user/sessions: the newest first, each with its device, browser, address and times. */
export const getSessions = () => api('/user/sessions', sessionsAnswer).then((a) => a.sessions);
export const useSessions = () => useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
