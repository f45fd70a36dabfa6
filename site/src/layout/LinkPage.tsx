/**
 * The frame of a page behind a personal link (the manage page `/registration/<token>`, the
 * invitation `/invite/<token>`): the page in its language, its focusable title (moved to when the
 * view changes), the loading line, the "could not load" state with its retry, and the way home.
 * Both pages load what the link names and show the same states around their own content. Its
 * classes are in manage/ManagePage.css and registration/RegistrationModal.css, which the pages
 * import after their other parts (the order their rules cascade in).
 */
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { type ApiErrorCode, type Locale, errorMessage } from '@forum/shared';
import { homePathFor } from '../navigation/locale';

export function LinkPageFrame(props: { locale: Locale; className?: string; children: ReactNode }) {
  return (
    <div className={props.className ? `manage ${props.className}` : 'manage'} lang={props.locale}>
      {props.children}
    </div>
  );
}

/** The page's title: focusable, so focus can move to where new content starts. */
export function LinkPageHeading({ text, headingRef }: { text: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <h1 ref={headingRef} tabIndex={-1} className="manage__title">
      {text}
    </h1>
  );
}

export function LinkPageLoading(props: { text: string }) {
  return (
    <p className="manage-loading" role="status">
      {props.text}
    </p>
  );
}

/** The link could not be read (not a 404): why, in the visitor's language, and a way to try again. */
export function LinkPageFailed(props: {
  locale: Locale;
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
  code: ApiErrorCode;
  words: { loadFailed: string; retry: string };
  onRetry: () => void;
}) {
  return (
    <>
      <LinkPageHeading text={props.heading} headingRef={props.headingRef} />
      <p className="reg-error reg-error--request" role="alert">
        {props.words.loadFailed} {errorMessage(props.code, props.locale)}
      </p>
      <button type="button" className="reg-button reg-button--secondary" onClick={props.onRetry}>
        {props.words.retry}
      </button>
    </>
  );
}

/** Back to the landing page in the page's language; `asButton`: as the page's one main action. */
export function HomeLink(props: { locale: Locale; label: string; asButton?: boolean }) {
  return (
    <p className="manage-home">
      <Link
        {...(props.asButton ? { className: 'reg-button reg-button--primary manage-home__link' } : {})}
        to={homePathFor(props.locale)}
      >
        {props.label}
      </Link>
    </p>
  );
}
