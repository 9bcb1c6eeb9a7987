import { ActionIcon, Button } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredMenu, MenuItem } from '@/components/deferred-menu';
import { Drawer, Modal } from '@/components/overlays';
import { TestMantine } from '@/test/render';

function Page({ kind }: { kind: 'modal' | 'drawer' }) {
  const [opened, setOpened] = useState(false);
  const Dialog = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <Button onClick={() => setOpened(true)}>Открыть</Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Окно"
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
      >
        <Button>Внутри</Button>
      </Dialog>
    </>
  );
}

describe.each(['modal', 'drawer'] as const)('the %s of components/overlays', (kind) => {
  it('puts nothing in the page until it is first opened', () => {
    render(
      <TestMantine>
        <Page kind={kind} />
      </TestMantine>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not even a closed portal: the page holds the trigger alone.
    expect(document.querySelector('[data-portal]')).toBeNull();
  });

  it('opens at the first press, and gives the focus back to the trigger on close, every time', async () => {
    const user = userEvent.setup();
    render(
      <TestMantine>
        <Page kind={kind} />
      </TestMantine>,
    );
    const trigger = screen.getByRole('button', { name: 'Открыть' });
    for (let round = 0; round < 2; round++) {
      await user.click(trigger);
      expect(await screen.findByRole('dialog', { name: 'Окно' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    }
  });
});

describe('a dialog opened from a menu item', () => {
  function CardMenu() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <DeferredMenu target={<ActionIcon aria-label="Действия">…</ActionIcon>}>
          <MenuItem onClick={() => setOpened(true)}>Удалить</MenuItem>
        </DeferredMenu>
        <Modal opened={opened} onClose={() => setOpened(false)} title="Удалить тендер?">
          <Button onClick={() => setOpened(false)}>Отмена</Button>
        </Modal>
      </>
    );
  }

  it("gives the focus back to the menu's button, the item being gone with the menu", async () => {
    const user = userEvent.setup();
    render(
      <TestMantine>
        <CardMenu />
      </TestMantine>,
    );
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    expect(await screen.findByRole('dialog', { name: 'Удалить тендер?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Действия' })).toHaveFocus());
  });
});
