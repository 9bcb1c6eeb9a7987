import type { Project, UpdateProjectBody } from '@podryad/domain';

/** What the wizard and the edit screen hold while the user types. */
export type ProjectDraft = {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  phone: string;
  email: string;
  vk: string;
  telegram: string;
  whatsapp_status: string;
  cover_path: string | null;
};

export type FieldErrors = Partial<Record<keyof ProjectDraft, string>>;

export const emptyDraft = (): ProjectDraft => ({
  name: '',
  address: '',
  latitude: null,
  longitude: null,
  description: '',
  phone: '',
  email: '',
  vk: '',
  telegram: '',
  whatsapp_status: '',
  cover_path: null,
});

export const draftOf = (project: Project): ProjectDraft => ({
  name: project.name,
  address: project.address,
  latitude: project.latitude,
  longitude: project.longitude,
  description: project.description ?? '',
  phone: project.phone ?? '',
  email: project.email ?? '',
  vk: project.vk ?? '',
  telegram: project.telegram ?? '',
  whatsapp_status: project.whatsapp_status ?? '',
  cover_path: project.cover_path,
});

/** The PATCH body of a draft; no cover is sent as '' (the API's way to remove it). */
export const bodyOf = (draft: ProjectDraft): UpdateProjectBody => ({
  ...draft,
  cover_path: draft.cover_path ?? '',
});

/** The first message for each field of a failed zod parse (the same texts the server answers). */
export function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors as FieldErrors;
}
