import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '@/components/lazy-dialog';

type Props = { name: string | null; onClose: () => void };

/** The dialog's own code: what the lazily loaded module would export. */
function NameDialog({ name, onClose }: Props) {
  if (name === null) return null;
  return (
    <div role="dialog" aria-label={name}>
      <button onClick={onClose}>Закрыть</button>
    </div>
  );
}

/** A page that opens `Dialog` with a name. */
function Page({ Dialog }: { Dialog: (props: Props) => React.ReactNode }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setName('Заявка')}>Открыть</button>
      <Dialog name={name} onClose={() => setName(null)} />
    </>
  );
}

/** A module load the test answers when it likes. */
function deferredLoad() {
  const waiting: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof NameDialog>((resolve, reject) =>
        waiting.push({ resolve: () => resolve(NameDialog), reject: () => reject(new Error('no')) }),
      ),
  );
  return { load, waiting };
}

describe('lazyDialog', () => {
  it("loads the dialog's code once the page is idle, and opens it at once from then on", async () => {
    const { load, waiting } = deferredLoad();
    const Dialog = lazyDialog(load, (props: Props) => props.name !== null);
    render(<Page Dialog={Dialog} />);

    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    waiting[0]!.resolve();
    await Dialog.preload();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('dialog', { name: 'Заявка' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens as soon as its code has come when it is opened before', async () => {
    const { load, waiting } = deferredLoad();
    const Dialog = lazyDialog(load, (props: Props) => props.name !== null);
    render(<Page Dialog={Dialog} />);

    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Заявка' })).toBeInTheDocument();
  });

  it('closes again when its code cannot be loaded, and tries again at the next opening', async () => {
    const { load, waiting } = deferredLoad();
    const Dialog = lazyDialog(load, (props: Props) => props.name !== null);
    const closed = vi.fn();
    const { rerender } = render(<Dialog name="Заявка" onClose={closed} />);

    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0]!.reject();
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Dialog name={null} onClose={closed} />);
    rerender(<Dialog name="Заявка" onClose={closed} />);
    await waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Заявка' })).toBeInTheDocument();
  });
});
