import { CASE_DEFAULT_SERVICES, type Case, formatDuration } from '@podryad/domain';
import { Anchor, Card, Center, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { caseImages } from '@/features/cases/components/case-preview';
import { CaseDealMark } from '@/features/cases/components/case-deal-mark';

type Props = { item: Case } & (
  | { /** Opens the case in place (the client's preview). */ onOpen: () => void; to?: never }
  | { /** Leads to the case's screen (the contractor's edit). */ to: string; onOpen?: never }
);

/** A label and its value on one line: 'Срок строительства: 2 года 3 мес.'. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" lineClamp={2}>
      <Text span c="gray.7" size="sm">
        {label}:{' '}
      </Text>
      <span>{children}</span>
    </Text>
  );
}

/**
 * A case of a contractor's portfolio: the cover (a placeholder without
 * one), the name, 'Услуги' ('строительство' when none), 'Срок строительства' in years and months
 * and 'Место строительства'. The whole card opens the case; its title is the control for the
 * keyboard: a button to a preview or a link to the case's screen.
 */
export function CaseCard({ item, onOpen, to }: Props) {
  const navigate = useNavigate();
  const cover = caseImages(item)[0];
  const open = () => (to ? navigate(to) : onOpen?.());
  const title = to ? (
    <Anchor
      component={Link}
      to={to}
      c="inherit"
      fz="inherit"
      fw="inherit"
      // The link navigates by itself; the card's own click must not navigate a second time.
      onClick={(event) => event.stopPropagation()}
    >
      {item.project_name}
    </Anchor>
  ) : (
    <UnstyledButton
      onClick={(event) => {
        event.stopPropagation();
        onOpen?.();
      }}
      aria-haspopup="dialog"
      fz="inherit"
      fw="inherit"
      style={{ textAlign: 'left' }}
    >
      {item.project_name}
    </UnstyledButton>
  );
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={item.project_name}
      onClick={open}
      style={{ cursor: 'pointer' }}
      h="100%"
    >
      <Card.Section>
        {cover ? (
          <Image src={cover} alt="" h={160} fit="cover" />
        ) : (
          <Center h={160} bg="gray.1">
            <IconPhoto size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Title order={3} size="h4" lineClamp={2}>
          {title}
        </Title>
        <CaseDealMark item={item} />
        <Line label="Услуги">{item.services.trim() || CASE_DEFAULT_SERVICES}</Line>
        <Line label="Срок строительства">{formatDuration(item.start_date, item.end_date)}</Line>
        {item.address && <Line label="Место строительства">{item.address}</Line>}
      </Stack>
    </Card>
  );
}
