/** The managers' Forum screen: the forum's editions, next year prepared, checked, previewed and published. */
export { ForumScreen } from './ForumScreen';
export { FORUM_TEXT } from './forumText';
