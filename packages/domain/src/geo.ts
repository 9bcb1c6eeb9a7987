import { z } from 'zod';

/** Default map view: centre, zoom and height of every map. */
export const MAP_DEFAULT_CENTER = { lat: 55.751574, lon: 37.573856 } as const;
export const MAP_DEFAULT_ZOOM = 16;
export const MAP_HEIGHT_PX = 300;
/** How long typing waits before the address is geocoded. */
export const GEOCODE_DEBOUNCE_MS = 600;

/** One geocoding result of GET /api/geo/search and /api/geo/reverse. */
export const geoPlaceSchema = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

export const geoSearchAnswer = z.object({ results: z.array(geoPlaceSchema) });
export const geoReverseAnswer = z.object({ result: geoPlaceSchema.nullable() });
