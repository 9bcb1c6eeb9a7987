import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@podryad/domain';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

// Under Vite Leaflet cannot find its marker images by itself: hand it the bundled URLs.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

const env = import.meta.env as Record<string, string | undefined>;
/** Tiles are configurable at build time (VITE_MAP_TILE_URL), OpenStreetMap by default. */
const TILE_URL = env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION =
  env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">участники OpenStreetMap</a>';

export type LeafletMapProps = {
  latitude: number | null;
  longitude: number | null;
  /** A click on the map or a dropped marker: the new point. */
  onPick?: (latitude: number, longitude: number) => void;
  height: number;
};

/** Map clicks become picks. */
function ClickToPick({ onPick }: { onPick?: LeafletMapProps['onPick'] }) {
  useMapEvents({
    click: (event) => onPick?.(event.latlng.lat, event.latlng.lng),
  });
  return null;
}

/** A point that moved out of sight (e.g. found by the typed address) is brought into view. */
function KeepInView({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    const point = L.latLng(latitude, longitude);
    if (!map.getBounds().contains(point)) map.setView(point, map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}

/** The Leaflet part of AddressMap; loaded lazily so Leaflet stays out of the first bundle. */
export default function LeafletMap({ latitude, longitude, onPick, height }: LeafletMapProps) {
  const hasPoint = latitude !== null && longitude !== null;
  const center: [number, number] = hasPoint
    ? [latitude, longitude]
    : [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lon];
  return (
    <MapContainer
      center={center}
      zoom={MAP_DEFAULT_ZOOM}
      style={{ height, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      scrollWheelZoom={false}
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <ClickToPick onPick={onPick} />
      {hasPoint && (
        <>
          <Marker
            position={[latitude, longitude]}
            draggable={Boolean(onPick)}
            alt="Метка объекта"
            title="Метка объекта"
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onPick?.(lat, lng);
              },
            }}
          />
          <KeepInView latitude={latitude} longitude={longitude} />
        </>
      )}
    </MapContainer>
  );
}
