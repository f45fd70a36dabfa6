/** The managers' Messages screen (messages to registrants, the reminders, delivery per recipient). */
export { MessagesScreen } from './MessagesScreen';
export { MESSAGES_TEXT } from './messagesText';
