import { BANNER_MS, caseCreatedBanner } from '@podryad/domain';
import { Alert, Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryOnce } from '@/lib/use-query-once';
import { paths } from '@/lib/paths';

const CREATED_PARAMS = ['createdName', 'createdId'] as const;

/**
 * 'Кейс {name} успешно создан.' with a link to the case, for 4 seconds, when the query carries
 * createdName and createdId (the case wizard's way back).
 */
export function CaseCreatedBanner() {
  const { createdName: name, createdId } = useQueryOnce(CREATED_PARAMS);
  const id = Number(createdId);
  if (!name || !Number.isInteger(id) || id <= 0) return null;
  return <Banner key={id} name={name} id={id} />;
}

function Banner({ name, id }: { name: string; id: number }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Alert color="green" variant="light" role="status">
      {caseCreatedBanner(name)}{' '}
      <Anchor component={Link} to={paths.contractor.case(id)} fz="sm">
        Открыть кейс
      </Anchor>
    </Alert>
  );
}
