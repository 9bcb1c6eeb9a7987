import { noticeSettingsAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noticeSettingsQueryKey } from '@/features/notice-delivery/api/keys';

/** GET /user/notification-settings: the mode of each topic, a refused address, the push key. */
export const getNoticeSettings = () => api('/user/notification-settings', noticeSettingsAnswer);
export const useNoticeSettings = () =>
  useQuery({ queryKey: noticeSettingsQueryKey, queryFn: getNoticeSettings });
