import { CASE_NAMES, IMAGES, SERVICES, STREETS } from './seed-market-content';
import { cityIndex, cityLat, cityLon, cityName, oneOf, pick } from './seed-market-sql';

/*
 * What the directory shows of the bench market's contractors beside their profiles: one to three
 * cases each, and the stored ratings of a third of them. Contractors are the users
 * `clients + 1 … clients + contractors`.
 */

export const casesStatements = (clients: number, contractors: number) => [
  `insert into cases (owner_id, project_name, services, start_date, end_date, address, latitude,
     longitude, description, cover, images, created_at)
   select ${clients} + i, name, ${oneOf(SERVICES, 'i * 3 + k', 'services')}, start_date,
          start_date + 60 + ${pick('i * 3 + k', 'length', 600)},
          'г. ' || ${cityName('city')} || ', ул. ' || ${oneOf(STREETS, 'i * 3 + k', 'street')} || ', ' || (1 + ${pick('i * 3 + k', 'house', 90)}),
          ${cityLat('city')}, ${cityLon('city')},
          name || ': полный цикл работ от проекта до сдачи объекта заказчику.',
          ${oneOf(IMAGES, 'i * 3 + k', 'cover')},
          ARRAY[${oneOf(IMAGES, 'i * 3 + k', 'image1')}, ${oneOf(IMAGES, 'i * 3 + k', 'image2')}],
          now() - (${pick('i * 3 + k', 'age', 700)} || ' days')::interval
   from generate_series(1, ${contractors}) i
   cross join generate_series(1, 3) k,
   lateral (select ${oneOf(CASE_NAMES, 'i * 3 + k', 'name')} as name,
                   ${cityIndex('i * 3 + k', 'city')} as city,
                   date '2012-01-01' + ${pick('i * 3 + k', 'start', 4000)} as start_date) c
   where k <= 1 + ${pick('i', 'cases', 3)}`,
];

export const ratingsStatements = (clients: number, contractors: number) => [
  `insert into ratings (user_id, subject, count, overall, criteria, spread)
   select ${clients} + i, 'contractor', 1 + ${pick('i', 'reviews', 20)}, r.overall,
          jsonb_build_object('quality', r.overall, 'deadlines', r.overall,
            'communication', r.overall, 'documents', r.overall),
          ARRAY[0, 0, 1, 2, 3]
   from generate_series(1, ${contractors}) i,
   lateral (select round((3 + ${pick('i', 'stars', 20)} / 10.0)::numeric, 1) as overall) r
   where ${pick('i', 'rated', 3)} = 0`,
];
