import type { CompanyWarning } from '@podryad/domain';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * What is known against a company (its register facts, its СРО against a price), each warning on
 * its line, under the moment's title; nothing when there is none. The decision stays the client's.
 */
export function CompanyWarnings({
  title,
  warnings,
}: {
  title: string;
  warnings: CompanyWarning[];
}) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="company-warnings"
    >
      <List size="sm" spacing={4}>
        {warnings.map((w) => (
          <List.Item key={w.code} style={{ overflowWrap: 'anywhere' }}>
            {w.text}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
