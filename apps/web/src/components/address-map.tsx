import { GEOCODE_DEBOUNCE_MS, MAP_HEIGHT_PX } from '@podryad/domain';
import { Box, Skeleton, Stack, TextInput } from '@mantine/core';
import { Suspense, lazy, useEffect, useEffectEvent, useRef, useState } from 'react';
import { reversePlace, searchPlaces } from '@/lib/geo-api';

// Leaflet is big: it loads only when a map is on screen.
const LeafletMap = lazy(() => import('@/components/leaflet-map'));

export type AddressValue = {
  address: string;
  latitude: number | null;
  longitude: number | null;
};

type Props = {
  value: AddressValue;
  /** Only the parts that changed; the caller merges them into its state. */
  onChange: (patch: Partial<AddressValue>) => void;
  label?: string;
  error?: string | null;
  required?: boolean;
  /**
   * Told whether a typed address is still being found on the map (its point may still move): a
   * save of its own waits for it, so that the address is never saved with the previous point.
   */
  onLocating?: (locating: boolean) => void;
};

/** Six decimals are about 10 cm: enough for a building, and short in the database. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const logGeoError = (error: unknown) => console.error('Геокодирование не удалось', error);

/**
 * The address of an object and its map: typing the address moves the marker to
 * the first place found; clicking the map or dragging the marker sets the point and fills the
 * address from reverse geocoding. Geocoding failures are only logged.
 */
export function AddressMap({
  value,
  onChange,
  label = 'Адрес',
  error,
  required,
  onLocating,
}: Props) {
  // What the user typed last and not yet geocoded; null once a point was picked on the map.
  const [typed, setTyped] = useState<string | null>(null);
  // Answers that arrive after a newer action are dropped.
  const pickSeq = useRef(0);

  const moveTo = useEffectEvent((latitude: number, longitude: number) =>
    onChange({ latitude, longitude }),
  );
  const locating = useEffectEvent((busy: boolean) => onLocating?.(busy));

  useEffect(() => {
    const query = typed?.trim();
    if (!query) return;
    let current = true;
    locating(true);
    const timer = setTimeout(() => {
      searchPlaces(query)
        .then((places) => {
          const first = places[0];
          if (current && first) moveTo(first.latitude, first.longitude);
        })
        .catch(logGeoError)
        .finally(() => {
          if (current) locating(false);
        });
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      locating(false);
    };
  }, [typed]);

  const type = (address: string) => {
    pickSeq.current += 1;
    setTyped(address);
    onChange({ address });
  };

  const pick = (lat: number, lon: number) => {
    const latitude = round(lat);
    const longitude = round(lon);
    const seq = ++pickSeq.current;
    setTyped(null);
    onChange({ latitude, longitude });
    reversePlace(latitude, longitude)
      .then((place) => {
        if (place && seq === pickSeq.current) onChange({ address: place.address });
      })
      .catch(logGeoError);
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description="Введите адрес или укажите место на карте"
        withAsterisk={required}
        value={value.address}
        onChange={(event) => type(event.currentTarget.value)}
        error={error}
      />
      {/* Its own stacking context: Leaflet's panes (z-index 400+) stay under the header and menus. */}
      <Box role="region" aria-label="Карта" h={MAP_HEIGHT_PX} style={{ isolation: 'isolate' }}>
        <Suspense fallback={<Skeleton h={MAP_HEIGHT_PX} radius="md" />}>
          <LeafletMap
            latitude={value.latitude}
            longitude={value.longitude}
            onPick={pick}
            height={MAP_HEIGHT_PX}
          />
        </Suspense>
      </Box>
    </Stack>
  );
}
