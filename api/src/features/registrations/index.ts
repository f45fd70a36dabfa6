/**
 * Registrations' entry: the public form's and the admin list's API, and the registrant store (the
 * registrants, their manage links, their check-ins and their mail, on the pool or in one
 * transaction) that the manage link and the desks build on.
 */
export { registrationRouter } from './router';
export {
  type RegistrationService,
  type RegistrationWindow,
  createRegistrationService,
  isRegistrationOpen,
} from './service';
export {
  type RegistrantRemovalHook,
  type RegistrationRepos,
  type RegistrationStore,
  createRegistrationStore,
} from './store';
export type { StoredRegistrant } from './repo';
export type { StoredCheckin } from './checkinRepo';
export {
  checkinMarks,
  checkinMarksChangedSince,
  findCheckin,
  recordCheckin,
  removeCheckin,
} from './checkinsInTransaction';
export { newCheckinCode } from './checkinCode';
export { registrationEmailKey } from './emailKey';
export { type Admission, type AdmissionDecision } from './admission';
