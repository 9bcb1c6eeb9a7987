import { CITIES, type GeoPlace } from '@podryad/domain';

/** A geocoder: address -> places, and coordinates -> the place there. */
export interface GeoProvider {
  readonly name: string;
  search(query: string): Promise<GeoPlace[]>;
  reverse(latitude: number, longitude: number): Promise<GeoPlace | null>;
}

const RADIUS_KM = 50;
const EARTH_KM = 6371;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

const fixed = (n: number) => Number(n.toFixed(6));

/**
 * Offline geocoder built into the product: the 49 cities of the location list. It finds a city by
 * a name contained in the address and names the city near a point, so maps work with no network.
 */
export class GazetteerProvider implements GeoProvider {
  readonly name = 'gazetteer';

  async search(query: string): Promise<GeoPlace[]> {
    const q = query.toLowerCase().replace(/ё/g, 'е');
    return CITIES.filter((c) => {
      const city = c.name.toLowerCase().replace(/ё/g, 'е');
      return q.includes(city) || city.startsWith(q.trim());
    })
      .sort((a, b) => b.name.length - a.name.length)
      .map((c) => ({ address: c.name, latitude: c.lat, longitude: c.lon }));
  }

  /** The nearest city within 50 km, with the point itself; null far from every city. */
  async reverse(latitude: number, longitude: number): Promise<GeoPlace | null> {
    let best: { name: string; km: number } | null = null;
    for (const c of CITIES) {
      const km = distanceKm(latitude, longitude, c.lat, c.lon);
      if (!best || km < best.km) best = { name: c.name, km };
    }
    if (!best || best.km > RADIUS_KM) return null;
    return { address: best.name, latitude: fixed(latitude), longitude: fixed(longitude) };
  }
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return response.json();
}

/** OpenStreetMap's Nominatim (its usage policy asks for an identifying User-Agent). */
export class NominatimProvider implements GeoProvider {
  readonly name = 'nominatim';
  private readonly headers = { 'user-agent': 'Podryad/1.0 (tender marketplace)' };

  constructor(private readonly baseUrl: string) {}

  async search(query: string): Promise<GeoPlace[]> {
    const url = new URL('/search', this.baseUrl);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      limit: '5',
      'accept-language': 'ru',
      countrycodes: 'ru',
    }).toString();
    const rows = (await getJson(url.toString(), this.headers)) as {
      display_name: string;
      lat: string;
      lon: string;
    }[];
    return rows.map((r) => ({
      address: r.display_name,
      latitude: Number(r.lat),
      longitude: Number(r.lon),
    }));
  }

  async reverse(latitude: number, longitude: number): Promise<GeoPlace | null> {
    const url = new URL('/reverse', this.baseUrl);
    url.search = new URLSearchParams({
      lat: String(latitude),
      lon: String(longitude),
      format: 'jsonv2',
      'accept-language': 'ru',
    }).toString();
    const row = (await getJson(url.toString(), this.headers)) as { display_name?: string };
    return row.display_name ? { address: row.display_name, latitude, longitude } : null;
  }
}

type YandexAnswer = {
  response: {
    GeoObjectCollection: {
      featureMember: {
        GeoObject: {
          Point: { pos: string };
          metaDataProperty: { GeocoderMetaData: { text: string } };
        };
      }[];
    };
  };
};

/** Yandex's HTTP Geocoder (needs an API key). Its points are "longitude latitude". */
export class YandexProvider implements GeoProvider {
  readonly name = 'yandex';

  constructor(private readonly apiKey: string) {}

  private async geocode(geocode: string): Promise<GeoPlace[]> {
    const url = new URL('https://geocode-maps.yandex.ru/1.x/');
    url.search = new URLSearchParams({
      apikey: this.apiKey,
      geocode,
      format: 'json',
      lang: 'ru_RU',
      results: '5',
    }).toString();
    const answer = (await getJson(url.toString())) as YandexAnswer;
    return answer.response.GeoObjectCollection.featureMember.map(({ GeoObject: g }) => {
      const [lon, lat] = g.Point.pos.split(' ').map(Number);
      return {
        address: g.metaDataProperty.GeocoderMetaData.text,
        latitude: lat!,
        longitude: lon!,
      };
    });
  }

  search(query: string) {
    return this.geocode(query);
  }

  async reverse(latitude: number, longitude: number) {
    const [first] = await this.geocode(`${longitude},${latitude}`);
    return first ? { ...first, latitude, longitude } : null;
  }
}
