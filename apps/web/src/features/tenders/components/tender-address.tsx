import { MSG, MSG_TENDERS, TENDER_ADDRESS_AUTOSAVE_MS, type Tender } from '@podryad/domain';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AddressMap, type AddressValue } from '@/components/address-map';
import { useUpdateTender } from '@/features/tenders/api/update-tender';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * The tender's address with its map: saved by itself 1 s after the last change
 * (a keystroke, or the point the map found or was given), as PATCH {address, latitude, longitude}.
 */
export function TenderAddress({ tender }: { tender: Tender }) {
  const [value, setValue] = useState<AddressValue>({
    address: tender.address,
    latitude: tender.latitude,
    longitude: tender.longitude,
  });
  // The value waiting for its save; null when nothing changed since the last one.
  const [pending, setPending] = useState<AddressValue | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const { mutate } = useUpdateTender();
  // Only the newest save may report: an older answer arriving late says nothing.
  const seq = useRef(0);
  const id = tender.id;

  useEffect(() => {
    if (!pending || !pending.address.trim()) return;
    const timer = setTimeout(() => {
      const mine = ++seq.current;
      setState('saving');
      mutate(
        {
          id,
          body: {
            address: pending.address.trim(),
            latitude: pending.latitude,
            longitude: pending.longitude,
          },
        },
        {
          onSuccess: () => mine === seq.current && setState('saved'),
          onError: () => mine === seq.current && setState('error'),
        },
      );
    }, TENDER_ADDRESS_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [pending, id, mutate]);

  const change = (patch: Partial<AddressValue>) => {
    setState('idle');
    setValue((v) => {
      const next = { ...v, ...patch };
      setPending(next);
      return next;
    });
  };

  const empty = pending !== null && !value.address.trim();
  return (
    <Stack gap={4}>
      <AddressMap
        label="Адрес объекта"
        value={value}
        onChange={change}
        error={empty ? MSG.required : null}
      />
      <Group gap={6} mih={22} aria-live="polite">
        {state === 'saving' && (
          <>
            <Loader size={14} aria-hidden />
            <Text size="sm" c="gray.7">
              Сохранение...
            </Text>
          </>
        )}
        {state === 'saved' && (
          <Text size="sm" c="gray.7">
            Сохранено
          </Text>
        )}
        {state === 'error' && (
          <Text size="sm" c="red.8" role="alert">
            {MSG_TENDERS.tenderUpdateFailed}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
