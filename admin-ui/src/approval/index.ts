/** The managers' approval screen: the policy, the queue under review, bulk approve and decline. */
export { ApprovalScreen } from './ApprovalScreen';
export { APPROVAL_TEXT } from './approvalText';
