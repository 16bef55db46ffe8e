/**
 * The staff home's lists with no page of their own: "and N more" opens the home with that one list
 * whole, at most HOME_TASKS_WHOLE items (D325). Apart from contracts/staff-home.ts so that the home
 * route's search reader imports no zod (D88).
 */
export const HOME_WHOLE_LISTS = ['mentions', 'replies', 'offers', 'idle_applicants', 'accommodation_requests'] as const;
export type HomeWholeList = (typeof HOME_WHOLE_LISTS)[number];
export const HOME_TASKS_WHOLE = 100;
