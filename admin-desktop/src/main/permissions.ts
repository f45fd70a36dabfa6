/**
 * The admin UI needs one browser permission: the camera, for the check-in screen's QR scanner, and
 * only for the app's own pages (app://admin), video only. Every other request and check is denied
 * (microphone, notifications, clipboard reads, geolocation, devices…), and downloads are cancelled:
 * files reach the disk only through the export channel.
 */
import type { Session } from 'electron';
import { isAppUrl } from './appOrigin';

interface MediaRequestDetails {
  mediaTypes?: string[];
  requestingUrl?: string;
}

interface MediaCheckDetails {
  mediaType?: string;
  requestingUrl?: string;
}

/** A camera request from the app's own page; a request that also wants the microphone is refused. */
function isAppCameraRequest(permission: string, details: MediaRequestDetails | undefined): boolean {
  if (permission !== 'media' || !details?.requestingUrl || !isAppUrl(details.requestingUrl)) return false;
  const types = details.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'video');
}

function isAppCameraCheck(
  permission: string,
  requestingOrigin: string,
  details: MediaCheckDetails | undefined,
): boolean {
  if (permission !== 'media' || details?.mediaType !== 'video') return false;
  return isAppUrl(details.requestingUrl ?? requestingOrigin);
}

export function limitPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isAppCameraRequest(permission, details as MediaRequestDetails)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isAppCameraCheck(permission, requestingOrigin, details as MediaCheckDetails),
  );
  session.setDevicePermissionHandler(() => false);
  session.on('will-download', (event) => event.preventDefault());
}
