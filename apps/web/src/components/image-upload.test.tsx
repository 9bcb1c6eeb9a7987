import { MSG } from '@podryad/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type UploadProgress } from '@/lib/api-client';
import { ImageUpload } from '@/components/image-upload';
import { TestMantine } from '@/test/render';

type Upload = (file: File, onProgress: UploadProgress) => Promise<{ path: string }>;

function Harness({ upload, start = null }: { upload: Upload; start?: string | null }) {
  const [path, setPath] = useState<string | null>(start);
  return (
    <TestMantine>
      <ImageUpload
        label="Обложка проекта"
        alt="Обложка проекта"
        value={path}
        upload={upload}
        onUploaded={setPath}
        onRemove={() => setPath(null)}
      />
    </TestMantine>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

/** The screen is a phone's or a tablet's: a finger points, not a mouse. */
function onTouchScreen() {
  window.matchMedia = (query) => ({
    matches: query === '(pointer: coarse)' || query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  });
}

describe('ImageUpload', () => {
  const { matchMedia } = window;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the progress, then the preview of the uploaded image, which can be removed', async () => {
    let finish!: (answer: { path: string }) => void;
    const upload = vi.fn<Upload>((_file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    render(<Harness upload={upload} />);

    await user.upload(screen.getByLabelText('Обложка проекта'), png());
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'cover.png' }),
      expect.any(Function),
    );
    expect(screen.getByRole('progressbar', { name: 'Загрузка изображения' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    finish({ path: '/storage/images/abc.png' });
    const preview = await screen.findByRole('img', { name: 'Обложка проекта' });
    expect(preview.getAttribute('src')).toMatch(/\/storage\/images\/abc\.png$/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(screen.queryByRole('img', { name: 'Обложка проекта' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать изображение' })).toBeInTheDocument();
  });

  it("says why an upload failed: the server's first error, else 'Ошибка загрузки'", async () => {
    const upload = vi
      .fn<Upload>()
      .mockRejectedValueOnce(
        new ApiError(415, ['Можно загрузить только изображение: PNG, JPEG, WEBP или GIF']),
      )
      .mockRejectedValueOnce(new Error('network'));
    const user = userEvent.setup();
    render(<Harness upload={upload} />);

    await user.upload(screen.getByLabelText('Обложка проекта'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Можно загрузить только изображение: PNG, JPEG, WEBP или GIF',
    );
    await user.upload(screen.getByLabelText('Обложка проекта'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка загрузки$/);
    expect(screen.queryByRole('img', { name: 'Обложка проекта' })).not.toBeInTheDocument();
  });

  it('says the service is unavailable on a 503, and a second try uploads', async () => {
    const upload = vi
      .fn<Upload>()
      .mockRejectedValueOnce(new ApiError(503, [MSG.unavailable], {}, 60))
      .mockResolvedValueOnce({ path: '/storage/images/cover.png' });
    const user = userEvent.setup();
    render(<Harness upload={upload} />);

    await user.upload(screen.getByLabelText('Обложка проекта'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сервис временно недоступен, повторите через минуту',
    );
    await user.upload(screen.getByLabelText('Обложка проекта'), png());
    expect(await screen.findByRole('img', { name: 'Обложка проекта' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Подготовка фото…' while the photo is being scaled down, then shows the upload", async () => {
    let send!: () => void;
    const upload = vi.fn<Upload>((_file, onProgress) => {
      onProgress(0, true);
      return new Promise((resolve) => {
        send = () => {
          onProgress(60);
          resolve({ path: '/storage/images/abc.jpg' });
        };
      });
    });
    const user = userEvent.setup();
    render(<Harness upload={upload} />);

    await user.upload(screen.getByLabelText('Обложка проекта'), png());
    expect(screen.getByText('Подготовка фото…')).toBeInTheDocument();
    send();
    expect(await screen.findByRole('img', { name: 'Обложка проекта' })).toBeInTheDocument();
    expect(screen.queryByText('Подготовка фото…')).not.toBeInTheDocument();
  });

  it("offers 'Сделать фото' with the back camera on a touch screen only", async () => {
    const upload = vi.fn<Upload>(async () => ({ path: '/storage/images/shot.jpg' }));
    const { unmount } = render(<Harness upload={upload} />);
    expect(screen.queryByRole('button', { name: /Сделать фото/ })).not.toBeInTheDocument();
    unmount();

    onTouchScreen();
    const user = userEvent.setup();
    render(<Harness upload={upload} />);
    const camera = await screen.findByRole('button', { name: 'Сделать фото: Обложка проекта' });
    // Mantine's hidden input of the button: the one that asks for the camera.
    const input = document.querySelector('input[capture]');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveTextContent('Сделать фото');

    await user.upload(input as HTMLInputElement, png());
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'cover.png' }),
      expect.any(Function),
    );
    expect(await screen.findByRole('img', { name: 'Обложка проекта' })).toBeInTheDocument();
  });
});
