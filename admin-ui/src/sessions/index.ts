/** The Sessions screen: seats, the waiting list and the registration charts. */
export { SessionsScreen } from './SessionsScreen';
export { SESSIONS_TEXT } from './sessionsText';
