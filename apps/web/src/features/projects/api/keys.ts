/** Every page of the project list: what a change of a project invalidates. */
export const projectsQueryKey = ['projects', 'list'] as const;
export const projectQueryKey = (id: number) => ['projects', id] as const;
