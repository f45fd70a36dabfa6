/** The managers' Accounts screen. */
export { AccountsScreen } from './AccountsScreen';
