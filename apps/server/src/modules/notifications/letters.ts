import {
  NOTICE_TOPIC_LABELS,
  NOTICE_TOPIC_OF,
  type NoticeTopic,
  type NotificationKind,
  type PushPayload,
  UNSUBSCRIBE_PAGE,
  noticeScreenPath,
} from '@podryad/domain';
import type { Mail } from '../../delivery/mail';

/*
 * What a notice says outside the product: a letter (HTML with a plain-text twin) or a push. A
 * letter names the tender and what happened, links to the exact screen, and carries a one-click
 * unsubscribe for its topics (RFC 8058: List-Unsubscribe with a POST link, List-Unsubscribe-Post).
 */

/** A notice as a letter or push shows it. */
export type OutgoingNotice = {
  id: number;
  kind: NotificationKind | null;
  title: string;
  text: string;
  comment: string | null;
  tenderId: number;
  tenderName: string;
};

export type Recipient = { email: string; side: 'client' | 'contractor' };

export type LetterLinks = {
  /** The site's address, no trailing slash. */
  publicUrl: string;
  /** The signed token that unsubscribes the letter's topics. */
  unsubscribeToken: string;
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The topics a letter's notices belong to: what its unsubscribe stops. */
export const topicsOf = (notices: readonly OutgoingNotice[]): NoticeTopic[] => [
  ...new Set(notices.flatMap((n) => (n.kind ? [NOTICE_TOPIC_OF[n.kind]] : []))),
];

const plural = (n: number) => {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return 'уведомлений';
  if (ones === 1) return 'уведомление';
  if (ones >= 2 && ones <= 4) return 'уведомления';
  return 'уведомлений';
};

/** One letter for a notice (or a tender's folded revisions), or a day's digest. */
export function renderLetter(
  recipient: Recipient,
  notices: readonly OutgoingNotice[],
  digest: boolean,
  links: LetterLinks,
): Mail {
  const first = notices[0]!;
  const subject = digest
    ? `Подряд: ${notices.length} ${plural(notices.length)} за день`
    : `${first.title}: «${first.tenderName}»`;
  const screen = (n: OutgoingNotice) =>
    `${links.publicUrl}${noticeScreenPath(recipient.side, n.tenderId, n.kind)}`;
  const cabinet = `${links.publicUrl}/profile/${recipient.side}/personal?tab=notices`;
  const unsubscribePage = `${links.publicUrl}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const oneClick = `${links.publicUrl}/api/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const topics = topicsOf(notices)
    .map((t) => `«${NOTICE_TOPIC_LABELS[t]}»`)
    .join(', ');
  const why = digest
    ? `Это сводка за день: для тем ${topics} в настройках выбрано «Раз в день».`
    : `Вы получили это письмо, потому что в настройках уведомлений для темы ${topics} выбрано «Сразу».`;

  const text = [
    'Здравствуйте!',
    '',
    ...notices.flatMap((n) => [
      n.title,
      n.text,
      ...(n.comment ? [`Комментарий: ${n.comment}`] : []),
      `Открыть: ${screen(n)}`,
      '',
    ]),
    '—',
    why,
    `Отписаться: ${unsubscribePage}`,
    `Настроить уведомления: ${cabinet}`,
  ].join('\n');

  const items = notices
    .map(
      (n) => `<tr><td style="padding:16px 0;border-bottom:1px solid #e9ecef">
<div style="font-weight:600;font-size:16px;margin-bottom:4px">${escape(n.title)}</div>
<div style="margin-bottom:8px">${escape(n.text)}</div>
${n.comment ? `<div style="margin-bottom:8px;color:#495057">Комментарий: ${escape(n.comment)}</div>` : ''}
<a href="${escape(screen(n))}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Открыть в Подряде</a>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,sans-serif;color:#212529;background:#f8f9fa">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#fff;padding:16px;border-radius:8px">
<tr><td><p>Здравствуйте!</p></td></tr>
${items}
<tr><td style="padding-top:16px;font-size:13px;color:#868e96">${escape(why)}<br>
<a href="${escape(unsubscribePage)}" style="color:#868e96">Отписаться</a> · <a href="${escape(cabinet)}" style="color:#868e96">Настроить уведомления</a></td></tr>
</table></body></html>`;

  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A push for a notice, or the latest of a tender's folded revisions with their count. */
export function renderPush(
  side: Recipient['side'],
  notices: readonly OutgoingNotice[],
): PushPayload {
  const last = notices[notices.length - 1]!;
  return {
    title: last.title,
    body:
      notices.length > 1 ? `${last.text} (${notices.length} ${plural(notices.length)})` : last.text,
    url: noticeScreenPath(side, last.tenderId, last.kind),
    tag: `tender-${last.tenderId}`,
  };
}
