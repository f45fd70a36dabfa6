/**
 * Approval's entry: the managers' policy and decisions, and the admission that decides each new
 * registration's status (wired into registrations by app.ts).
 */
export { approvalRouter } from './router';
export { type ApprovalService, createApprovalService } from './service';
export { createAdmission } from './admission';
