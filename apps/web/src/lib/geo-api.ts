import type { GeoPlace } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** GET /geo/search: places matching a typed address, best first. */
export const searchPlaces = (query: string) =>
  api<{ results: GeoPlace[] }>(`/geo/search?q=${encodeURIComponent(query)}`).then(
    (answer) => answer.results,
  );

/** GET /geo/reverse: the address nearest to a point of the map, or null. */
export const reversePlace = (latitude: number, longitude: number) =>
  api<{ result: GeoPlace | null }>(
    `/geo/reverse?lat=${encodeURIComponent(latitude)}&lon=${encodeURIComponent(longitude)}`,
  ).then((answer) => answer.result);
