import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule, type LazyModule } from '@/lib/lazy-module';

type Module = { text: string };

/** A module load the test answers when it likes. */
function deferredLoad() {
  const waiting: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) =>
        waiting.push({
          resolve: () => resolve({ text: 'Код пришёл' }),
          reject: () => reject(new Error('no connection')),
        }),
      ),
  );
  return { code: lazyModule(load), load, waiting };
}

/** Shows the module's text once it has come; a button asks for it at once. */
function Part({ code, onFail }: { code: LazyModule<Module>; onFail?: () => void }) {
  const [wanted, setWanted] = useState(false);
  const module = useLazyModule(code, wanted, onFail);
  return (
    <>
      <button onClick={() => setWanted(true)}>Нужен сейчас</button>
      <button onClick={() => setWanted(false)}>Не нужен</button>
      <p>{module ? module.text : 'Кода нет'}</p>
    </>
  );
}

describe('useLazyModule', () => {
  it('loads the module at idle when not wanted, and renders again once it has come', async () => {
    const { code, load, waiting } = deferredLoad();
    render(<Part code={code} />);
    expect(screen.getByText('Кода нет')).toBeInTheDocument();

    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => waiting[0]!.resolve());
    expect(await screen.findByText('Код пришёл')).toBeInTheDocument();
  });

  it('renders every part that uses the module once it comes, loading it once', async () => {
    const { code, load, waiting } = deferredLoad();
    render(
      <>
        <Part code={code} />
        <Part code={code} />
      </>,
    );
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    act(() => waiting[0]!.resolve());
    await waitFor(() => expect(screen.getAllByText('Код пришёл')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a failed load while wanted, and loads again when wanted again', async () => {
    const { code, load, waiting } = deferredLoad();
    const failed = vi.fn();
    render(<Part code={code} onFail={failed} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    act(() => screen.getByRole('button', { name: 'Нужен сейчас' }).click());
    act(() => waiting[0]!.reject());
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Кода нет')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Не нужен' }).click());
    act(() => screen.getByRole('button', { name: 'Нужен сейчас' }).click());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => waiting[1]!.resolve());
    expect(await screen.findByText('Код пришёл')).toBeInTheDocument();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
