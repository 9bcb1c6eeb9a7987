/** The cabinet's cases tab: where the case screens lead back to (spec 001 §2.4). */
export const CASES_TAB = '/profile/contractor/personal?tab=cases';
