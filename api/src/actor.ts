/**
 * Who did it, from where: the access log records it, the admin guard makes it for each admin
 * request, the command line and the purge schedule name themselves. It sits at the root because
 * all of them use it and none of them should reach into another for it.
 */
export interface Actor {
  adminId: number | null;
  /** The admin's e-mail, `system` (the purge schedule) or `cli:<user>` (the command line). */
  account: string;
  address: string | null;
}
