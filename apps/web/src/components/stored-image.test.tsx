import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, seedSession, TestMantine } from '@/test/render';
import { StoredImage } from '@/components/stored-image';

const show = (path: string) => (
  <TestMantine>
    <StoredImage path={path} alt="Изображение объекта 1" />
  </TestMantine>
);

const image = () => screen.getByRole('img', { name: 'Изображение объекта 1' });

describe('StoredImage', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    seedSession({ token: 'tok' });
    URL.createObjectURL = vi.fn(() => 'blob:front');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('shows a public image by its URL, without fetching it', () => {
    const fetchMock = mockFetch();
    render(show('/storage/images/a.png'));
    expect(image()).toHaveAttribute('src', `${window.location.origin}/storage/images/a.png`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a private upload with the token, shows it as an object URL and revokes it when gone', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockFetch().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { unmount } = render(show('/storage/docs/0123456789abcdef0123456789abcdef.png'));

    // A neutral placeholder, with the alt text, while it loads.
    expect(image().getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(fetchMock).toHaveBeenCalledWith(
      `${window.location.origin}/storage/docs/0123456789abcdef0123456789abcdef.png`,
      expect.objectContaining({ headers: { authorization: 'Bearer tok' } }),
    );

    answer(
      new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
    );
    await waitFor(() => expect(image()).toHaveAttribute('src', 'blob:front'));

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:front');
  });

  it('keeps the placeholder when the private upload cannot be had', async () => {
    const fetchMock = mockFetch().mockResolvedValue(new Response('', { status: 403 }));
    render(show('/storage/docs/0123456789abcdef0123456789abcdef.png'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(image().getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
