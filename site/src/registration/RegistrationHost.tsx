/**
 * The registration modal's foothold in the landing bundle, kept tiny on purpose: it waits for the
 * `openRegistrationModal` window event (fired by the header menu, the call to action and the
 * footer), loads the modal's chunk on first use, and gives focus back to whatever opened it.
 */
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@forum/shared';
import { OPEN_REGISTRATION_EVENT } from '../navigation/registrationEvent';
import type { RegistrationModalProps } from './RegistrationModal';

type ModalComponent = ComponentType<RegistrationModalProps>;

// One load per page; a failed load (offline, a deploy replaced the chunk) is retried next time.
let modalLoad: Promise<ModalComponent> | null = null;
function loadModal(): Promise<ModalComponent> {
  modalLoad ??= import('./RegistrationModal').then(
    (module) => module.default,
    (error: unknown) => {
      modalLoad = null;
      throw error;
    },
  );
  return modalLoad;
}

const LOAD_FAILED: Record<Locale, string> = {
  en: 'The registration form could not be loaded. Please check your connection and try again.',
  ko: '사전등록 양식을 불러오지 못했습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
};

const noticeStyle = {
  position: 'fixed',
  insetInline: '16px',
  bottom: '16px',
  zIndex: 1000,
  margin: '0 auto',
  maxWidth: '480px',
  padding: '12px 16px',
  borderRadius: '8px',
  background: '#1f2937',
  color: '#fff',
} as const;

export default function RegistrationHost({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function onOpen() {
      if (!opener.current) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      setLoadFailed(false);
      setOpen(true);
      loadModal().then(
        (component) => setModal(() => component),
        () => {
          setOpen(false);
          setLoadFailed(true);
        },
      );
    }
    window.addEventListener(OPEN_REGISTRATION_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_REGISTRATION_EVENT, onOpen);
  }, []);

  // Runs after the modal has unmounted (and released its focus trap), so the focus sticks.
  useEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  }, [open]);

  useEffect(() => {
    if (!loadFailed) return;
    const timer = setTimeout(() => setLoadFailed(false), 8000);
    return () => clearTimeout(timer);
  }, [loadFailed]);

  const close = useCallback(() => setOpen(false), []);

  if (loadFailed) {
    return (
      <p role="alert" style={noticeStyle}>
        {LOAD_FAILED[locale]}
      </p>
    );
  }
  return open && Modal ? <Modal locale={locale} onClose={close} /> : null;
}
