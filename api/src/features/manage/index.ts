/** The personal (manage) link's entry: see, change or cancel a registration, and ask for the link again. */
export { manageRouter } from './router';
export { CHANGE_LIMITS, type ManageService, createManageService } from './service';
