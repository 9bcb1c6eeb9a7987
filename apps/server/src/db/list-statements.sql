-- comparison_by_company_asc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.company_name asc nulls last, o.request_id) from (select * from offers o order by o.company_name asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_company_asc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.company_name asc nulls last, o.request_id) from (select * from offers o order by o.company_name asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_company_desc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.company_name desc nulls last, o.request_id) from (select * from offers o order by o.company_name desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_company_desc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.company_name desc nulls last, o.request_id) from (select * from offers o order by o.company_name desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_duration_asc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.duration_days asc nulls last, o.request_id) from (select * from offers o order by o.duration_days asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_duration_asc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.duration_days asc nulls last, o.request_id) from (select * from offers o order by o.duration_days asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_duration_desc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.duration_days desc nulls last, o.request_id) from (select * from offers o order by o.duration_days desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_duration_desc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.duration_days desc nulls last, o.request_id) from (select * from offers o order by o.duration_days desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_price_asc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.price_with_vat asc nulls last, o.request_id) from (select * from offers o order by o.price_with_vat asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_price_asc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.price_without_vat asc nulls last, o.request_id) from (select * from offers o order by o.price_without_vat asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_price_desc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.price_with_vat desc nulls last, o.request_id) from (select * from offers o order by o.price_with_vat desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_price_desc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.price_without_vat desc nulls last, o.request_id) from (select * from offers o order by o.price_without_vat desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_revised_at_asc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.revised_at asc nulls last, o.request_id) from (select * from offers o order by o.revised_at asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_revised_at_asc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.revised_at asc nulls last, o.request_id) from (select * from offers o order by o.revised_at asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_revised_at_desc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.revised_at desc nulls last, o.request_id) from (select * from offers o order by o.revised_at desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_revised_at_desc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.revised_at desc nulls last, o.request_id) from (select * from offers o order by o.revised_at desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_valid_until_asc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.valid_until asc nulls last, o.request_id) from (select * from offers o order by o.valid_until asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_valid_until_asc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.valid_until asc nulls last, o.request_id) from (select * from offers o order by o.valid_until asc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_valid_until_desc
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_with_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'with_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_with_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.valid_until desc nulls last, o.request_id) from (select * from offers o order by o.valid_until desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- comparison_by_valid_until_desc_without_vat
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    (t.sealed and t.offers_deadline > now()) as sealed_now,
    case t.stage when 'design' then 'design' when 'construction' then 'construction' end as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> 'withdrawn'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    case when t.sealed_now then null else r.comment end as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    case when t.sealed_now then null else v.duration_days end as duration_days,
    case when t.sealed_now then null else v.valid_until end as valid_until,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
  else v.price_kopecks end end end as price_with_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
  else v.price_kopecks end end end as price_without_vat,
    case when t.sealed_now then null else case when v.price_kopecks is not null then json_build_object(
  'price_kopecks', v.price_kopecks,
  'vat', v.vat,
  'vat_rate', v.vat_rate,
  'price_with_vat_kopecks', case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end,
  'price_without_vat_kopecks', case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end,
  'vat_kopecks', (case when v.vat = 'without_vat'
    then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
    else v.price_kopecks end) - (case when v.vat = 'with_vat'
    then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
    else v.price_kopecks end),
  'duration_days', v.duration_days,
  'valid_until', v.valid_until,
  'inclusions', v.inclusions,
  'exclusions', v.exclusions
) end end as terms,
    json_build_object(
  'id', u.id,
  'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
  'inn', cp.inn,
  'region', cp.region,
  'logo', cp.avatar,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  ))
) as company, case when r.status in ('waiting', 'accepted_by_contractor')
  and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end as outdated_by,
    case when b.price_kopecks is not null and not t.sealed_now then json_build_object(
  'price_before_kopecks', b.price_kopecks,
  'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
) end as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
  then r.rebid_base else r.revision end
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  left join lateral (
    select m.level, json_build_object(
      'sro_name', m.sro_name,
      'registration_number', m.registration_number,
      'level', m.level
    ) as membership
    from contractor_sro_memberships m
    where m.contractor_id = u.id and m.kind = t.sro_kind
    order by m.level desc, m.position
    limit 1
  ) sro on true
  where r.status in ('waiting', 'accepted_by_contractor', 'accepted')
),
s as (
  select count(*) as total, min(price_without_vat) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then json_build_object(
  'tender', (select json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offers_sealed', t.sealed_now,
    'rebid_deadline', to_char(t.rebid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'sro_kind', t.sro_kind
  ) from t),
  'prices', 'without_vat',
  'offers', coalesce((select json_agg(json_build_object(
    'request_id', o.request_id,
    'status', json_build_object(
      'code', o.status,
      'label', case o.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'contractor', o.company,
    'participation', 'answered',
    'revision', o.revision,
    'revised_at', to_char(o.revised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', o.comment,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(o.documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'offer', o.terms,
    'lowest_price', o.terms is not null and o.price_without_vat = s.lowest,
    'shortest_duration', o.terms is not null and o.duration_days = s.shortest,
    'outdated_by', o.outdated_by,
    'rebid', o.rebid,
    'sro', json_build_object(
      'verdict', case
        when o.price_with_vat is null then null
        when o.price_with_vat <= 1000000000 then 'not_required'
        when o.sro_level is null then 'missing'
        when o.sro_level >= case o.sro_kind
          when 'construction' then case when o.price_with_vat <= 9000000000 then 1 when o.price_with_vat <= 50000000000 then 2 when o.price_with_vat <= 300000000000 then 3 when o.price_with_vat <= 1000000000000 then 4 else 5 end
          when 'design' then case when o.price_with_vat <= 2500000000 then 1 when o.price_with_vat <= 5000000000 then 2 when o.price_with_vat <= 30000000000 then 3 else 4 end
        end then 'sufficient'
        else 'insufficient' end,
      'membership', o.sro_membership
    )
  ) order by o.valid_until desc nulls last, o.request_id) from (select * from offers o order by o.valid_until desc nulls last, o.request_id limit 200) o cross join s), '[]'::json),
  'total', (select total from s),
  'awaiting', coalesce((select json_agg(json_build_object(
    'request_id', a.id,
    'contractor', a.company,
    'participation', case when a.status = 'declined' then 'wont_bid'
          when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end,
    'reject_reason', a.reject_reason
  ) order by a.updated_at desc, a.id) from (select r.id, r.status, r.intent, r.reject_reason, r.updated_at, json_build_object(
    'id', u.id,
    'name', coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email),
    'inn', cp.inn,
    'region', cp.region,
    'logo', cp.avatar,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = cp.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    ))
  ) as company
            from tender_requests r
            join users u on u.id = r.contractor_id
            left join contractor_profiles cp on cp.user_id = u.id
            where r.tender_id = (select id from t) and r.status in ('offered', 'declined')
            order by r.updated_at desc, r.id limit 200) a), '[]'::json)
)::text end as answer;

-- contractor_answer_stats_refresh
with batch as (
  select c.user_id as id from contractor_profiles c
  where c.user_id > $1::int order by c.user_id limit $2::int
),
clock as (select coalesce($3::timestamptz, now()) as now),
figures as (
  select b.id, f.*
  from batch b cross join clock cross join lateral (
    select count(*)::int as invitations,
      count(*) filter (where a.answered_at is not null
        or r.created_at <= clock.now - interval '3 days')::int as due,
      count(*) filter (where a.answered_at <= r.created_at + interval '3 days')::int as answered,
      round(percentile_cont(0.5) within group (
        order by extract(epoch from a.answered_at - r.created_at)::float8))::int as median,
      count(*) filter (where r.created_at > clock.now - interval '7 days')::int as recent
    from tender_requests r
    cross join lateral (select case when r.first_answered_at <= clock.now
      then r.first_answered_at end as answered_at) a
    where r.contractor_id = b.id and r.origin = 'invitation'
      and r.created_at > clock.now - interval '30 days' and r.created_at <= clock.now
  ) f
),
written as (
  insert into contractor_answer_stats as s (contractor_id, invitations_30d, due_30d,
    answered_in_3d_30d, median_answer_seconds, invitations_7d, changed_at)
  select id, invitations, due, answered, median, recent, now() from figures order by id
  on conflict (contractor_id) do update set
    invitations_30d = excluded.invitations_30d,
    due_30d = excluded.due_30d,
    answered_in_3d_30d = excluded.answered_in_3d_30d,
    median_answer_seconds = excluded.median_answer_seconds,
    invitations_7d = excluded.invitations_7d,
    changed_at = excluded.changed_at
  where (s.invitations_30d, s.due_30d, s.answered_in_3d_30d, s.median_answer_seconds,
      s.invitations_7d)
    is distinct from (excluded.invitations_30d, excluded.due_30d, excluded.answered_in_3d_30d,
      excluded.median_answer_seconds, excluded.invitations_7d)
  returning 1
)
select (select max(id) from batch) as last, (select count(*)::int from written) as written;

-- contractor_own_card
select json_build_object(
  'id', u.id,
  'name', c.short_name,
  'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = null::int) then u.phone else '' end,
  'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = null::int) then u.email else '' end,
  'profile', json_build_object(
    'short_name', c.short_name,
    'full_legal_name', c.full_legal_name,
    'region', c.region,
    'avatar', c.avatar,
    'participates_in_tenders', c.participates_in_tenders,
    'type_of_works', c.type_of_works
  ),
  'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
  'participates_in_tenders', c.participates_in_tenders,
  'registry', coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = c.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  )),
  'answers', (select json_build_object(
    'invitations_30d', s.invitations_30d,
    'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
    'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
    'invitations_7d', s.invitations_7d
  ) from contractor_answer_stats s where s.contractor_id = u.id),
  'my_note', (select json_build_object(
    'text', n.text,
    'do_not_invite', n.do_not_invite,
    'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) from contractor_notes n where n.client_id = null::int and n.contractor_id = u.id),
  'invitation_scope', json_build_object(
    'work_types', c.invitation_work_types,
    'cities', c.invitation_cities
  ),
  'rating', (select json_build_object(
    'overall', g.overall,
    'count', g.count
  )
    from ratings g where g.user_id = u.id)
)::text as answer
from contractor_profiles c join users u on u.id = c.user_id
where c.user_id = $1::int;

-- contractors
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null)
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null)
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text))
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text))
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_types
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text and c.type_of_works && $8::text[]
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_types_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text and c.type_of_works && $8::text[]
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_types_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text and c.type_of_works && $8::text[] and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_region_types_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.region = $7::text and c.type_of_works && $8::text[] and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_types
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.type_of_works && $7::text[]
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_types_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.type_of_works && $7::text[]
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_types_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.type_of_works && $7::text[] and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_q_types_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and (c.names like $5::text or c.search @@ plainto_tsquery('russian', $6::text)) and c.type_of_works && $7::text[] and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_types
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text and c.type_of_works && $6::text[]
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_types_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text and c.type_of_works && $6::text[]
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_types_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text and c.type_of_works && $6::text[] and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_region_types_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.region = $5::text and c.type_of_works && $6::text[] and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_types
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.type_of_works && $5::text[]
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_types_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.type_of_works && $5::text[]
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_types_reviewed
with matches as (
  select c.user_id as id, c.short_name
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.type_of_works && $5::text[] and c.rating is not null
  order by short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- contractors_types_reviewed_by_rating
with matches as (
  select c.user_id as id, c.short_name, c.rating
        from contractor_profiles c where not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null) and c.type_of_works && $5::text[] and c.rating is not null
  order by rating desc nulls last, short_name asc, id asc
  limit $3::int + 1
),
pg as (
  select * from matches order by rating desc nulls last, short_name asc, id asc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'users', coalesce((select json_agg(json_build_object(
    'id', u.id,
    'name', c.short_name,
    'phone', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.phone else '' end,
    'email', case when (exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) or u.id = $4::int) then u.email else '' end,
    'profile', json_build_object(
      'short_name', c.short_name,
      'full_legal_name', c.full_legal_name,
      'region', c.region,
      'avatar', c.avatar,
      'participates_in_tenders', c.participates_in_tenders,
      'type_of_works', c.type_of_works
    ),
    'work_types', coalesce((select json_agg(w.code order by w.ord) from unnest(array['design', 'construction', 'complex_construction']::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json),
    'participates_in_tenders', c.participates_in_tenders,
    'registry', coalesce((select case when k.checked_at is not null then json_build_object(
      'checked', true,
      'kind', k.kind,
      'status', json_build_object(
        'code', k.status,
        'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
      ),
      'ogrn', k.ogrn,
      'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
      'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
      'director', case when k.director_name is not null then json_build_object(
        'name', k.director_name,
        'post', k.director_post
      ) end,
      'address', k.address,
      'okved', k.okved,
      'name', json_build_object(
        'short', k.name_short,
        'full', k.name_full
      ),
      'unreliable', k.unreliable,
      'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
        else json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', coalesce(k.reason, 'pending'),
        'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
      ),
      'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
      from company_checks k where k.inn = c.inn), json_build_object(
      'checked', false,
      'reason', json_build_object(
        'code', 'pending',
        'label', 'проверка ещё не проведена'
      ),
      'attempted_at', null
    )),
    'answers', (select json_build_object(
      'invitations_30d', s.invitations_30d,
      'answered_in_3_days_percent', case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end,
      'median_answer_minutes', round(s.median_answer_seconds / 60.0)::int,
      'invitations_7d', s.invitations_7d
    ) from contractor_answer_stats s where s.contractor_id = u.id),
    'my_note', (select json_build_object(
      'text', n.text,
      'do_not_invite', n.do_not_invite,
      'updated_at', to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id),
    'invitation_scope', json_build_object(
      'work_types', c.invitation_work_types,
      'cities', c.invitation_cities
    ),
    'rating', (select json_build_object(
      'overall', g.overall,
      'count', g.count
    )
      from ratings g where g.user_id = u.id)
  ) order by pg.rating desc nulls last, pg.short_name asc, pg.id asc) from pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'regions', (with recursive found(region) as (
      select min(region) from contractor_profiles where region > ''
      union all
      select (select min(region) from contractor_profiles where region > found.region)
      from found where found.region is not null
    )
    select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)
)::text as answer;

-- data_export_cases
select c.id as key, (to_jsonb(c) - 'owner_id')::text as item
from cases c where c.owner_id = $1::int and c.id > $2::int
order by c.id
limit $3::int;

-- data_export_consents
select c.id as key, (json_build_object(
  'document', c.document,
  'version', c.version,
  'given_at', to_char(c.given_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'withdrawn_at', to_char(c.withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'ip', c.ip,
  'user_agent', c.user_agent
))::text as item
from consents c where c.user_id = $1::int and c.id > $2::int
order by c.id
limit $3::int;

-- data_export_contractor_notes
select o.contractor_id as key, ((to_jsonb(o) - 'client_id') || jsonb_build_object('contractor_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = o.contractor_id),
    (select kp.name from client_profiles kp where kp.user_id = o.contractor_id), '')))::text as item
from contractor_notes o where o.client_id = $1::int and o.contractor_id > $2::int
order by o.contractor_id
limit $3::int;

-- data_export_deals
select d.id as key, (to_jsonb(d) || jsonb_build_object(
    'tender_name', (select t.name from tenders t where t.id = d.tender_id),
    'client_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.client_id),
    (select kp.name from client_profiles kp where kp.user_id = d.client_id), ''),
    'contractor_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.contractor_id),
    (select kp.name from client_profiles kp where kp.user_id = d.contractor_id), '')))::text as item
from deals d where (d.client_id = $1::int or d.contractor_id = $1::int) and d.id > $2::int
order by d.id
limit $3::int;

-- data_export_notice_settings
select json_build_object(
  'settings', (select to_jsonb(ns) - 'user_id' from notice_settings ns where ns.user_id = $1::int),
  'push_subscriptions', coalesce((select json_agg(json_build_object(
    'id', p.id,
    'endpoint_host', substring(p.endpoint from '^[a-zA-Z]+://([^/:?#]+)'),
    'created_at', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by p.id) from push_subscriptions p where p.user_id = $1::int), '[]'::json)
)::text as item;

-- data_export_notices
select n.id as key, (to_jsonb(n) - 'recipient_id' - 'actor_id')::text as item
from notifications n where n.recipient_id = $1::int and n.id > $2::int
order by n.id
limit $3::int;

-- data_export_profile
select json_build_object(
  'account', (select json_build_object(
    'id', u.id,
    'phone', u.phone,
    'email', u.email,
    'type', u.type,
    'created_at', to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) from users u where u.id = $1::int),
  'client_profile', (select to_jsonb(kp) - 'user_id' from client_profiles kp where kp.user_id = $1::int),
  'buyer_company_register', (select coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = kp.buyer_inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  )) from client_profiles kp
        where kp.user_id = $1::int and kp.buyer_inn is not null),
  'contractor_profile', (select to_jsonb(cp) - 'user_id' - 'search' - 'names' - 'rating'
        from contractor_profiles cp where cp.user_id = $1::int),
  'company_register', (select coalesce((select case when k.checked_at is not null then json_build_object(
    'checked', true,
    'kind', k.kind,
    'status', json_build_object(
      'code', k.status,
      'label', case k.kind when 'individual' then case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Деятельность прекращена' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end else case k.status when 'active' then 'Действует' when 'liquidating' then 'Ликвидируется' when 'liquidated' then 'Ликвидирована' when 'bankrupt' then 'Банкротство' when 'reorganizing' then 'Реорганизация' when 'unknown' then 'Статус не распознан' end end
    ),
    'ogrn', k.ogrn,
    'registered_on', to_char(k.registered_on, 'YYYY-MM-DD'),
    'liquidated_on', to_char(k.liquidated_on, 'YYYY-MM-DD'),
    'director', case when k.director_name is not null then json_build_object(
      'name', k.director_name,
      'post', k.director_post
    ) end,
    'address', k.address,
    'okved', k.okved,
    'name', json_build_object(
      'short', k.name_short,
      'full', k.name_full
    ),
    'unreliable', k.unreliable,
    'checked_at', to_char(k.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
      else json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', coalesce(k.reason, 'pending'),
      'label', case coalesce(k.reason, 'pending') when 'pending' then 'проверка ещё не проведена' when 'no_key' then 'ключ провайдера не задан' when 'key_refused' then 'провайдер реестра не принял ключ' when 'unavailable' then 'сервис реестра не ответил' when 'quota' then 'дневной лимит запросов к реестру исчерпан' when 'not_found' then 'ИНН не найден в реестре' when 'bad_inn' then 'ИНН указан с ошибкой' end
    ),
    'attempted_at', to_char(k.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) end
    from company_checks k where k.inn = cp.inn), json_build_object(
    'checked', false,
    'reason', json_build_object(
      'code', 'pending',
      'label', 'проверка ещё не проведена'
    ),
    'attempted_at', null
  )) from contractor_profiles cp where cp.user_id = $1::int),
  'sro_memberships', coalesce((select json_agg(to_jsonb(m) - 'contractor_id' order by m.position) from contractor_sro_memberships m where m.contractor_id = $1::int), '[]'::json),
  'answer_stats', (select to_jsonb(s) - 'contractor_id' from contractor_answer_stats s
        where s.contractor_id = $1::int),
  'rating', (select to_jsonb(r) - 'user_id' from ratings r where r.user_id = $1::int)
)::text as item;

-- data_export_projects
select p.id as key, (to_jsonb(p) - 'owner_id')::text as item
from projects p where p.owner_id = $1::int and p.id > $2::int
order by p.id
limit $3::int;

-- data_export_questions
select q.id as key, ((to_jsonb(q) - 'asker_id') || jsonb_build_object('tender_name',
    (select t.name from tenders t where t.id = q.tender_id)))::text as item
from tender_questions q where q.asker_id = $1::int and q.id > $2::int
order by q.id
limit $3::int;

-- data_export_requests
select r.id as key, ((to_jsonb(r) - 'contractor_id' - 'new_for_client' - 'reminded_at') || jsonb_build_object(
    'tender', (select json_build_object(
  'id', t.id,
  'name', t.name,
  'address', t.address,
  'client', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = t.owner_id),
      (select kp.name from client_profiles kp where kp.user_id = t.owner_id), '')
) from tenders t where t.id = r.tender_id),
    'revisions', coalesce((select json_agg(to_jsonb(v) - 'request_id' order by v.number) from offer_revisions v where v.request_id = r.id), '[]'::json)))::text as item
from tender_requests r where r.contractor_id = $1::int and r.id > $2::int
order by r.id
limit $3::int;

-- data_export_review_reports
select x.id as key, (to_jsonb(x) - 'reporter_id')::text as item
from review_reports x where x.reporter_id = $1::int and x.id > $2::int
order by x.id
limit $3::int;

-- data_export_reviews
select w.id as key, ((to_jsonb(w) - 'author_id' - 'subject_id') || jsonb_build_object(
    'written_by_me', w.author_id = $1::int,
    'author_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = w.author_id),
    (select kp.name from client_profiles kp where kp.user_id = w.author_id), ''),
    'subject_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = w.subject_id),
    (select kp.name from client_profiles kp where kp.user_id = w.subject_id), '')))::text as item
from reviews w where (w.author_id = $1::int or (w.subject_id = $1::int and w.published_at is not null)) and w.id > $2::int
order by w.id
limit $3::int;

-- data_export_sessions
select s.id as key, (json_build_object(
  'id', s.id,
  'created_at', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'last_seen_at', to_char(s.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'user_agent', s.user_agent,
  'ip', s.ip,
  'city', s.city
))::text as item
from sessions s where s.user_id = $1::int and s.id > $2::int
order by s.id
limit $3::int;

-- data_export_tender_ids
select t.id as key, (t.id)::text as item
from tenders t where t.owner_id = $1::int and t.id > $2::int
order by t.id
limit $3::int;

-- data_export_tender_trail
select e.id as key, (jsonb_build_object('tender_id', e.tender_id) || (json_build_object(
  'id', e.id,
  'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'event', e.event,
  'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
  'actor', json_build_object(
    'id', e.actor_id,
    'name', (select coalesce(cp.short_name,
        nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = e.actor_id)
  ),
  'contractor', case when e.contractor_id is not null then json_build_object(
    'id', e.contractor_id,
    'name', (select coalesce(cp.short_name,
        nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = e.contractor_id)
  ) end,
  'details', case when (t.sealed and t.offers_deadline > now()) and e.event in ('offer_sent', 'invitation_accepted', 'offer_revised') then null else e.details end
))::jsonb)::text as item
from tender_events e join tenders t on t.id = e.tender_id
where t.owner_id = $1::int and e.tender_id = $4::int and e.id > $2::int
order by e.id
limit $3::int;

-- data_export_tenders
select t.id as key, ((to_jsonb(t) - 'owner_id' - 'search' - 'addenda') || jsonb_build_object(
    'addenda', coalesce((select json_agg(to_jsonb(a) - 'tender_id' order by a.number) from tender_addenda a where a.tender_id = t.id), '[]'::json),
    'questions', coalesce((select json_agg(json_build_object(
  'id', q.id,
  'asker', json_build_object(
    'id', q.asker_id,
    'name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = q.asker_id),
        (select kp.name from client_profiles kp where kp.user_id = q.asker_id), '')
  ),
  'question', q.question,
  'answer', q.answer,
  'scope', q.scope,
  'answered_at', to_char(q.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'created_at', to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
) order by q.id) from tender_questions q where q.tender_id = t.id), '[]'::json),
    'requests', coalesce((select json_agg(json_build_object(
  'id', r.id,
  'contractor', json_build_object(
    'id', r.contractor_id,
    'name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = r.contractor_id),
        (select kp.name from client_profiles kp where kp.user_id = r.contractor_id), '')
  ),
  'origin', r.origin,
  'status', r.status,
  'invite_comment', r.invite_comment,
  'invite_documents', r.invite_documents,
  'intent', r.intent,
  'comment', case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then null else r.comment end,
  'reject_reason', r.reject_reason,
  'documents', case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then '{}'::text[] else r.documents end,
  'sealed', (r.revision > 0 and (t.sealed and t.offers_deadline > now())),
  'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'revisions', coalesce((select json_agg(case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then json_build_object(
    'number', v.number,
    'created_at', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) else json_build_object(
    'number', v.number,
    'created_at', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'comment', v.comment,
    'documents', v.documents,
    'offer', case when v.price_kopecks is not null then json_build_object(
      'price_kopecks', v.price_kopecks,
      'vat', v.vat,
      'vat_rate', v.vat_rate,
      'price_with_vat_kopecks', case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end,
      'price_without_vat_kopecks', case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end,
      'vat_kopecks', (case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end) - (case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end),
      'duration_days', v.duration_days,
      'valid_until', v.valid_until,
      'inclusions', v.inclusions,
      'exclusions', v.exclusions
    ) end
  ) end order by v.number) from offer_revisions v where v.request_id = r.id and v.number <= case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
    then r.rebid_base else r.revision end), '[]'::json)
) order by r.id) from tender_requests r where r.tender_id = t.id), '[]'::json)))::text as item
from tenders t where t.owner_id = $1::int and t.id > $2::int
order by t.id
limit $3::int;

-- data_export_upload_count
select count(*)::int as count from uploads f where f.owner_id = $1::int;

-- data_export_uploads
select f.path as key, f.path, f.kind, f.original_name, f.mime_type, f.size,
  to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
from uploads f where f.owner_id = $1::int and f.path > $2::text
order by f.path
limit $3::int;

-- deals_of_client
with matches as (
  select d.id, d.updated_at from deals d
        
        where d.client_id = $4::int
        and ($5::text is null or d.status = $5::text)
        and (not $6::boolean or (d.status = 'in_progress' and d.planned_finish < $7::date))
  order by updated_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'deals', coalesce((select json_agg(json_build_object(
    'id', d.id,
    'tender_id', d.tender_id,
    'tender_title', t.name,
    'project_id', t.project_id,
    'project_title', p.name,
    'client_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.client_id),
        (select kp.name from client_profiles kp where kp.user_id = d.client_id), ''),
    'contractor_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.contractor_id),
        (select kp.name from client_profiles kp where kp.user_id = d.contractor_id), ''),
    'status', d.status,
    'status_label', case d.status when 'draft' then 'Договор не заполнен' when 'awaiting_confirmation' then 'Ждёт подтверждения подрядчика' when 'in_progress' then 'Договор заключён' when 'work_reported' then 'Работы выполнены' when 'accepted' then 'Работы приняты' when 'terminated' then 'Договор расторгнут' end,
    'price_with_vat_kopecks', d.price_with_vat_kopecks,
    'contract_number', d.contract_number,
    'start_date', d.start_date,
    'planned_finish', d.planned_finish,
    'overdue', coalesce((d.status = 'in_progress' and d.planned_finish < $7::date), false),
    'updated_at', to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by pg.updated_at desc, pg.id desc) from pg join deals d on d.id = pg.id join tenders t on t.id = d.tender_id
          join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- deals_of_client_of_project
with matches as (
  select d.id, d.updated_at from deals d
        join tenders t on t.id = d.tender_id and t.project_id = $8::int
        where d.client_id = $4::int
        and ($5::text is null or d.status = $5::text)
        and (not $6::boolean or (d.status = 'in_progress' and d.planned_finish < $7::date))
  order by updated_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'deals', coalesce((select json_agg(json_build_object(
    'id', d.id,
    'tender_id', d.tender_id,
    'tender_title', t.name,
    'project_id', t.project_id,
    'project_title', p.name,
    'client_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.client_id),
        (select kp.name from client_profiles kp where kp.user_id = d.client_id), ''),
    'contractor_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.contractor_id),
        (select kp.name from client_profiles kp where kp.user_id = d.contractor_id), ''),
    'status', d.status,
    'status_label', case d.status when 'draft' then 'Договор не заполнен' when 'awaiting_confirmation' then 'Ждёт подтверждения подрядчика' when 'in_progress' then 'Договор заключён' when 'work_reported' then 'Работы выполнены' when 'accepted' then 'Работы приняты' when 'terminated' then 'Договор расторгнут' end,
    'price_with_vat_kopecks', d.price_with_vat_kopecks,
    'contract_number', d.contract_number,
    'start_date', d.start_date,
    'planned_finish', d.planned_finish,
    'overdue', coalesce((d.status = 'in_progress' and d.planned_finish < $7::date), false),
    'updated_at', to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by pg.updated_at desc, pg.id desc) from pg join deals d on d.id = pg.id join tenders t on t.id = d.tender_id
          join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- deals_of_contractor
with matches as (
  select d.id, d.updated_at from deals d
        
        where d.contractor_id = $4::int
        and ($5::text is null or d.status = $5::text)
        and (not $6::boolean or (d.status = 'in_progress' and d.planned_finish < $7::date))
  order by updated_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'deals', coalesce((select json_agg(json_build_object(
    'id', d.id,
    'tender_id', d.tender_id,
    'tender_title', t.name,
    'project_id', null,
    'project_title', null,
    'client_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.client_id),
        (select kp.name from client_profiles kp where kp.user_id = d.client_id), ''),
    'contractor_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.contractor_id),
        (select kp.name from client_profiles kp where kp.user_id = d.contractor_id), ''),
    'status', d.status,
    'status_label', case d.status when 'draft' then 'Договор не заполнен' when 'awaiting_confirmation' then 'Ждёт подтверждения подрядчика' when 'in_progress' then 'Договор заключён' when 'work_reported' then 'Работы выполнены' when 'accepted' then 'Работы приняты' when 'terminated' then 'Договор расторгнут' end,
    'price_with_vat_kopecks', d.price_with_vat_kopecks,
    'contract_number', d.contract_number,
    'start_date', d.start_date,
    'planned_finish', d.planned_finish,
    'overdue', coalesce((d.status = 'in_progress' and d.planned_finish < $7::date), false),
    'updated_at', to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by pg.updated_at desc, pg.id desc) from pg join deals d on d.id = pg.id join tenders t on t.id = d.tender_id
          join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- deals_of_contractor_of_project
with matches as (
  select d.id, d.updated_at from deals d
        join tenders t on t.id = d.tender_id and t.project_id = $8::int
        where d.contractor_id = $4::int
        and ($5::text is null or d.status = $5::text)
        and (not $6::boolean or (d.status = 'in_progress' and d.planned_finish < $7::date))
  order by updated_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'deals', coalesce((select json_agg(json_build_object(
    'id', d.id,
    'tender_id', d.tender_id,
    'tender_title', t.name,
    'project_id', null,
    'project_title', null,
    'client_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.client_id),
        (select kp.name from client_profiles kp where kp.user_id = d.client_id), ''),
    'contractor_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = d.contractor_id),
        (select kp.name from client_profiles kp where kp.user_id = d.contractor_id), ''),
    'status', d.status,
    'status_label', case d.status when 'draft' then 'Договор не заполнен' when 'awaiting_confirmation' then 'Ждёт подтверждения подрядчика' when 'in_progress' then 'Договор заключён' when 'work_reported' then 'Работы выполнены' when 'accepted' then 'Работы приняты' when 'terminated' then 'Договор расторгнут' end,
    'price_with_vat_kopecks', d.price_with_vat_kopecks,
    'contract_number', d.contract_number,
    'start_date', d.start_date,
    'planned_finish', d.planned_finish,
    'overdue', coalesce((d.status = 'in_progress' and d.planned_finish < $7::date), false),
    'updated_at', to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by pg.updated_at desc, pg.id desc) from pg join deals d on d.id = pg.id join tenders t on t.id = d.tender_id
          join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- notifications_client
with counts as (
  select count(*) as total, count(*) filter (where is_new) as unread
  from notifications where recipient_id = $3::int
),
pg as (
  select n.id, n.created_at from notifications n
  where n.recipient_id = $3::int
  order by n.created_at desc, n.id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'notifications', coalesce((select json_agg(json_build_object(
    'id', n.id,
    'title', n.title,
    'text', n.text,
    'link', '/api/tenders/' || n.tender_id,
    'button_text', n.button_text,
    'button_link', case when n.kind in ('question_asked', 'question_answered', 'clarification_published')
          then '/api/tenders/' || n.tender_id || '/questions'
          when n.request_id is not null then '/api/request/' || n.request_id end,
    'date', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'avatar', actor.card -> 'profile' -> 'avatar',
    'is_new', n.is_new,
    'comment', n.comment,
    'status', case when n.status is not null then json_build_object(
      'code', n.status,
      'label', case n.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ) end,
    'documents', coalesce(case when n.status = 'offered' then r.invite_documents when (t.sealed and t.offers_deadline > now()) then '{}' else r.documents end, '{}'),
    'user', actor.card
  ) order by pg.created_at desc, pg.id desc) from pg join notifications n on n.id = pg.id left join tender_requests r on r.id = n.request_id
            left join tenders t on t.id = n.tender_id
            cross join lateral (select (select json_build_object(
    'id', u.id,
    'name', coalesce(cp.short_name, kp.name, ''),
    'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
    'profile', json_build_object(
      'short_name', cp.short_name,
      'full_legal_name', cp.full_legal_name,
      'name', kp.name,
      'surname', kp.surname,
      'avatar', coalesce(cp.avatar, kp.avatar),
      'logo', cp.avatar
    )
  )
    from users u
    left join contractor_profiles cp on cp.user_id = u.id
    left join client_profiles kp on kp.user_id = u.id
    where u.id = n.actor_id) as card) actor), '[]'::json),
  'meta', (select json_build_object(
    'total', total,
    'page', $1::int,
    'per_page', $2::int
  ) from counts),
  'unread', (select unread from counts)
)::text as answer;

-- notifications_contractor
with counts as (
  select count(*) as total, count(*) filter (where is_new) as unread
  from notifications where recipient_id = $3::int
),
pg as (
  select n.id, n.created_at from notifications n
  where n.recipient_id = $3::int
  order by n.created_at desc, n.id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'notifications', coalesce((select json_agg(json_build_object(
    'id', n.id,
    'title', n.title,
    'text', n.text,
    'link', '/api/tenders/' || n.tender_id,
    'button_text', n.button_text,
    'button_link', case when n.kind in ('question_asked', 'question_answered', 'clarification_published')
          then '/api/tenders/' || n.tender_id || '/questions'
          when n.request_id is not null then '/api/request/' || n.request_id end,
    'date', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'avatar', actor.card -> 'profile' -> 'avatar',
    'is_new', n.is_new,
    'comment', n.comment,
    'status', case when n.status is not null then json_build_object(
      'code', n.status,
      'label', case n.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
    ) end,
    'documents', coalesce(case when n.status = 'offered' then r.invite_documents else r.documents end, '{}'),
    'user', actor.card
  ) order by pg.created_at desc, pg.id desc) from pg join notifications n on n.id = pg.id left join tender_requests r on r.id = n.request_id
            left join tenders t on t.id = n.tender_id
            cross join lateral (select (select json_build_object(
    'id', u.id,
    'name', coalesce(cp.short_name, kp.name, ''),
    'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
    'profile', json_build_object(
      'short_name', cp.short_name,
      'full_legal_name', cp.full_legal_name,
      'name', kp.name,
      'surname', kp.surname,
      'avatar', coalesce(cp.avatar, kp.avatar),
      'logo', cp.avatar
    )
  )
    from users u
    left join contractor_profiles cp on cp.user_id = u.id
    left join client_profiles kp on kp.user_id = u.id
    where u.id = n.actor_id) as card) actor), '[]'::json),
  'meta', (select json_build_object(
    'total', total,
    'page', $1::int,
    'per_page', $2::int
  ) from counts),
  'unread', (select unread from counts)
)::text as answer;

-- notifications_since_client
with fresh as (
  select n.id from notifications n
  where n.recipient_id = $1::int and n.id > $2::int
  order by n.id
  limit $3::int
)
select json_build_object(
  'notifications', coalesce((select json_agg(json_build_object(
    'id', n.id,
    'title', n.title,
    'text', n.text,
    'link', '/api/tenders/' || n.tender_id,
    'button_text', n.button_text,
    'button_link', case when n.kind in ('question_asked', 'question_answered', 'clarification_published')
          then '/api/tenders/' || n.tender_id || '/questions'
          when n.request_id is not null then '/api/request/' || n.request_id end,
    'date', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'avatar', actor.card -> 'profile' -> 'avatar',
    'is_new', n.is_new,
    'comment', n.comment,
    'status', case when n.status is not null then json_build_object(
      'code', n.status,
      'label', case n.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ) end,
    'documents', coalesce(case when n.status = 'offered' then r.invite_documents when (t.sealed and t.offers_deadline > now()) then '{}' else r.documents end, '{}'),
    'user', actor.card
  ) order by fresh.id) from fresh join notifications n on n.id = fresh.id left join tender_requests r on r.id = n.request_id
            left join tenders t on t.id = n.tender_id
            cross join lateral (select (select json_build_object(
    'id', u.id,
    'name', coalesce(cp.short_name, kp.name, ''),
    'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
    'profile', json_build_object(
      'short_name', cp.short_name,
      'full_legal_name', cp.full_legal_name,
      'name', kp.name,
      'surname', kp.surname,
      'avatar', coalesce(cp.avatar, kp.avatar),
      'logo', cp.avatar
    )
  )
    from users u
    left join contractor_profiles cp on cp.user_id = u.id
    left join client_profiles kp on kp.user_id = u.id
    where u.id = n.actor_id) as card) actor), '[]'::json),
  'unread', (select count(*) from notifications where recipient_id = $1::int and is_new)
)::text as answer;

-- notifications_since_contractor
with fresh as (
  select n.id from notifications n
  where n.recipient_id = $1::int and n.id > $2::int
  order by n.id
  limit $3::int
)
select json_build_object(
  'notifications', coalesce((select json_agg(json_build_object(
    'id', n.id,
    'title', n.title,
    'text', n.text,
    'link', '/api/tenders/' || n.tender_id,
    'button_text', n.button_text,
    'button_link', case when n.kind in ('question_asked', 'question_answered', 'clarification_published')
          then '/api/tenders/' || n.tender_id || '/questions'
          when n.request_id is not null then '/api/request/' || n.request_id end,
    'date', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'avatar', actor.card -> 'profile' -> 'avatar',
    'is_new', n.is_new,
    'comment', n.comment,
    'status', case when n.status is not null then json_build_object(
      'code', n.status,
      'label', case n.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
    ) end,
    'documents', coalesce(case when n.status = 'offered' then r.invite_documents else r.documents end, '{}'),
    'user', actor.card
  ) order by fresh.id) from fresh join notifications n on n.id = fresh.id left join tender_requests r on r.id = n.request_id
            left join tenders t on t.id = n.tender_id
            cross join lateral (select (select json_build_object(
    'id', u.id,
    'name', coalesce(cp.short_name, kp.name, ''),
    'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
    'profile', json_build_object(
      'short_name', cp.short_name,
      'full_legal_name', cp.full_legal_name,
      'name', kp.name,
      'surname', kp.surname,
      'avatar', coalesce(cp.avatar, kp.avatar),
      'logo', cp.avatar
    )
  )
    from users u
    left join contractor_profiles cp on cp.user_id = u.id
    left join client_profiles kp on kp.user_id = u.id
    where u.id = n.actor_id) as card) actor), '[]'::json),
  'unread', (select count(*) from notifications where recipient_id = $1::int and is_new)
)::text as answer;

-- requests_client
with mine as (
  select r.id, r.status, r.updated_at, r.new_for_client as is_new,
    r.new_for_client and r.status not in ('waiting', 'offered') as new_answer
  from tender_requests r
  where r.tender_id in (select id from tenders
          where owner_id = $3::int and status <> 'withdrawn')
),
matches as (
  select * from mine
  where ($4::text[] is null or status = any($4::text[])) and (is_new or not $5::bool)
),
pg as (
  select * from matches order by new_answer desc, updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'requests', coalesce((select json_agg(json_build_object(
    'id', r.id,
    'status', json_build_object(
      'code', r.status,
      'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'user', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = r.contractor_id),
    'client', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = t.owner_id),
    'tender', json_build_object(
      'id', t.id,
      'tender_name', t.name,
      'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ),
    'origin', r.origin,
    'comment', case when r.status = 'offered' then coalesce(r.comment, r.invite_comment) else case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then null else r.comment end end,
    'reject_reason', r.reject_reason,
    'documents', case when r.status = 'offered' then r.invite_documents when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then '{}'::text[] else r.documents end,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(case when r.status = 'offered' then r.invite_documents when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then '{}'::text[] else r.documents end) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'invite_comment', r.invite_comment,
    'invite_document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(r.invite_documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'is_new', r.new_for_client,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offer', case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then null else case when v.price_kopecks is not null then json_build_object(
      'price_kopecks', v.price_kopecks,
      'vat', v.vat,
      'vat_rate', v.vat_rate,
      'price_with_vat_kopecks', case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end,
      'price_without_vat_kopecks', case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end,
      'vat_kopecks', (case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end) - (case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end),
      'duration_days', v.duration_days,
      'valid_until', v.valid_until,
      'inclusions', v.inclusions,
      'exclusions', v.exclusions
    ) end end,
    'revision', coalesce(v.number, r.revision),
    'revised_at', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'intent', case when r.intent = 'will_bid' then r.intent end,
    'outdated_by', case when r.status in ('waiting', 'accepted_by_contractor')
      and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
      then t.addendum_to_confirm end,
    'sealed', (r.revision > 0 and (t.sealed and t.offers_deadline > now())),
    'rebid', case when b.price_kopecks is not null and not (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then json_build_object(
      'price_before_kopecks', b.price_kopecks,
      'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
    ) end
  ) order by pg.new_answer desc, pg.updated_at desc, pg.id desc) from pg join tender_requests r on r.id = pg.id join tenders t on t.id = r.tender_id
          left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
    then r.rebid_base else r.revision end
          left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base), '[]'::json),
  'meta', json_build_object(
    'total', (select count(*) from matches),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', false
  ),
  'counts', (select json_build_object(
    'all', count(*) filter (where true),
    'waiting', count(*) filter (where status in ('waiting', 'offered')),
    'responded', count(*) filter (where status in ('accepted_by_contractor')),
    'accepted', count(*) filter (where status in ('accepted')),
    'declined', count(*) filter (where status in ('rejected'))
  ) from mine)
)::text as answer;

-- requests_client_of_tender
with mine as (
  select r.id, r.status, r.updated_at, r.new_for_client as is_new,
    r.new_for_client and r.status not in ('waiting', 'offered') as new_answer
  from tender_requests r
  where r.tender_id in (select id from tenders
          where owner_id = $3::int and status <> 'withdrawn') and r.tender_id = $6::int
),
matches as (
  select * from mine
  where ($4::text[] is null or status = any($4::text[])) and (is_new or not $5::bool)
),
pg as (
  select * from matches order by new_answer desc, updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'requests', coalesce((select json_agg(json_build_object(
    'id', r.id,
    'status', json_build_object(
      'code', r.status,
      'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
    ),
    'user', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = r.contractor_id),
    'client', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = t.owner_id),
    'tender', json_build_object(
      'id', t.id,
      'tender_name', t.name,
      'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ),
    'origin', r.origin,
    'comment', case when r.status = 'offered' then coalesce(r.comment, r.invite_comment) else case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then null else r.comment end end,
    'reject_reason', r.reject_reason,
    'documents', case when r.status = 'offered' then r.invite_documents when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then '{}'::text[] else r.documents end,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(case when r.status = 'offered' then r.invite_documents when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then '{}'::text[] else r.documents end) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'invite_comment', r.invite_comment,
    'invite_document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(r.invite_documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'is_new', r.new_for_client,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offer', case when (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then null else case when v.price_kopecks is not null then json_build_object(
      'price_kopecks', v.price_kopecks,
      'vat', v.vat,
      'vat_rate', v.vat_rate,
      'price_with_vat_kopecks', case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end,
      'price_without_vat_kopecks', case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end,
      'vat_kopecks', (case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end) - (case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end),
      'duration_days', v.duration_days,
      'valid_until', v.valid_until,
      'inclusions', v.inclusions,
      'exclusions', v.exclusions
    ) end end,
    'revision', coalesce(v.number, r.revision),
    'revised_at', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'intent', case when r.intent = 'will_bid' then r.intent end,
    'outdated_by', case when r.status in ('waiting', 'accepted_by_contractor')
      and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
      then t.addendum_to_confirm end,
    'sealed', (r.revision > 0 and (t.sealed and t.offers_deadline > now())),
    'rebid', case when b.price_kopecks is not null and not (r.revision > 0 and (t.sealed and t.offers_deadline > now())) then json_build_object(
      'price_before_kopecks', b.price_kopecks,
      'lowered', case when (t.rebid_deadline is not null and t.rebid_deadline > now()) then null else r.revision > r.rebid_base end
    ) end
  ) order by pg.new_answer desc, pg.updated_at desc, pg.id desc) from pg join tender_requests r on r.id = pg.id join tenders t on t.id = r.tender_id
          left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
    then r.rebid_base else r.revision end
          left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base), '[]'::json),
  'meta', json_build_object(
    'total', (select count(*) from matches),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', false
  ),
  'counts', (select json_build_object(
    'all', count(*) filter (where true),
    'waiting', count(*) filter (where status in ('waiting', 'offered')),
    'responded', count(*) filter (where status in ('accepted_by_contractor')),
    'accepted', count(*) filter (where status in ('accepted')),
    'declined', count(*) filter (where status in ('rejected'))
  ) from mine)
)::text as answer;

-- requests_contractor
with mine as (
  select r.id, r.status, r.updated_at, r.new_for_contractor as is_new,
    r.new_for_contractor and r.status not in ('waiting', 'offered') as new_answer
  from tender_requests r
  where r.contractor_id = $3::int and not exists (select 1 from tenders w
          where w.id = r.tender_id and w.status = 'withdrawn')
),
matches as (
  select * from mine
  where ($4::text[] is null or status = any($4::text[])) and (is_new or not $5::bool)
),
pg as (
  select * from matches order by updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'requests', coalesce((select json_agg(json_build_object(
    'id', r.id,
    'status', json_build_object(
      'code', r.status,
      'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
    ),
    'user', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = r.contractor_id),
    'client', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = t.owner_id),
    'tender', json_build_object(
      'id', t.id,
      'tender_name', t.name,
      'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ),
    'origin', r.origin,
    'comment', case when r.status = 'offered' then coalesce(r.comment, r.invite_comment) else case when false then null else r.comment end end,
    'reject_reason', r.reject_reason,
    'documents', case when r.status = 'offered' then r.invite_documents when false then '{}'::text[] else r.documents end,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(case when r.status = 'offered' then r.invite_documents when false then '{}'::text[] else r.documents end) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'invite_comment', r.invite_comment,
    'invite_document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(r.invite_documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'is_new', r.new_for_contractor,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offer', case when false then null else case when v.price_kopecks is not null then json_build_object(
      'price_kopecks', v.price_kopecks,
      'vat', v.vat,
      'vat_rate', v.vat_rate,
      'price_with_vat_kopecks', case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end,
      'price_without_vat_kopecks', case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end,
      'vat_kopecks', (case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end) - (case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end),
      'duration_days', v.duration_days,
      'valid_until', v.valid_until,
      'inclusions', v.inclusions,
      'exclusions', v.exclusions
    ) end end,
    'revision', coalesce(v.number, r.revision),
    'revised_at', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'intent', case when r.intent = 'will_bid' then r.intent end,
    'outdated_by', case when r.status in ('waiting', 'accepted_by_contractor')
      and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
      then t.addendum_to_confirm end,
    'sealed', false,
    'rebid', case when b.price_kopecks is not null and not false then json_build_object(
      'price_before_kopecks', b.price_kopecks,
      'lowered', r.revision > r.rebid_base
    ) end
  ) order by pg.updated_at desc, pg.id desc) from pg join tender_requests r on r.id = pg.id join tenders t on t.id = r.tender_id
          left join offer_revisions v on v.request_id = r.id and v.number = r.revision
          left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base), '[]'::json),
  'meta', json_build_object(
    'total', (select count(*) from matches),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', false
  ),
  'counts', (select json_build_object(
    'all', count(*) filter (where true),
    'new', count(*) filter (where is_new),
    'in_work', count(*) filter (where status in ('accepted')),
    'refused', count(*) filter (where status in ('rejected', 'declined'))
  ) from mine)
)::text as answer;

-- requests_contractor_of_tender
with mine as (
  select r.id, r.status, r.updated_at, r.new_for_contractor as is_new,
    r.new_for_contractor and r.status not in ('waiting', 'offered') as new_answer
  from tender_requests r
  where r.contractor_id = $3::int and not exists (select 1 from tenders w
          where w.id = r.tender_id and w.status = 'withdrawn') and r.tender_id = $6::int
),
matches as (
  select * from mine
  where ($4::text[] is null or status = any($4::text[])) and (is_new or not $5::bool)
),
pg as (
  select * from matches order by updated_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'requests', coalesce((select json_agg(json_build_object(
    'id', r.id,
    'status', json_build_object(
      'code', r.status,
      'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
    ),
    'user', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = r.contractor_id),
    'client', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = t.owner_id),
    'tender', json_build_object(
      'id', t.id,
      'tender_name', t.name,
      'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ),
    'origin', r.origin,
    'comment', case when r.status = 'offered' then coalesce(r.comment, r.invite_comment) else case when false then null else r.comment end end,
    'reject_reason', r.reject_reason,
    'documents', case when r.status = 'offered' then r.invite_documents when false then '{}'::text[] else r.documents end,
    'document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(case when r.status = 'offered' then r.invite_documents when false then '{}'::text[] else r.documents end) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'invite_comment', r.invite_comment,
    'invite_document_files', coalesce((select json_agg(json_build_object(
      'path', f.path,
      'name', f.original_name,
      'size', f.size
    ) order by d.ord) from unnest(r.invite_documents) with ordinality as d(path, ord)
      join uploads f on f.path = d.path), '[]'::json),
    'is_new', r.new_for_contractor,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'offer', case when false then null else case when v.price_kopecks is not null then json_build_object(
      'price_kopecks', v.price_kopecks,
      'vat', v.vat,
      'vat_rate', v.vat_rate,
      'price_with_vat_kopecks', case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end,
      'price_without_vat_kopecks', case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end,
      'vat_kopecks', (case when v.vat = 'without_vat'
        then v.price_kopecks + (2 * v.price_kopecks::bigint * coalesce(v.vat_rate, 0)::bigint + 100) / 200
        else v.price_kopecks end) - (case when v.vat = 'with_vat'
        then (2 * v.price_kopecks::bigint * 100 + (100 + coalesce(v.vat_rate, 0)::bigint)) / (2 * (100 + coalesce(v.vat_rate, 0)::bigint))
        else v.price_kopecks end),
      'duration_days', v.duration_days,
      'valid_until', v.valid_until,
      'inclusions', v.inclusions,
      'exclusions', v.exclusions
    ) end end,
    'revision', coalesce(v.number, r.revision),
    'revised_at', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'intent', case when r.intent = 'will_bid' then r.intent end,
    'outdated_by', case when r.status in ('waiting', 'accepted_by_contractor')
      and t.status = 'waiting_for_requests' and r.addendum_seen < t.addendum_to_confirm
      then t.addendum_to_confirm end,
    'sealed', false,
    'rebid', case when b.price_kopecks is not null and not false then json_build_object(
      'price_before_kopecks', b.price_kopecks,
      'lowered', r.revision > r.rebid_base
    ) end
  ) order by pg.updated_at desc, pg.id desc) from pg join tender_requests r on r.id = pg.id join tenders t on t.id = r.tender_id
          left join offer_revisions v on v.request_id = r.id and v.number = r.revision
          left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base), '[]'::json),
  'meta', json_build_object(
    'total', (select count(*) from matches),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', false
  ),
  'counts', (select json_build_object(
    'all', count(*) filter (where true),
    'new', count(*) filter (where is_new),
    'in_work', count(*) filter (where status in ('accepted')),
    'refused', count(*) filter (where status in ('rejected', 'declined'))
  ) from mine)
)::text as answer;

-- reviews_of_client
with matches as (
  select r.id, r.published_at from reviews r
        where r.subject_id = $4::int and r.published_at is not null
  order by published_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by published_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'reviews', coalesce((select json_agg(json_build_object(
    'id', r.id,
    'deal_id', r.deal_id,
    'subject', r.subject,
    'author_id', r.author_id,
    'author_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = r.author_id),
        (select kp.name from client_profiles kp where kp.user_id = r.author_id), ''),
    'scores', r.scores,
    'overall', r.overall,
    'text', r.text,
    'tender_title', t.name,
    'work_type', coalesce(case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end, t.type),
    'price_band', case when d.price_with_vat_kopecks is null then 'цена не указана'
      when d.price_with_vat_kopecks < 100000000 then 'до 1 млн ₽'
      when d.price_with_vat_kopecks < 500000000 then '1–5 млн ₽'
      when d.price_with_vat_kopecks < 2000000000 then '5–20 млн ₽'
      when d.price_with_vat_kopecks < 10000000000 then '20–100 млн ₽'
      else 'свыше 100 млн ₽' end,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'published_at', to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'answer', case when r.answer_text is not null then json_build_object(
      'text', r.answer_text,
      'created_at', to_char(r.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
  ) order by pg.published_at desc, pg.id desc) from pg join reviews r on r.id = pg.id join deals d on d.id = r.deal_id join tenders t on t.id = d.tender_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'rating', coalesce((select json_build_object(
    'count', g.count,
    'overall', g.overall,
    'criteria', g.criteria,
    'spread', to_json(g.spread)
  ) from ratings g where g.user_id = $4::int), json_build_object(
    'count', 0,
    'overall', null,
    'criteria', '{}'::json,
    'spread', '[0, 0, 0, 0, 0]'::json
  ))
)::text as answer;

-- reviews_of_contractor
with matches as (
  select r.id, r.published_at from reviews r
        where r.subject_id = $4::int and r.published_at is not null
  order by published_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by published_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'reviews', coalesce((select json_agg(json_build_object(
    'id', r.id,
    'deal_id', r.deal_id,
    'subject', r.subject,
    'author_id', r.author_id,
    'author_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = r.author_id),
        (select kp.name from client_profiles kp where kp.user_id = r.author_id), ''),
    'scores', r.scores,
    'overall', r.overall,
    'text', r.text,
    'tender_title', t.name,
    'work_type', coalesce(case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end, t.type),
    'price_band', case when d.price_with_vat_kopecks is null then 'цена не указана'
      when d.price_with_vat_kopecks < 100000000 then 'до 1 млн ₽'
      when d.price_with_vat_kopecks < 500000000 then '1–5 млн ₽'
      when d.price_with_vat_kopecks < 2000000000 then '5–20 млн ₽'
      when d.price_with_vat_kopecks < 10000000000 then '20–100 млн ₽'
      else 'свыше 100 млн ₽' end,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'published_at', to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'answer', case when r.answer_text is not null then json_build_object(
      'text', r.answer_text,
      'created_at', to_char(r.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
  ) order by pg.published_at desc, pg.id desc) from pg join reviews r on r.id = pg.id join deals d on d.id = r.deal_id join tenders t on t.id = d.tender_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'rating', coalesce((select json_build_object(
    'count', g.count,
    'overall', g.overall,
    'criteria', g.criteria,
    'spread', to_json(g.spread)
  ) from ratings g where g.user_id = $4::int), json_build_object(
    'count', 0,
    'overall', null,
    'criteria', '{}'::json,
    'spread', '[0, 0, 0, 0, 0]'::json
  ))
)::text as answer;

-- reviews_of_deal
select coalesce(json_agg(json_build_object(
  'author_id', r.author_id,
  'review', json_build_object(
    'id', r.id,
    'deal_id', r.deal_id,
    'subject', r.subject,
    'author_id', r.author_id,
    'author_name', coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = r.author_id),
        (select kp.name from client_profiles kp where kp.user_id = r.author_id), ''),
    'scores', r.scores,
    'overall', r.overall,
    'text', r.text,
    'tender_title', t.name,
    'work_type', coalesce(case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end, t.type),
    'price_band', case when d.price_with_vat_kopecks is null then 'цена не указана'
      when d.price_with_vat_kopecks < 100000000 then 'до 1 млн ₽'
      when d.price_with_vat_kopecks < 500000000 then '1–5 млн ₽'
      when d.price_with_vat_kopecks < 2000000000 then '5–20 млн ₽'
      when d.price_with_vat_kopecks < 10000000000 then '20–100 млн ₽'
      else 'свыше 100 млн ₽' end,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'published_at', to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'answer', case when r.answer_text is not null then json_build_object(
      'text', r.answer_text,
      'created_at', to_char(r.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) end
  )
) order by r.id), '[]'::json)::text as answer
from reviews r join deals d on d.id = r.deal_id join tenders t on t.id = d.tender_id
where r.deal_id = $1::int;

-- tender_question_client
select json_build_object(
  'id', q.id,
  'question', q.question,
  'asked_at', to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'answer', q.answer,
  'answered_at', to_char(q.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'scope', q.scope,
  'mine', q.asker_id = $2::int,
  'asker', (select json_build_object(
    'id', u.id,
    'name', coalesce(cp.short_name, kp.name, ''),
    'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
    'profile', json_build_object(
      'short_name', cp.short_name,
      'full_legal_name', cp.full_legal_name,
      'name', kp.name,
      'surname', kp.surname,
      'avatar', coalesce(cp.avatar, kp.avatar),
      'logo', cp.avatar
    )
  )
    from users u
    left join contractor_profiles cp on cp.user_id = u.id
    left join client_profiles kp on kp.user_id = u.id
    where u.id = q.asker_id)
)::text as answer from tender_questions q where q.id = $1::int;

-- tender_question_contractor
select json_build_object(
  'id', q.id,
  'question', q.question,
  'asked_at', to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'answer', q.answer,
  'answered_at', to_char(q.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'scope', q.scope,
  'mine', q.asker_id = $2::int,
  'asker', null
)::text as answer from tender_questions q where q.id = $1::int;

-- tender_questions_client
with matches as (
  select q.id from tender_questions q where q.tender_id = $4::int
  order by id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'questions', coalesce((select json_agg(json_build_object(
    'id', q.id,
    'question', q.question,
    'asked_at', to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'answer', q.answer,
    'answered_at', to_char(q.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'scope', q.scope,
    'mine', q.asker_id = $5::int,
    'asker', (select json_build_object(
      'id', u.id,
      'name', coalesce(cp.short_name, kp.name, ''),
      'email', case when cp.user_id is not null and exists (select 1 from consents sc where sc.user_id = u.id and sc.document = 'distribution' and sc.withdrawn_at is null) then u.email end,
      'profile', json_build_object(
        'short_name', cp.short_name,
        'full_legal_name', cp.full_legal_name,
        'name', kp.name,
        'surname', kp.surname,
        'avatar', coalesce(cp.avatar, kp.avatar),
        'logo', cp.avatar
      )
    )
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = q.asker_id)
  ) order by pg.id desc) from pg join tender_questions q on q.id = pg.id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'unanswered', (select count(*) from tender_questions where tender_id = $4::int and answer is null),
  'questions_deadline', (select to_char((offers_deadline - make_interval(hours => 24)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from tenders where id = $4::int)
)::text as answer;

-- tender_questions_contractor
with matches as (
  select q.id from tender_questions q where q.tender_id = $4::int and (q.scope = 'all' or q.asker_id = $5::int)
  order by id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'questions', coalesce((select json_agg(json_build_object(
    'id', q.id,
    'question', q.question,
    'asked_at', to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'answer', q.answer,
    'answered_at', to_char(q.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'scope', q.scope,
    'mine', q.asker_id = $5::int,
    'asker', null
  ) order by pg.id desc) from pg join tender_questions q on q.id = pg.id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches),
  'unanswered', null,
  'questions_deadline', (select to_char((offers_deadline - make_interval(hours => 24)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from tenders where id = $4::int)
)::text as answer;

-- tender_trail
with matches as (
  select e.id from tender_events e where e.tender_id = $4::int
  order by id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'entries', coalesce((select json_agg(json_build_object(
    'id', e.id,
    'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'event', e.event,
    'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
    'actor', json_build_object(
      'id', e.actor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.actor_id)
    ),
    'contractor', case when e.contractor_id is not null then json_build_object(
      'id', e.contractor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.contractor_id)
    ) end,
    'details', e.details
  ) order by pg.id desc) from pg join tender_events e on e.id = pg.id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tender_trail_export
select json_build_object(
  'id', e.id,
  'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'event', e.event,
  'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
  'actor', json_build_object(
    'id', e.actor_id,
    'name', (select coalesce(cp.short_name,
        nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = e.actor_id)
  ),
  'contractor', case when e.contractor_id is not null then json_build_object(
    'id', e.contractor_id,
    'name', (select coalesce(cp.short_name,
        nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = e.contractor_id)
  ) end,
  'details', e.details
)::text as entry from tender_events e
  where e.tender_id = $1::int order by e.id limit $2::int;

-- tender_trail_export_sealed
select json_build_object(
  'id', e.id,
  'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'event', e.event,
  'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
  'actor', json_build_object(
    'id', e.actor_id,
    'name', (select coalesce(cp.short_name,
        nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = e.actor_id)
  ),
  'contractor', case when e.contractor_id is not null then json_build_object(
    'id', e.contractor_id,
    'name', (select coalesce(cp.short_name,
        nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
      from users u
      left join contractor_profiles cp on cp.user_id = u.id
      left join client_profiles kp on kp.user_id = u.id
      where u.id = e.contractor_id)
  ) end,
  'details', case when e.event in ('offer_sent', 'invitation_accepted', 'offer_revised') then null else e.details end
)::text as entry from tender_events e
  where e.tender_id = $1::int order by e.id limit $2::int;

-- tender_trail_of_contractor
with matches as (
  select e.id from tender_events e where e.tender_id = $4::int and e.contractor_id = $5::int
  order by id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'entries', coalesce((select json_agg(json_build_object(
    'id', e.id,
    'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'event', e.event,
    'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
    'actor', json_build_object(
      'id', e.actor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.actor_id)
    ),
    'contractor', case when e.contractor_id is not null then json_build_object(
      'id', e.contractor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.contractor_id)
    ) end,
    'details', e.details
  ) order by pg.id desc) from pg join tender_events e on e.id = pg.id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tender_trail_of_contractor_sealed
with matches as (
  select e.id from tender_events e where e.tender_id = $4::int and e.contractor_id = $5::int
  order by id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'entries', coalesce((select json_agg(json_build_object(
    'id', e.id,
    'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'event', e.event,
    'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
    'actor', json_build_object(
      'id', e.actor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.actor_id)
    ),
    'contractor', case when e.contractor_id is not null then json_build_object(
      'id', e.contractor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.contractor_id)
    ) end,
    'details', case when e.event in ('offer_sent', 'invitation_accepted', 'offer_revised') then null else e.details end
  ) order by pg.id desc) from pg join tender_events e on e.id = pg.id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tender_trail_sealed
with matches as (
  select e.id from tender_events e where e.tender_id = $4::int
  order by id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'entries', coalesce((select json_agg(json_build_object(
    'id', e.id,
    'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'event', e.event,
    'label', case e.event when 'published' then 'Тендер опубликован' when 'edited' then 'Тендер изменён' when 'addendum' then 'Внесено изменение' when 'invited' then 'Приглашение отправлено' when 'viewed' then 'Первый просмотр тендера' when 'document_downloaded' then 'Документ скачан' when 'question_asked' then 'Задан вопрос' when 'question_answered' then 'Дан ответ на вопрос' when 'will_bid' then 'Будет участвовать' when 'invitation_accepted' then 'Предложение отправлено по приглашению' when 'declined' then 'Отказ от участия' when 'offer_sent' then 'Предложение отправлено' when 'offer_revised' then 'Предложение изменено' when 'offer_confirmed' then 'Предложение подтверждено после изменения' when 'offer_rejected' then 'Предложение отклонено' when 'executor_chosen' then 'Исполнитель выбран' when 'chosen_over_warning' then 'Выбор вопреки предупреждению' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'offers_opened' then 'Предложения вскрыты' when 'rebid_announced' then 'Объявлена переторжка' when 'rebid_price_sent' then 'Новая цена в переторжке' when 'rebid_closed' then 'Переторжка завершена' when 'withdrawn' then 'Тендер отменён заказчиком' when 'deal_contract' then 'Данные договора внесены' when 'deal_confirmed' then 'Договор заключён' when 'deal_reported' then 'Работы выполнены' when 'deal_accepted' then 'Работы приняты' when 'deal_returned' then 'Работы возвращены на доработку' when 'deal_terminated' then 'Договор расторгнут' end,
    'actor', json_build_object(
      'id', e.actor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.actor_id)
    ),
    'contractor', case when e.contractor_id is not null then json_build_object(
      'id', e.contractor_id,
      'name', (select coalesce(cp.short_name,
          nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
        from users u
        left join contractor_profiles cp on cp.user_id = u.id
        left join client_profiles kp on kp.user_id = u.id
        where u.id = e.contractor_id)
    ) end,
    'details', case when e.event in ('offer_sent', 'invitation_accepted', 'offer_revised') then null else e.details end
  ) order by pg.id desc) from pg join tender_events e on e.id = pg.id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null)
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_address
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and t.address ilike $5::text
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_address_types
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and t.address ilike $5::text and t.type = any($6::text[])
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_city
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and t.city = $5::text
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_city_types
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and t.city = $5::text and t.type = any($6::text[])
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_q
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text))
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_q_address
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.address ilike $7::text
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_q_address_types
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.address ilike $7::text and t.type = any($8::text[])
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_q_city
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.city = $7::text
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_q_city_types
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.city = $7::text and t.type = any($8::text[])
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_q_types
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.type = any($7::text[])
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_open_types
with matches as (
  select t.id, t.created_at from tenders t where t.status = 'waiting_for_requests' and not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null) and t.type = any($5::text[])
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'my_request', (select json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Принятие решения' when 'offered' then 'Принятие решения' when 'accepted_by_contractor' then 'Принятие решения' when 'accepted' then 'Выбран исполнителем' when 'rejected' then 'Отказ' when 'declined' then 'Отказ' end
      ),
      'is_new', r.new_for_contractor
    ) from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn'
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_of_contractor
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn'
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id and r.contractor_id = $5::int
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_of_contractor_of_project
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn' and t.project_id = $6::int
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id and r.contractor_id = $5::int
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_of_project
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn' and t.project_id = $5::int
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_q
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn' and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text))
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_q_of_contractor
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn' and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text))
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id and r.contractor_id = $7::int
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_q_of_contractor_of_project
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn' and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.project_id = $8::int
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id and r.contractor_id = $7::int
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;

-- tenders_own_q_of_project
with matches as (
  select t.id, t.created_at from tenders t where t.owner_id = $4::int and t.status <> 'withdrawn' and (t.name ilike $5::text or t.search @@ plainto_tsquery('russian', $6::text)) and t.project_id = $7::int
  order by created_at desc, id desc
  limit $3::int + 1
),
pg as (
  select * from matches order by created_at desc, id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select json_build_object(
  'tenders', coalesce((select json_agg(json_build_object(
    'id', t.id,
    'tender_name', t.name,
    'project', json_build_object(
      'id', p.id,
      'name', p.name
    ),
    'project_name', p.name,
    'type', t.type,
    'services', case t.type when 'design' then 'Проектирование' when 'construction' then 'Строительство' when 'complex_construction' then 'Комплексное строительство' end,
    'stage', t.stage,
    'images', t.images,
    'address', t.address,
    'start_date', t.start_date,
    'end_date', t.end_date,
    'status', json_build_object(
      'code', t.status,
      'label', case t.status when 'waiting_for_requests' then 'Ожидание предложений' when 'executor_chosen' then 'Исполнитель выбран' when 'closed_without_choice' then 'Тендер завершён без выбора исполнителя' when 'withdrawn' then 'Тендер отменён заказчиком' end
    ),
    'offers_deadline', to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'requests', coalesce((select json_agg(json_build_object(
      'id', r.id,
      'status', json_build_object(
        'code', r.status,
        'label', case r.status when 'waiting' then 'Ожидание ответа' when 'offered' then 'Ожидание ответа' when 'accepted_by_contractor' then 'Получен ответ' when 'accepted' then 'Принято' when 'rejected' then 'Подрядчик отклонен' when 'declined' then 'Отклонено' end
      ),
      'is_new', r.new_for_client,
      'origin', r.origin,
      'intent', case when r.intent = 'will_bid' then r.intent end,
      'user', json_build_object(
        'id', r.contractor_id,
        'name', c.short_name
      ),
      'offer', case when v.price_kopecks is not null and not (t.sealed and t.offers_deadline > now()) then json_build_object(
        'price_kopecks', v.price_kopecks,
        'vat', v.vat,
        'vat_rate', v.vat_rate,
        'duration_days', v.duration_days
      ) end
    ) order by r.created_at, r.id) from (select * from tender_requests r where r.tender_id = t.id
          order by r.created_at, r.id limit 20) r
        join contractor_profiles c on c.user_id = r.contractor_id
        left join offer_revisions v on v.request_id = r.id and v.number = case when (t.rebid_deadline is not null and t.rebid_deadline > now()) and r.rebid_base is not null
      then r.rebid_base else r.revision end), '[]'::json),
    'requests_total', (select count(*) from tender_requests r where r.tender_id = t.id),
    'request_counts', coalesce((select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
          from tender_requests r where r.tender_id = t.id group by r.status) s), '{}'::json),
    'questions_unanswered', (select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)
  ) order by pg.created_at desc, pg.id desc) from pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id), '[]'::json),
  'meta', (select json_build_object(
    'total', least(count(*), $3::int),
    'page', $1::int,
    'per_page', $2::int,
    'total_lower_bound', count(*) > $3::int
  ) from matches)
)::text as answer;
