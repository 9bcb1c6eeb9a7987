import { ActionIcon } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenu, MenuItem } from '@/components/deferred-menu';
import { TestMantine } from '@/test/render';

function renderMenu(onEdit = vi.fn()) {
  render(
    <TestMantine>
      <DeferredMenu target={<ActionIcon aria-label="Действия">…</ActionIcon>}>
        <MenuItem onClick={onEdit}>Редактировать</MenuItem>
        <MenuItem>Удалить</MenuItem>
      </DeferredMenu>
    </TestMantine>,
  );
  return { onEdit, user: userEvent.setup() };
}

describe('DeferredMenu', () => {
  it('is a button that says it opens a menu, and opens it at the first press', async () => {
    const { onEdit, user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Действия' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Действия' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Редактировать' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens again after being closed, and Escape gives the focus back to its button', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    const button = screen.getByRole('button', { name: 'Действия' });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Удалить' })).toBeInTheDocument();
  });
});
