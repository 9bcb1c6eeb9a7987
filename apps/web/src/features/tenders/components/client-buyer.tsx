import { type Buyer, MSG_BUYER } from '@podryad/domain';
import { Stack, Text } from '@mantine/core';
import { RegistryBadge } from '@/components/registry-card';

/**
 * Whom the tender's client buys for, as contractors read it: itself, or a company by name and INN
 * with the register's word on it (the status and the check's date, or 'Не проверено' and why).
 * Nothing while the client has not said.
 */
export function ClientBuyer({ buyer }: { buyer: Buyer }) {
  if (!buyer) return null;
  if (buyer.kind === 'self') {
    return (
      <Text size="sm" data-testid="client-buyer">
        {MSG_BUYER.self}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="client-buyer">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {MSG_BUYER.forCompany(buyer.name, buyer.inn)}
      </Text>
      <RegistryBadge registry={buyer.registry} givenNames={[buyer.name]} />
    </Stack>
  );
}
