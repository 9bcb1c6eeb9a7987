import { MSG_CABINET, MSG_TENDERS, SEARCH_MAX, type Project } from '@podryad/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { readFailure } from '@/components/load-failure';
import { useProjects } from '@/features/projects/api/get-projects';
import { firstErrorMessage } from '@/lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-catalog-state';

/** How many projects the select offers at once; a search finds the others. */
export const PROJECT_OPTIONS = 20;

/** The query of the select's choices: the newest projects, or those a search finds. */
export const projectOptionsQuery = (q = '') => ({ q, per_page: PROJECT_OPTIONS });

type Option = { value: string; label: string };

type Props = {
  /** The project id as a string. */
  value: string | null;
  /** The id chosen, and the project itself when it is one of the loaded choices (its address). */
  onChange: (value: string | null, project: Project | null) => void;
  /** The project the tender has (edit mode): shown even when it is not among the loaded choices. */
  current?: { id: number; name: string };
  error?: string;
};

/**
 * The wizard's 'Проект': a client may have more projects than a list can hold, so
 * the select offers the newest PROJECT_OPTIONS and asks the server (GET /projects?q=…) as one
 * types, after a pause.
 */
export function ProjectSelect({ value, onChange, current, error }: Props) {
  const [chosen, setChosen] = useState<Option | null>(
    current ? { value: String(current.id), label: current.name } : null,
  );
  const [search, setSearch] = useState('');
  // The box shows the chosen project's name: that is not a search.
  const typed = chosen && search === chosen.label ? '' : search.trim().slice(0, SEARCH_MAX);
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const projects = useProjects(projectOptionsQuery(q));

  const found: Option[] = (projects.data?.projects ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
  }));
  // The chosen one stays a choice while nothing else is searched, so the box can name it.
  const data =
    chosen && value === chosen.value && !typed && !found.some((o) => o.value === chosen.value)
      ? [chosen, ...found]
      : found;
  const meta = projects.data?.meta;
  // A passing failure says so while the list still retries by itself, not only once it gave up.
  const failure = readFailure(projects);

  return (
    <Select
      label="Проект"
      placeholder="Выберите проект"
      withAsterisk
      searchable
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? { value: option.value, label: option.label } : null);
        onChange(next, projects.data?.projects.find((p) => String(p.id) === next) ?? null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already (names in any case, Russian word forms).
      filter={({ options }) => options}
      nothingFoundMessage={projects.isFetching ? MSG_TENDERS.loading : 'Проект не найден'}
      description={
        meta && meta.total > meta.per_page && !typed
          ? `Последние ${meta.per_page} из ${meta.total}: введите название, чтобы найти другой`
          : undefined
      }
      error={
        error ??
        (failure !== null ? firstErrorMessage(failure, MSG_CABINET.projectsLoadFailed) : undefined)
      }
    />
  );
}
