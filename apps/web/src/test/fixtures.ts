import type { User } from '@podryad/domain';

/** A client straight after /filing: the contacts and the description are still empty. */
export const CLIENT_USER: User = {
  id: 7,
  email: 'olga@example.ru',
  phone: '+79161234567',
  type: 'client',
  profile: {
    name: 'Ольга',
    surname: 'Иванова',
    date_of_birth: '1990-05-17',
    location: 'Новосибирск',
    description: null,
    avatar: null,
    vk: null,
    telegram: null,
    whatsapp: null,
  },
};
