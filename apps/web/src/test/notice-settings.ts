import { NOTICE_TOPICS, type NoticeDelivery, type NoticeSettings } from '@podryad/domain';

/** The notice settings of a user who chose nothing: every topic at once, letters delivered. */
export function makeNoticeSettings(over: Partial<NoticeSettings> = {}): NoticeSettings {
  return {
    email: Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, 'instant'])) as NoticeDelivery,
    email_refused: null,
    push_key: null,
    ...over,
  };
}
