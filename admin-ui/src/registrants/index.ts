/** The registrant list (search, filters, counts, edit, delete, export): what the console's shell mounts. */
export { RegistrantsScreen } from './RegistrantsScreen';
export { type RegistrantsApi, createRegistrantsApi } from './registrantsApi';
