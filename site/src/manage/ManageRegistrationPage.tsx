/**
 * The page behind the confirmation e-mail's personal link (`/registration/<token>`, Korean under
 * `/kor`): the registration as stored, a change form, and a cancel with a confirmation step. A
 * registration under review may change or cancel; a declined one is read-only with the organisers'
 * reason (it may still be deleted); meetings and the QR code are for approved registrations only. An
 * unknown, expired or cancelled link gets a not-found page with a way to ask for the link again.
 * Loaded on demand (its own chunk), never part of the landing bundle.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { type ApiErrorCode, EDITION, type ManagedRegistrant, errorMessage, holdsPlaces } from '@forum/shared';
import { useDocumentTitle } from '../layout/documentLanguage';
import { HomeLink, LinkPageFailed, LinkPageFrame, LinkPageHeading, LinkPageLoading } from '../layout/LinkPage';
import { localeForPath } from '../navigation/locale';
import { CancelConfirmation } from './CancelConfirmation';
import { CheckinCode } from './CheckinCode';
import { ChangeRegistration } from './ChangeRegistration';
import { LostLinkForm } from './LostLinkForm';
import { MeetingsSection } from './meetings/MeetingsSection';
import { cancelRegistration, claimSeat, fetchRegistration, leaveWaitingList, rejoinWaitingList } from './manageClient';
import { MANAGE_TEXT } from './manageText';
import { RegistrationDetails } from './RegistrationDetails';
import '../registration/RegistrationModal.css';
import './ManagePage.css';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; code: ApiErrorCode }
  | { kind: 'notFound' }
  | {
      kind: 'shown';
      registrant: ManagedRegistrant;
      notice:
        'saved' | 'unchanged' | 'claimed' | 'left' | 'rejoined' | 'offeredAtOnce' | { error: ApiErrorCode } | null;
      confirming: boolean;
    }
  | { kind: 'editing'; registrant: ManagedRegistrant }
  | { kind: 'cancelled'; email: string };

export default function ManageRegistrationPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const locale = localeForPath(pathname);
  const t = MANAGE_TEXT[locale];
  useDocumentTitle(t.documentTitle);

  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const [seatBusy, setSeatBusy] = useState(false);
  const [cancelError, setCancelError] = useState<ApiErrorCode | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'heading' | 'cancelButton' | null>(null);

  const show = (next: View, focus: 'heading' | 'cancelButton' | null = 'heading') => {
    focusNext.current = focus;
    setView(next);
  };

  function noticeText(notice: Extract<View, { kind: 'shown' }>['notice'], email: string): string | null {
    if (notice === null) return null;
    if (typeof notice === 'object') return errorMessage(notice.error, locale);
    if (notice === 'saved') return t.saved(email);
    if (notice === 'unchanged') return t.nothingChanged;
    return t.seats[notice];
  }

  /** A claim or a leave: the page shows the registration as the API answers it, or why not. */
  async function seatChange(
    call: () => ReturnType<typeof claimSeat>,
    done: 'claimed' | 'left' | ((registrant: ManagedRegistrant) => 'rejoined' | 'offeredAtOnce'),
  ) {
    if (view.kind !== 'shown') return;
    setSeatBusy(true);
    const result = await call();
    setSeatBusy(false);
    if (result.ok) {
      const notice = typeof done === 'function' ? done(result.value) : done;
      show({ kind: 'shown', registrant: result.value, notice, confirming: false }, null);
      return;
    }
    if (result.status === 404) {
      show({ kind: 'notFound' });
      return;
    }
    // An offer that lapsed: reload, so the page shows where the registrant now stands.
    const fresh = await fetchRegistration(token);
    const registrant = fresh.ok ? fresh.value : view.registrant;
    show({ kind: 'shown', registrant, notice: { error: result.code }, confirming: false }, null);
  }

  useEffect(() => {
    const controller = new AbortController();
    void fetchRegistration(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setView({ kind: 'shown', registrant: result.value, notice: null, confirming: false });
      else setView(result.status === 404 ? { kind: 'notFound' } : { kind: 'failed', code: result.code });
    });
    return () => controller.abort();
  }, [token, attempt]);

  // Moving between views moves focus to where the new content starts (not on the first load).
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    if (target === 'cancelButton') cancelButtonRef.current?.focus();
  }, [view]);

  async function confirmCancel(registrant: ManagedRegistrant) {
    setCancelling(true);
    setCancelError(null);
    const result = await cancelRegistration(token);
    setCancelling(false);
    if (result.ok) show({ kind: 'cancelled', email: registrant.email });
    else if (result.status === 404) show({ kind: 'notFound' });
    else setCancelError(result.code);
  }

  const heading = (text: string) => <LinkPageHeading text={text} headingRef={headingRef} />;
  let content: ReactNode;
  switch (view.kind) {
    case 'loading':
      content = <LinkPageLoading text={t.loading} />;
      break;
    case 'failed':
      content = (
        <LinkPageFailed
          locale={locale}
          heading={t.heading}
          headingRef={headingRef}
          code={view.code}
          words={t}
          onRetry={() => {
            show({ kind: 'loading' }, null);
            setAttempt((n) => n + 1);
          }}
        />
      );
      break;
    case 'notFound':
      content = (
        <>
          {heading(t.notFoundHeading)}
          <p>{t.notFoundText}</p>
          <LostLinkForm locale={locale} />
          <HomeLink locale={locale} label={t.home} />
        </>
      );
      break;
    case 'cancelled':
      content = (
        <>
          {heading(t.cancelledHeading)}
          <p>{t.cancelledText(view.email)}</p>
          <HomeLink locale={locale} label={t.home} asButton />
        </>
      );
      break;
    case 'editing':
      content = (
        <>
          {heading(t.editHeading)}
          <ChangeRegistration
            token={token}
            locale={locale}
            registrant={view.registrant}
            onSaved={(registrant, changed) =>
              show({ kind: 'shown', registrant, notice: changed ? 'saved' : 'unchanged', confirming: false })
            }
            onDiscard={() => show({ kind: 'shown', registrant: view.registrant, notice: null, confirming: false })}
            onGone={() => show({ kind: 'notFound' })}
          />
        </>
      );
      break;
    case 'shown': {
      const { registrant, notice, confirming } = view;
      const declined = registrant.status === 'declined';
      // A past edition's link: what was registered, read-only, with no ticket, actions or meetings.
      if (registrant.edition !== undefined && registrant.edition !== EDITION.year) {
        content = (
          <>
            {heading(t.heading)}
            <p role="status" className="manage-notice manage-ended">
              {t.editionEnded(registrant.edition)}
            </p>
            <RegistrationDetails registrant={registrant} locale={locale} />
          </>
        );
        break;
      }
      content = (
        <>
          {heading(t.heading)}
          <p className="manage__intro">{declined ? t.declinedIntro : t.intro}</p>
          <div role="status" className="manage-notice">
            {noticeText(notice, registrant.email)}
          </div>
          {/* The QR code is the approved registrant's ticket: none while under review or after a decline. */}
          {registrant.checkinCode && holdsPlaces(registrant.status) ? (
            <CheckinCode code={registrant.checkinCode} locale={locale} />
          ) : null}
          <RegistrationDetails
            registrant={registrant}
            locale={locale}
            seatActions={{
              busy: seatBusy,
              onClaim: (session) => void seatChange(() => claimSeat(token, session), 'claimed'),
              onLeave: (session) => void seatChange(() => leaveWaitingList(token, registrant, session), 'left'),
              // Back in line; with a seat free and nobody else waiting, offered it at once.
              onRejoin: (session) =>
                void seatChange(
                  () => rejoinWaitingList(token, session),
                  (after) => (after.seats?.[session]?.status === 'offered' ? 'offeredAtOnce' : 'rejoined'),
                ),
            }}
          />
          {confirming ? (
            <CancelConfirmation
              locale={locale}
              busy={cancelling}
              error={cancelError ? errorMessage(cancelError, locale) : null}
              onConfirm={() => void confirmCancel(registrant)}
              onKeep={() => {
                setCancelError(null);
                show({ ...view, confirming: false }, 'cancelButton');
              }}
            />
          ) : (
            <div className="manage-actions">
              {/* Declined: read-only; deleting it (withdrawing consent) stays possible. */}
              {declined ? null : (
                <button
                  type="button"
                  className="reg-button reg-button--primary"
                  onClick={() => show({ kind: 'editing', registrant })}
                >
                  {t.change}
                </button>
              )}
              <button
                ref={cancelButtonRef}
                type="button"
                className="reg-button reg-button--secondary"
                onClick={() => show({ ...view, notice: null, confirming: true }, null)}
              >
                {declined ? t.deleteDeclined : t.cancelRegistration}
              </button>
            </div>
          )}
          {/* Meetings come with a place at the forum: under review or declined, the page says why instead. */}
          {holdsPlaces(registrant.status) ? (
            <MeetingsSection
              token={token}
              locale={locale}
              businessType={view.registrant.businessType}
              company={view.registrant.company}
            />
          ) : (
            <section className="meetings meetings--unavailable" aria-labelledby="meetings-heading">
              <h2 id="meetings-heading">{t.meetingsNotApproved.heading}</h2>
              <p>{t.meetingsNotApproved[registrant.status === 'declined' ? 'declined' : 'pending']}</p>
            </section>
          )}
        </>
      );
      break;
    }
  }

  return <LinkPageFrame locale={locale}>{content}</LinkPageFrame>;
}
