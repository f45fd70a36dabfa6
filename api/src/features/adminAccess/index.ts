/** ADMIN_ALLOWED_IPS' entry: parsing the list (config.ts) and matching a client address (the admin guard). */
export { type IpAllowList, createIpAllowList, parseCidrList } from './ipAllowList';
