import {
  MSG,
  MSG_SEALED,
  MSG_TENDERS,
  composeDate,
  fromMoscowInput,
  offersDeadlineProblem,
  tenderType,
  toMoscowInput,
  type CreateTenderBody,
  type FileInfo,
  type Tender,
  type TenderStage,
} from '@podryad/domain';
import type { DateParts } from '@/components/date-selects';

/** A contractor picked in step 3: what the list shows of it. */
export type PickedContractor = { id: number; name: string; region: string };

/** What the wizard holds while the user fills it, before it becomes the tender's write payload. */
export type TenderDraft = {
  tender_name: string;
  /** The select's value: the project id as a string. */
  projectId: string | null;
  stage: TenderStage | null;
  complex_structure: boolean;
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  start: DateParts;
  end: DateParts;
  /** 'Приём предложений до': a datetime-local value in Moscow time, '' for no deadline. */
  deadline: string;
  /** The tender's deadline as loaded (edit mode): sent back as it was when left unchanged. */
  savedDeadline: string | null;
  /** 'Закрытый приём предложений': nothing an offer says reaches the client before the deadline. */
  sealed: boolean;
  /** Whether the loaded tender was sealed (edit mode): the flag is sent when either is. */
  savedSealed: boolean;
  /** Stored paths of the uploaded images. */
  images: string[];
  docs: FileInfo[];
  /** Contractors to invite once the tender is saved (not those already invited). */
  contractors: PickedContractor[];
};

export type DraftErrors = Partial<Record<'start' | 'end' | 'deadline' | 'form', string>>;

const noDate = (): DateParts => ({ day: null, month: null, year: null });

export const emptyDraft = (): TenderDraft => ({
  tender_name: '',
  projectId: null,
  stage: null,
  complex_structure: false,
  address: '',
  latitude: null,
  longitude: null,
  description: '',
  start: noDate(),
  end: noDate(),
  deadline: '',
  savedDeadline: null,
  sealed: false,
  savedSealed: false,
  images: [],
  docs: [],
  contractors: [],
});

/** Where a project is: a new tender's address is taken from its project's. */
export type ProjectPlace = {
  id: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
};

/**
 * The project chosen for the tender, and with it the project's address, map point included, when
 * the tender's address is still empty: an address typed or picked on the map is never replaced.
 */
export function withProject(d: TenderDraft, project: ProjectPlace | null): Partial<TenderDraft> {
  const projectId = project ? String(project.id) : null;
  if (!project || d.address.trim() !== '' || !project.address.trim()) return { projectId };
  const { address, latitude, longitude } = project;
  return { projectId, address, latitude, longitude };
}

/** 'YYYY-MM-DD' as the three selects. */
export function partsOf(iso: string | null | undefined): DateParts {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return noDate();
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A date counts only when all three parts are set. */
export const isComplete = ({ day, month, year }: DateParts) => Boolean(day && month && year);
const isEmpty = ({ day, month, year }: DateParts) => !day && !month && !year;

/** The draft of a loaded tender, for the edit mode; documents keep their names and sizes. */
export function draftOf(tender: Tender): TenderDraft {
  const named = new Map(tender.document_files.map((file) => [file.path, file]));
  return {
    tender_name: tender.tender_name,
    projectId: String(tender.project?.id ?? tender.projectId),
    stage: tender.stage,
    complex_structure: tender.complex_structure,
    address: tender.address,
    latitude: tender.latitude,
    longitude: tender.longitude,
    description: tender.description,
    start: partsOf(tender.start_date),
    end: partsOf(tender.end_date),
    deadline: tender.offers_deadline ? toMoscowInput(tender.offers_deadline) : '',
    savedDeadline: tender.offers_deadline,
    sealed: tender.sealed,
    savedSealed: tender.sealed,
    images: [...tender.images],
    docs: tender.documents.map(
      (path) => named.get(path) ?? { path, name: path.split('/').pop() ?? path, size: 0 },
    ),
    contractors: [],
  };
}

/** Step 1's 'Далее': name, project, stage, address, description and a whole start date. */
export const mainFilled = (d: TenderDraft) =>
  d.tender_name.trim() !== '' &&
  d.projectId !== null &&
  d.stage !== null &&
  d.address.trim() !== '' &&
  d.description.trim() !== '' &&
  isComplete(d.start);

/**
 * The deadline to send: none when there is none (the body as before the field existed), null when
 * the loaded one was removed, the loaded one when left as it was, else the field as Moscow time.
 */
function deadlineOf(d: TenderDraft): string | null | undefined {
  if (!d.deadline.trim()) return d.savedDeadline ? null : undefined;
  if (d.savedDeadline && d.deadline === toMoscowInput(d.savedDeadline)) return d.savedDeadline;
  return fromMoscowInput(d.deadline);
}

/**
 * What step 1 still gets wrong once filled: a date that does not exist, an end before the start,
 * a new deadline that is not ahead (the server's rule; one left as loaded may have passed).
 */
export function mainErrors(d: TenderDraft, now = new Date()): DraftErrors {
  const errors: DraftErrors = {};
  if (d.sealed && !d.deadline.trim()) errors.deadline = MSG_SEALED.needsDeadline;
  if (d.deadline.trim()) {
    const deadline = deadlineOf(d);
    if (!deadline) errors.deadline = MSG_TENDERS.deadlineFormat;
    else if (deadline !== d.savedDeadline) {
      const problem = offersDeadlineProblem(deadline, now);
      if (problem) errors.deadline = problem;
    }
  }
  const start = composeDate(d.start.day, d.start.month, d.start.year);
  if (!start) errors.start = MSG.dateInvalid;
  if (!isEmpty(d.end)) {
    if (!isComplete(d.end)) errors.end = MSG_TENDERS.endDatePartial;
    else {
      const end = composeDate(d.end.day, d.end.month, d.end.year);
      if (!end) errors.end = MSG.dateInvalid;
      else if (start && end < start) errors.end = MSG_TENDERS.endBeforeStart;
    }
  }
  return errors;
}

/** The POST and PATCH body: projectId a number, the type derived from stage and the toggle. */
export function bodyOf(d: TenderDraft): CreateTenderBody {
  const stage = d.stage ?? 'design';
  const deadline = deadlineOf(d);
  return {
    tender_name: d.tender_name.trim(),
    projectId: Number(d.projectId),
    stage,
    complex_structure: d.complex_structure,
    type: tenderType(stage, d.complex_structure),
    address: d.address.trim(),
    latitude: d.latitude,
    longitude: d.longitude,
    description: d.description.trim(),
    start_date: composeDate(d.start.day, d.start.month, d.start.year) ?? '',
    end_date: isComplete(d.end) ? composeDate(d.end.day, d.end.month, d.end.year) : null,
    images_paths: d.images,
    docs_paths: d.docs.map((file) => file.path),
    ...(deadline === undefined ? {} : { offers_deadline: deadline }),
    // A tender that never was sealed sends the body as before the field existed.
    ...(d.sealed || d.savedSealed ? { sealed: d.sealed } : {}),
  };
}
