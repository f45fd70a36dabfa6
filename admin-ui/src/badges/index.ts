/** Name badges in the console: the list's batch (dialog and its state) and the desk's one-badge print. */
export { BadgesDialog, type BadgesDialogProps } from './BadgesDialog';
export { useBadgeBatch } from './useBadgeBatch';
export { PrintBadgeButton, type PrintBadgeButtonProps } from './PrintBadgeButton';
export { BADGES_TEXT } from './badgesText';
