import { geoReverseAnswer, geoSearchAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** GET /geo/search: places matching a typed address, best first. */
export const searchPlaces = (query: string) =>
  api(`/geo/search?q=${encodeURIComponent(query)}`, geoSearchAnswer).then(
    (answer) => answer.results,
  );

/** GET /geo/reverse: the address nearest to a point of the map, or null. */
export const reversePlace = (latitude: number, longitude: number) =>
  api(
    `/geo/reverse?lat=${encodeURIComponent(latitude)}&lon=${encodeURIComponent(longitude)}`,
    geoReverseAnswer,
  ).then((answer) => answer.result);
