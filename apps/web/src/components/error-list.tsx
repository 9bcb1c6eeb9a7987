import { Alert, List } from '@mantine/core';

/** The server's (or the form's) messages as an alert; one message is shown without a list. */
export function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
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
