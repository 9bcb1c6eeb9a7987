import type { APIRequestContext } from '@playwright/test';
import { bearer, ok } from './api';

export type ClientContacts = { vk: string; telegram: string; whatsapp: string };

/**
 * Saves a client's contact links through PUT /api/user/profile (the client's profile is saved
 * whole), so a contractor reading its tender has something to see.
 */
export async function setClientContactsByApi(
  request: APIRequestContext,
  client: {
    token: string;
    name: string;
    surname: string;
    date_of_birth: string;
    location: string;
  },
  contacts: ClientContacts,
) {
  await ok(
    request.put('/api/user/profile', {
      headers: bearer(client.token),
      data: {
        name: client.name,
        surname: client.surname,
        date_of_birth: client.date_of_birth,
        location: client.location,
        description: 'Заказчик строительных работ',
        ...contacts,
      },
    }),
  );
}
