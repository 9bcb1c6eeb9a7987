import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ImageUpload } from '@/components/image-upload';

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<{ path: string }>;

function Harness({ upload, start = null }: { upload: Upload; start?: string | null }) {
  const [path, setPath] = useState<string | null>(start);
  return (
    <MantineProvider env="test">
      <ImageUpload
        label="Обложка проекта"
        alt="Обложка проекта"
        value={path}
        upload={upload}
        onUploaded={setPath}
        onRemove={() => setPath(null)}
      />
    </MantineProvider>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

describe('ImageUpload', () => {
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
});
