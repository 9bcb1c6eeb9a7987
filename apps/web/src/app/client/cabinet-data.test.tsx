import { MSG_DATA_EXPORT } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ClientCabinetRoute } from '@/app/client/cabinet-route';

// The client's cabinet tab 'Мои данные', after 'Безопасность'.

describe('ClientCabinetRoute: own data', () => {
  beforeEach(() => {
    seedSession({ token: 't', user: CLIENT_USER });
    serveFetch({
      'GET /api/user/profile': () => json(200, { user: CLIENT_USER }),
      'GET /api/user/data-export': () => json(200, null),
    });
  });

  it("opens from the menu's last entry with 'Скачать мои данные'", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ClientCabinetRoute />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/profile/client/personal' },
    );
    const menu = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    const entries = within(menu).getAllByRole('button');
    expect(entries.map((b) => b.textContent).slice(-2)).toEqual([
      'Безопасность',
      MSG_DATA_EXPORT.tab,
    ]);
    await user.click(within(menu).getByRole('button', { name: MSG_DATA_EXPORT.tab }));
    expect(screen.getByText(/^Адрес страницы:/)).toHaveTextContent('?tab=data');
    expect(screen.getByRole('region', { name: MSG_DATA_EXPORT.title })).toBeVisible();
    expect(await screen.findByRole('button', { name: MSG_DATA_EXPORT.start })).toBeVisible();
  });
});
