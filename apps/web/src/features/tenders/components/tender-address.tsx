import {
  MSG,
  MSG_ADDENDA,
  MSG_TENDERS,
  TENDER_ADDRESS_AUTOSAVE_MS,
  type Tender,
} from '@podryad/domain';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AddressMap, type AddressValue } from '@/components/address-map';
import { useUpdateTender } from '@/features/tenders/api/update-tender';
import { AddendumNote, noteField } from '@/features/tenders/components/addendum-note';
import { firstErrorMessage } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * The tender's address with its map: saved by itself 1 s after the last change
 * (a keystroke, or the point the map found or was given), as PATCH {address, latitude, longitude}.
 * Once the tender has offers every save is a numbered addendum, so the address is saved only by
 * its button, with the note.
 */
export function TenderAddress({ tender }: { tender: Tender }) {
  return tender.records_addenda ? (
    <AddendumAddress tender={tender} />
  ) : (
    <AutosavedAddress tender={tender} />
  );
}

function AutosavedAddress({ tender }: { tender: Tender }) {
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

const addressOf = (tender: Tender): AddressValue => ({
  address: tender.address,
  latitude: tender.latitude,
  longitude: tender.longitude,
});

/** The address of a tender with offers: changed freely, saved as one addendum with its note. */
function AddendumAddress({ tender }: { tender: Tender }) {
  const [value, setValue] = useState<AddressValue>(() => addressOf(tender));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [locating, setLocating] = useState(false);
  const update = useUpdateTender();
  const saved = addressOf(tender);
  const changed =
    value.address.trim() !== saved.address ||
    value.latitude !== saved.latitude ||
    value.longitude !== saved.longitude;
  const empty = !value.address.trim();

  const save = () => {
    setTried(true);
    if (empty) return;
    update.mutate(
      {
        id: tender.id,
        body: {
          address: value.address.trim(),
          latitude: value.latitude,
          longitude: value.longitude,
          ...noteField(note),
        },
      },
      {
        onSuccess: () => {
          setNote('');
          setTried(false);
        },
      },
    );
  };
  const discard = () => {
    setValue(saved);
    setNote('');
    setTried(false);
    update.reset();
  };

  return (
    <Stack gap="sm">
      <AddressMap
        label="Адрес объекта"
        value={value}
        onChange={(patch) => {
          update.reset();
          setValue((v) => ({ ...v, ...patch }));
        }}
        error={empty && (tried || changed) ? MSG.required : null}
        onLocating={setLocating}
      />
      {changed && (
        <>
          <AddendumNote value={note} onChange={setNote} disabled={update.isPending} />
          <Group gap="sm">
            <Button onClick={save} loading={update.isPending || locating} mih={PHONE_TOUCH_HEIGHT}>
              {MSG_ADDENDA.save}
            </Button>
            <Button
              variant="default"
              onClick={discard}
              disabled={update.isPending}
              mih={PHONE_TOUCH_HEIGHT}
            >
              {MSG_ADDENDA.discard}
            </Button>
          </Group>
        </>
      )}
      <Group gap={6} mih={22} aria-live="polite">
        {update.isSuccess && !changed && (
          <Text size="sm" c="gray.7">
            {MSG_ADDENDA.saved}
          </Text>
        )}
        {update.isError && (
          <Text size="sm" c="red.8" role="alert">
            {firstErrorMessage(update.error, MSG_TENDERS.tenderUpdateFailed)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
