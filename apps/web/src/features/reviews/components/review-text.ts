import { REVIEW_CRITERIA, WORK_TYPE_LABELS, formatDateTime, type Review } from '@podryad/domain';

/** A moment as the reader's calendar date, '23.11.2026'. */
export const dayOf = (moment: string) => formatDateTime(moment).slice(0, 10);

/** The review's criteria with their labels and scores, in the order of its subject's criteria. */
export const scoredCriteria = (review: Review) =>
  Object.entries(REVIEW_CRITERIA[review.subject] as Record<string, string>)
    .filter(([criterion]) => criterion in review.scores)
    .map(([criterion, label]) => ({ criterion, label, score: review.scores[criterion]! }));

/** The deal's work type as its label (a code the web does not know is shown as it is). */
export const workTypeText = (workType: string) =>
  (WORK_TYPE_LABELS as Record<string, string>)[workType] ?? workType;
