import type { GeoPlace } from '@podryad/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import { ProviderHealth } from '../../delivery/provider-health';
import {
  GazetteerProvider,
  NominatimProvider,
  YandexProvider,
  type GeoProvider,
} from './providers';

type Answer = GeoPlace[] | GeoPlace | null;

/**
 * Geocoding through the configured provider, cached (addresses do not move), falling back to the
 * offline gazetteer when the provider fails: a map must never crash a form. A provider that failed
 * rests a minute (`ProviderHealth`): meanwhile searches take the gazetteer at once rather than wait
 * out the provider's timeout each.
 */
export class GeoService {
  private readonly gazetteer = new GazetteerProvider();
  private readonly provider: GeoProvider;
  // A cache, not state: losing it (a restart, another instance) only costs a provider call.
  private readonly cache = new LRUCache<string, { value: Answer }>({
    max: 5000,
    ttl: 24 * 60 * 60 * 1000,
  });

  private readonly health: ProviderHealth;

  constructor(
    config: Pick<Config, 'geoProvider' | 'nominatimUrl' | 'yandexGeocoderKey'>,
    log: FastifyBaseLogger,
    provider?: GeoProvider,
    now?: () => Date,
  ) {
    this.provider =
      provider ??
      (config.geoProvider === 'nominatim'
        ? new NominatimProvider(config.nominatimUrl)
        : config.geoProvider === 'yandex'
          ? new YandexProvider(config.yandexGeocoderKey!)
          : this.gazetteer);
    this.health = new ProviderHealth(`the geocoder (${this.provider.name})`, log, now);
  }

  search(query: string): Promise<GeoPlace[]> {
    const q = query.trim().replace(/\s+/g, ' ');
    return this.cached(`s:${q.toLowerCase()}`, (p) => p.search(q));
  }

  reverse(latitude: number, longitude: number): Promise<GeoPlace | null> {
    // About 1 m of precision is plenty for an address and lets nearby clicks share the cache.
    const lat = Number(latitude.toFixed(5));
    const lon = Number(longitude.toFixed(5));
    return this.cached(`r:${lat},${lon}`, (p) => p.reverse(lat, lon));
  }

  private async cached<T extends Answer>(key: string, run: (p: GeoProvider) => Promise<T>) {
    const hit = this.cache.get(key);
    if (hit) return hit.value as T;
    // Not cached when from the gazetteer: the provider may be back for the next caller.
    if (this.health.resting) return run(this.gazetteer);
    let value: T;
    try {
      value = await run(this.provider);
    } catch (err) {
      this.health.failed(err);
      return run(this.gazetteer);
    }
    this.health.succeeded();
    this.cache.set(key, { value });
    return value;
  }
}
