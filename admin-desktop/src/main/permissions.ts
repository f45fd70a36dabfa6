/**
 * The admin UI needs no browser permission (camera, notifications, clipboard reads, geolocation,
 * devices…), so every request and check is denied, and downloads are cancelled: files reach the
 * disk only through the export channel.
 */
import type { Session } from 'electron';

export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.on('will-download', (event) => event.preventDefault());
}
