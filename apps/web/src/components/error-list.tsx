import { Alert, List } from '@mantine/core';

/**
 * The server's (or the form's) messages as an alert; one message is shown without a list. `calm`:
 * a passing failure (the service or the connection is away for a while), not a mistake to mend.
 */
export function ErrorList({ errors, calm = false }: { errors: string[]; calm?: boolean }) {
  if (errors.length === 0) return null;
  return (
    <Alert color={calm ? 'gray' : 'red'} variant="light" role="alert">
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <List size="sm">
          {errors.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
