/** Admin accounts' entry: the manager's account screens' API, and the service the command line shares. */
export { accountsRouter } from './router';
export { countAdminAccounts, insertFirstManager, readAdminAccount } from './firstManager';
export {
  AccountFieldError,
  type AccountsService,
  checkAccountEmail,
  checkNewPassword,
  createAccountsService,
  newInitialPassword,
} from './service';
