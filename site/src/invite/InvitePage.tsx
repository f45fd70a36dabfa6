/**
 * The page behind an invitation e-mail's personal link (`/invite/<token>`, Korean under `/kor`):
 * the registration form filled from the invitation, with the invitation-only sessions (the
 * reception) among the choices; a registration through it is approved at once, for the invited
 * address only. The invitee may decline instead; opened after a decline (or a use) the page says so,
 * knows only the name, and offers to register after all. Loaded on demand (its own chunk), never part of the landing bundle.
 */
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  type ApiErrorCode,
  type InvitationClosed,
  type InvitationPrefill,
  type Registration,
  SESSIONS,
  errorMessage,
  invitationEmailWords,
  isInvitationClosed,
  maskEmail,
  validateRegistration,
} from '@forum/shared';
import { postRegistration } from '../api/registrationClient';
import { useDocumentTitle } from '../layout/documentLanguage';
import { HomeLink, LinkPageFailed, LinkPageFrame, LinkPageHeading, LinkPageLoading } from '../layout/LinkPage';
import { homePathFor, localeForPath } from '../navigation/locale';
import { type FieldRefs, RegistrationForm } from '../registration/RegistrationForm';
import { RegistrationSummary } from '../registration/RegistrationSummary';
import {
  type Feedback,
  type FocusTarget,
  type RegistrationDraft,
  firstFieldError,
  registrationRequest,
  trimmedDraft,
} from '../registration/registrationStore';
import { declineInvitation, fetchInvitation } from './inviteClient';
import { INVITE_TEXT } from './inviteText';
import '../registration/RegistrationModal.css';
import '../manage/ManagePage.css';
import './InvitePage.css';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; code: ApiErrorCode }
  | { kind: 'notFound' }
  | { kind: 'form'; invitation: InvitationPrefill; confirmingDecline: boolean }
  /** The form opened again on an invitation declined or used: nothing of the invitee but the name. */
  | { kind: 'reopened'; name: string }
  /** Opened after a decline or a use: what happened, and a way to register after all. */
  | { kind: 'closed'; state: InvitationClosed['state']; name: string }
  | { kind: 'registered'; registration: Registration; waiting: Registration['sessions'] }
  | { kind: 'declined' };

function draftOf(invitation: Pick<InvitationPrefill, 'name'> & Partial<InvitationPrefill>): RegistrationDraft {
  return {
    company: invitation.company ?? '',
    name: invitation.name,
    title: '',
    email: invitation.email ?? '',
    phone: '',
    businessType: null,
    sessions: invitation.sessions ?? [],
    about: '',
    aboutOther: '',
    consent: false,
    honeypot: '',
  };
}

export default function InvitePage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const locale = localeForPath(pathname);
  const t = INVITE_TEXT[locale];
  useDocumentTitle(t.documentTitle);
  const idPrefix = useId();
  const navigate = useNavigate();

  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<RegistrationDraft | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [declineError, setDeclineError] = useState<ApiErrorCode | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget | 'heading' } | null>(null);
  const fieldRefs = useRef<FieldRefs>({});
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchInvitation(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        const link = result.value;
        if (isInvitationClosed(link)) setView({ kind: 'closed', state: link.state, name: link.name });
        else {
          setDraft(draftOf(link));
          setView({ kind: 'form', invitation: link, confirmingDecline: false });
        }
      } else setView(result.status === 404 ? { kind: 'notFound' } : { kind: 'failed', code: result.code });
    });
    return () => controller.abort();
  }, [token, attempt]);

  useLayoutEffect(() => {
    if (!focus) return;
    const target = focus.target;
    (target === 'heading' || target === 'summary'
      ? headingRef.current
      : target === 'feedback'
        ? feedbackRef.current
        : fieldRefs.current[target]
    )?.focus();
  }, [focus]);

  const fail = (next: Feedback) => {
    setFeedback(next);
    setFocus({ target: next.kind === 'field' ? next.field : 'feedback' });
  };

  async function register() {
    if (submitting || !draft) return;
    const trimmed = trimmedDraft(draft);
    setDraft(trimmed);
    const request = registrationRequest(trimmed, locale);
    const validation = validateRegistration(request);
    if (!validation.ok) {
      fail(firstFieldError(validation.fields) ?? { kind: 'api', code: 'validation' });
      return;
    }
    setSubmitting(true);
    setFeedback(null);
    const result = await postRegistration({ ...request, consent: true, invitation: token });
    setSubmitting(false);
    if (result.ok) {
      setView({ kind: 'registered', registration: validation.value, waiting: result.waiting });
      setFocus({ target: 'heading' });
      return;
    }
    if (result.code === 'not_found' || result.code === 'invitation_used') {
      setView({ kind: 'notFound' });
      setFocus({ target: 'heading' });
      return;
    }
    // Another address than the invited one: the invitation is for its invitee (named masked when known).
    if (result.code === 'validation' && result.fields?.email === 'invitation_email') {
      const invited = view.kind === 'form' ? view.invitation.email : null;
      fail({
        kind: 'field',
        field: 'email',
        code: 'invitation_email',
        ...(invited ? { detail: invitationEmailWords(maskEmail(invited))[locale] } : {}),
      });
      return;
    }
    fail(
      (result.code === 'validation' && result.fields ? firstFieldError(result.fields) : null) ?? {
        kind: 'api',
        code: result.code,
        ...(result.retryAfterSeconds !== undefined ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
      },
    );
  }

  async function decline() {
    setDeclining(true);
    setDeclineError(null);
    const result = await declineInvitation(token);
    setDeclining(false);
    if (result.ok) {
      setView({ kind: 'declined' });
      setFocus({ target: 'heading' });
    } else if (result.status === 404) setView({ kind: 'notFound' });
    else setDeclineError(result.code);
  }

  const heading = (text: string) => <LinkPageHeading text={text} headingRef={headingRef} />;
  const home = <HomeLink locale={locale} label={t.home} />;
  const form = draft ? (
    <div className="manage-form invite-form">
      <RegistrationForm
        locale={locale}
        idPrefix={idPrefix}
        draft={draft}
        feedback={feedback}
        submitting={submitting}
        fieldRefs={fieldRefs}
        feedbackRef={feedbackRef}
        onChange={(patch) => setDraft((previous) => (previous ? { ...previous, ...patch } : previous))}
        onSubmit={() => void register()}
        onCancel={() => void navigate(homePathFor(locale))}
        sessions={SESSIONS}
      />
    </div>
  ) : null;

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
            setView({ kind: 'loading' });
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
          {home}
        </>
      );
      break;
    case 'declined':
      content = (
        <>
          {heading(t.declinedHeading)}
          <p>{t.declinedText}</p>
          {home}
        </>
      );
      break;
    case 'closed':
      content = (
        <>
          {heading(view.state === 'declined' ? t.closedDeclinedHeading : t.closedUsedHeading)}
          <p>{view.state === 'declined' ? t.closedDeclinedText(view.name) : t.closedUsedText(view.name)}</p>
          <div className="manage-actions">
            <button
              type="button"
              className={`reg-button ${view.state === 'declined' ? 'reg-button--primary' : 'reg-button--secondary'}`}
              onClick={() => {
                setDraft(draftOf({ name: view.name }));
                setFeedback(null);
                setView({ kind: 'reopened', name: view.name });
                setFocus({ target: 'heading' });
              }}
            >
              {view.state === 'declined' ? t.registerAfterAll : t.registerAgain}
            </button>
          </div>
          {home}
        </>
      );
      break;
    case 'reopened':
      content = (
        <>
          {heading(t.heading)}
          <p className="manage__intro">{t.reopenedIntro(view.name)}</p>
          <h2 className="invite-form-heading">{t.formHeading}</h2>
          {form}
        </>
      );
      break;
    case 'registered':
      content = (
        <div className="invite-summary">
          <RegistrationSummary
            locale={locale}
            registration={view.registration}
            waiting={view.waiting}
            headingId={`${idPrefix}-thanks`}
            headingRef={headingRef}
            headingLevel={1}
          />
          {home}
        </div>
      );
      break;
    case 'form':
      content = (
        <>
          {heading(t.heading)}
          <p className="manage__intro">{t.intro(view.invitation.name)}</p>
          <p className="invite-note">{t.receptionNote}</p>
          <h2 className="invite-form-heading">{t.formHeading}</h2>
          {form}
          <section className="invite-decline" aria-labelledby={`${idPrefix}-decline`}>
            <h2 id={`${idPrefix}-decline`}>{t.declineHeading}</h2>
            <p>{t.declineText}</p>
            {declineError ? (
              <p className="reg-error reg-error--request" role="alert">
                {errorMessage(declineError, locale)}
              </p>
            ) : null}
            {view.confirmingDecline ? (
              <div className="manage-actions">
                <button
                  type="button"
                  className="reg-button reg-button--danger"
                  disabled={declining}
                  onClick={() => void decline()}
                >
                  {t.declineConfirm}
                </button>
                <button
                  type="button"
                  className="reg-button reg-button--secondary"
                  onClick={() => setView({ ...view, confirmingDecline: false })}
                >
                  {t.keep}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="reg-button reg-button--secondary"
                onClick={() => setView({ ...view, confirmingDecline: true })}
              >
                {t.decline}
              </button>
            )}
          </section>
        </>
      );
      break;
  }

  return (
    <LinkPageFrame locale={locale} className="invite">
      {content}
    </LinkPageFrame>
  );
}
