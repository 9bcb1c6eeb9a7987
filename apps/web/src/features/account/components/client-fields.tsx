import { CITY_NAMES, birthYears } from '@podryad/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateSelects, type DateParts } from '@/components/date-selects';
import { birthDate } from '@/lib/form';

export type ClientFieldValues = {
  name: string;
  surname: string;
  birth: DateParts;
  location: string | null;
};

/** The values under the API's names, the date as the birth-date rule expects it. */
export const clientFieldsBody = ({ birth, ...rest }: ClientFieldValues) => ({
  ...rest,
  date_of_birth: birthDate(birth),
});

type Props = {
  value: ClientFieldValues;
  onChange: (value: ClientFieldValues) => void;
  /** The first message of a field, by its API name (name, surname, date_of_birth, location). */
  fieldError: (key: string) => string | undefined;
  /** Name and surname side by side on wider screens (the cabinet) rather than one under another. */
  namesInRow?: boolean;
};

/** A client's own fields of /filing and the cabinet: name, surname, date of birth and city. */
export function ClientFields({ value, onChange, fieldError, namesInRow }: Props) {
  const names = (
    <>
      <TextInput
        label="Имя"
        withAsterisk
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        error={fieldError('name')}
      />
      <TextInput
        label="Фамилия"
        withAsterisk
        value={value.surname}
        onChange={(event) => onChange({ ...value, surname: event.currentTarget.value })}
        error={fieldError('surname')}
      />
    </>
  );
  return (
    <>
      {namesInRow ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{names}</SimpleGrid> : names}
      <DateSelects
        label="Дата рождения"
        value={value.birth}
        onChange={(birth) => onChange({ ...value, birth })}
        years={birthYears()}
        error={fieldError('date_of_birth')}
      />
      <Select
        label="Местоположение"
        placeholder="Выберите город"
        withAsterisk
        searchable
        data={CITY_NAMES as string[]}
        value={value.location}
        onChange={(location) => onChange({ ...value, location })}
        error={fieldError('location')}
        nothingFoundMessage="Город не найден"
      />
    </>
  );
}
