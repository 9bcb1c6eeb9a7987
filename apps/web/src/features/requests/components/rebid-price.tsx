import {
  MSG_OFFERS,
  MSG_REBID,
  REBID_LABEL,
  type Tender,
  formatPrice,
  parseRubles,
  rebidNote,
} from '@podryad/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { useSendRebidPrice } from '@/features/requests/api/send-rebid-price';

/**
 * The переторжка on a bidder's tender page: the round, the comment, its price before and now, and,
 * while the round runs, the field for a lower price (the rest of the offer stays).
 */
export function RebidPrice({ tender }: { tender: Tender }) {
  const send = useSendRebidPrice();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const rebid = tender.rebid;
  const request = tender.requests[0];
  if (!rebid || !request?.rebid || !request.offer) return null;
  const current = request.offer;
  const before = { ...current, price_kopecks: request.rebid.price_before_kopecks };

  const submit = () => {
    const price = parseRubles(value);
    const wrong =
      price === null
        ? MSG_OFFERS.priceFormat
        : price >= current.price_kopecks
          ? MSG_REBID.notLower
          : null;
    setProblem(wrong);
    setSent(false);
    if (wrong || price === null) return;
    send.mutate(
      { id: request.id, price, tenderId: tender.id },
      {
        onSuccess: () => {
          setValue('');
          setSent(true);
        },
      },
    );
  };

  return (
    <Alert
      color={rebid.running ? 'blue' : 'gray'}
      variant="light"
      icon={<IconArrowsDown size={18} aria-hidden />}
      title={REBID_LABEL}
      data-testid="rebid-price"
    >
      <Stack gap="xs">
        <Text size="sm">{rebidNote(rebid, 'contractor')}</Text>
        {rebid.comment && (
          <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {MSG_REBID.commentLabel}: {rebid.comment}
          </Text>
        )}
        <Text size="sm">
          Цена до переторжки: {formatPrice(before)}
          {request.rebid.lowered && (
            <>
              <br />
              Ваша новая цена: <b>{formatPrice(current)}</b>
            </>
          )}
        </Text>
        {rebid.running && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={MSG_REBID.priceLabel}
              placeholder={MSG_OFFERS.pricePlaceholder}
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={problem}
              style={{ flex: '1 1 200px' }}
            />
            <Button h={44} onClick={submit} loading={send.isPending}>
              {MSG_REBID.send}
            </Button>
          </Group>
        )}
        {send.isError && <ErrorList errors={errorMessages(send.error, MSG_REBID.sendFailed)} />}
        {sent && (
          <Text size="sm" c="green.9" role="status">
            {MSG_REBID.sent}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
