import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressMap, type AddressValue } from '@/components/address-map';
import type { LeafletMapProps } from '@/components/leaflet-map';
import { TestMantine } from '@/test/render';

// Leaflet does not run in jsdom: a stand-in shows the point and lets the test pick one.
vi.mock('@/components/leaflet-map', () => ({
  default: ({ latitude, longitude, onPick }: LeafletMapProps) => (
    <div>
      <p>
        Точка: {latitude ?? '—'}, {longitude ?? '—'}
      </p>
      <button type="button" onClick={() => onPick?.(55.7512345678, 37.6187654321)}>
        Указать точку
      </button>
    </div>
  ),
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function Harness() {
  const [value, setValue] = useState<AddressValue>({
    address: '',
    latitude: null,
    longitude: null,
  });
  return (
    <TestMantine>
      <AddressMap value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} />
    </TestMantine>
  );
}

describe('AddressMap', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/geo/reverse')
          ? json({ result: { address: 'Москва', latitude: 55.751235, longitude: 37.618765 } })
          : json({ results: [{ address: 'Казань', latitude: 55.796127, longitude: 49.106414 }] }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a point picked on the map sets the coordinates and fills the address', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Указать точку' }));

    expect(screen.getByText('Точка: 55.751235, 37.618765')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveValue('Москва'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/geo/reverse?lat=55.751235&lon=37.618765',
      expect.anything(),
    );
    expect(screen.getByRole('region', { name: 'Карта' })).toBeInTheDocument();
  });

  it('a typed address is geocoded once typing pauses and moves the point, keeping the text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'Казань, Кремль');

    expect(await screen.findByText('Точка: 55.796127, 49.106414')).toBeInTheDocument();
    const searches = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/geo/search'),
    );
    // One call for the whole typed text, not one per keystroke.
    expect(searches).toHaveLength(1);
    expect(searches[0]![0]).toBe(`/api/geo/search?q=${encodeURIComponent('Казань, Кремль')}`);
    expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveValue('Казань, Кремль');
  });

  it('only logs a geocoding failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Указать точку' }));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
