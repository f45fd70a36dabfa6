/**
 * The registration modal's foothold, kept tiny on purpose: it waits for the `openRegistrationModal`
 * window event (fired by the header menu, the call-to-action buttons and the footer), loads the
 * modal's chunk on first use (saying so while it loads), and gives focus back to whatever opened
 * it. While the dialog is open it has an entry in the browser's history, so Back closes the dialog
 * (keeping what was typed) instead of leaving the page.
 *
 * On the landing page the early script shows the dialog's shell the moment Register is pressed
 * (`shell`); this host then opens in a transition and its dialog takes the shell's place in the
 * same frame (islands/mountRegistration.tsx).
 */
import { type ComponentType, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '@forum/shared';
import { OPEN_REGISTRATION_EVENT, type OpenRegistrationDetail } from '../navigation/registrationEvent';
import { DIALOG_FRAME_TEXT } from './dialogFrameText';
import type { RegistrationModalProps } from './RegistrationModal';

type ModalComponent = ComponentType<RegistrationModalProps>;

// Stylesheets and module preloads that failed (a moment offline). Vite's loader remembers a failed
// stylesheet as done and never asks for it again, so a retry does that itself; otherwise the form
// would come back without its styles. Module scripts the browser fetches again by itself.
const failedLinks = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement) failedLinks.add(event.target);
    },
    true,
  );
}

function retryFailedLinks(): Promise<unknown> {
  const links = [...failedLinks];
  failedLinks.clear();
  return Promise.all(
    links.map((link) => {
      if (link.rel !== 'stylesheet') {
        link.remove();
        return undefined;
      }
      const fresh = link.cloneNode() as HTMLLinkElement;
      const settled = new Promise<void>((resolve, reject) => {
        fresh.addEventListener('load', () => resolve(), { once: true });
        fresh.addEventListener('error', () => reject(new Error(`stylesheet ${fresh.href} failed`)), { once: true });
      });
      link.replaceWith(fresh);
      return settled;
    }),
  );
}

async function importModal(): Promise<ModalComponent> {
  await retryFailedLinks();
  const module = await import('./RegistrationModal');
  return module.default;
}

// One load per page; a failed load (offline, a deploy replaced the chunk) is retried next time.
let modalLoad: Promise<ModalComponent> | null = null;
let loadedModal: ModalComponent | null = null;
export function loadModal(): Promise<ModalComponent> {
  if (modalLoad) return modalLoad;
  const attempt = importModal();
  modalLoad = attempt;
  attempt.then(
    (component) => {
      loadedModal = component;
    },
    () => {
      if (modalLoad === attempt) modalLoad = null;
    },
  );
  return attempt;
}

/** The landing page's dialog shell (islands/landingGlobal.ts), as far as the host uses it. */
export interface DialogShell {
  shell: { opener: HTMLElement | null } | null;
  closeShell(handOff?: boolean): void;
}

/**
 * The open dialog adds a history entry after the page's own, and marks both with the same value
 * (one value per opening): Back from the dialog's entry lands on the page's entry, which is how
 * a Back is told apart from, say, a link to a #fragment that adds an entry of its own.
 */
const DIALOG_ENTRY = 'forumRegistrationDialog';
const PAGE_ENTRY = 'forumRegistrationPage';

function historyMark(key: string): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;
}

function withMark(key: string, id: number): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(typeof state === 'object' && state !== null ? state : {}), [key]: id };
}

export default function RegistrationHost({ locale, shell }: { locale: Locale; shell?: DialogShell }) {
  // Mounted while the shell is showing: the dialog opens at once (its first render takes the shell's place).
  const [open, setOpen] = useState(() => shell?.shell != null);
  const [Modal, setModal] = useState<ModalComponent | null>(() => loadedModal);
  const [loadFailed, setLoadFailed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const historyEntry = useRef<number | null>(null);
  // Set while closing moves the history: the browser then focuses the URL's #fragment target (a
  // landing section), after which focus is put back on the opener once more.
  const historyMove = useRef(false);
  const refocusAfterMove = useRef<HTMLElement | null>(null);
  // The shell showing when this host was mounted: the dialog it opens with was opened from there.
  const [shellAtMount] = useState(() => shell?.shell ?? null);
  const initialShell = useRef(shellAtMount);
  // Set when an opening began with the shell showing: the dialog's first commit replaces it.
  const replacesShell = useRef(shellAtMount !== null);

  // Closing from the dialog itself (Escape, Cancel, X, Close) also takes its history entry away.
  const close = useCallback(() => {
    // Closed in the moment between taking the shell's place and the effect that adopts its
    // opening (an Escape right after the hand-over, on a busy phone): that opening is over, so the
    // effect must not open the dialog again, and focus goes back to the shell's opener.
    const pending = initialShell.current;
    if (pending) {
      initialShell.current = null;
      opener.current ??= pending.opener;
    }
    const entry = historyEntry.current;
    historyEntry.current = null;
    if (entry !== null && historyMark(DIALOG_ENTRY) === entry) {
      historyMove.current = true;
      window.history.back();
    }
    setOpen(false);
  }, []);

  useEffect(() => {
    function openDialog(given: HTMLElement | null | undefined) {
      if (!opener.current) {
        const active = document.activeElement;
        opener.current = given ?? (active instanceof HTMLElement && active !== document.body ? active : null);
      }
      if (historyEntry.current === null) {
        // Going back to the page's entry restores the scroll position it has now.
        const id = Date.now() + Math.random();
        // Both keep the state already there (react-router's, on the routed pages).
        window.history.replaceState(withMark(PAGE_ENTRY, id), '');
        window.history.pushState(withMark(DIALOG_ENTRY, id), '');
        historyEntry.current = id;
      }
      setLoadFailed(false);
      if (shell?.shell) {
        // The shell answers the tap; the form is rendered behind it (in slices where React runs it).
        replacesShell.current = true;
        startTransition(() => setOpen(true));
      } else setOpen(true);
      loadModal().then(
        (component) => setModal(() => component),
        () => {
          close();
          setLoadFailed(true);
        },
      );
    }
    function onOpen(event: Event) {
      openDialog((event as CustomEvent<OpenRegistrationDetail | null>).detail?.opener);
    }
    // The shell this host was mounted under, or one opened while it was mounting: that opening's
    // event came before this listener, and the shell is waiting for a dialog to take its place.
    const adopted = initialShell.current ?? shell?.shell ?? null;
    initialShell.current = null;
    if (adopted) openDialog(adopted.opener);
    window.addEventListener(OPEN_REGISTRATION_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_REGISTRATION_EVENT, onOpen);
  }, [close, shell]);

  // The dialog's first commit: it takes the shell's place before the frame is painted. A shell
  // closed in the meantime (Escape while the form was on its way) closes the dialog too.
  useLayoutEffect(() => {
    if (!open || !Modal || !replacesShell.current) return;
    replacesShell.current = false;
    if (shell?.shell) shell.closeShell(true);
    else {
      // Focus goes back to whoever opened the shell (this dialog's first commit had taken it).
      opener.current ??= shellAtMount?.opener ?? null;
      initialShell.current = null;
      // The shell lives outside React and was closed before this commit: the dialog must not
      // appear, and closing here (before the paint) keeps it from flashing up.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      close();
    }
  }, [open, Modal, shell, close, shellAtMount]);

  // Back (a move from the dialog's entry to the page's) closes it; what was typed stays in the store.
  useEffect(() => {
    function onPopState() {
      const entry = historyEntry.current;
      if (entry !== null && historyMark(PAGE_ENTRY) === entry && historyMark(DIALOG_ENTRY) !== entry) {
        historyEntry.current = null;
        historyMove.current = true;
        setOpen(false);
      }
      if (!historyMove.current) return;
      setTimeout(() => {
        historyMove.current = false;
        const element = refocusAfterMove.current;
        refocusAfterMove.current = null;
        if (element?.isConnected && document.activeElement !== element) element.focus();
      }, 0);
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Escape while the form is still loading gives up waiting.
  const loading = open && !Modal;
  useEffect(() => {
    if (!loading) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loading, close]);

  // Runs after the modal has unmounted (and released its focus trap), so the focus sticks.
  useEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
    if (historyMove.current) refocusAfterMove.current = element;
  }, [open]);

  useEffect(() => {
    if (!loadFailed) return;
    const timer = setTimeout(() => setLoadFailed(false), 8000);
    return () => clearTimeout(timer);
  }, [loadFailed]);

  if (loadFailed) {
    return (
      <p role="alert" className="reg-host-notice">
        {DIALOG_FRAME_TEXT[locale].loadFailed}
      </p>
    );
  }
  if (!open) return null;
  if (!Modal) {
    return (
      <div className="reg-host-loading" role="status">
        <span className="reg-host-spinner" aria-hidden="true" />
        <span>{DIALOG_FRAME_TEXT[locale].loading}</span>
      </div>
    );
  }
  return <Modal locale={locale} onClose={close} />;
}
