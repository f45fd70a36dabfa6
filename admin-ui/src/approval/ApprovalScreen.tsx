/**
 * Managers' approval screen: the policy (off, every registration, or some business types), the
 * counts, and the queue of registrations under review, oldest first, as cards with a checkbox each;
 * bulk approve or decline (each confirmed, naming the count), with an optional reason in both
 * languages. The decided views (declined, approved by a manager) show each decision with its
 * reason, who made it and when; a declined registration can be approved later, an approved one
 * stays approved (it holds places).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  APPROVAL_MODES,
  type ApprovalDecision,
  type ApprovalPolicy,
  BUSINESS_TYPE_CODES,
  type Registrant,
  type RegistrationStatus,
  businessTypeLabel,
} from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { COMMON_TEXT } from '../components/commonText';
import { ApprovalCard } from './ApprovalCard';
import { createApprovalApi } from './approvalApi';
import { APPROVAL_TEXT } from './approvalText';
import '../components/screenPage.css';
import './ApprovalScreen.css';

type Message = { kind: 'status' | 'alert'; text: string } | null;

export function ApprovalScreen() {
  const { client, locale, token, edition } = useAdmin();
  const t = APPROVAL_TEXT[locale];
  const id = useId();
  const api = useMemo(() => createApprovalApi(client), [client]);
  // A past edition's decisions are history: shown, never changed.
  const readOnly = edition.readOnly;
  const [showing, setShowing] = useState<RegistrationStatus>('pending');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reason, setReason] = useState({ en: '', ko: '' });
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ApprovalDecision | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const alert = useCallback((text: string) => setMessage({ kind: 'alert', text }), []);
  const loadBoth = useCallback(async () => {
    const [p, r] = await Promise.all([api.policy(token), api.registrants(token)]);
    if (!p.ok) return p;
    if (!r.ok) return r;
    return { ok: true as const, value: { policy: p.value, registrants: r.value } };
  }, [api, token]);
  const { data, setData, reload: load, fail } = useAdminLoad(loadBoth, alert);
  const policy = data?.policy ?? null;
  const registrants: Registrant[] | null = data?.registrants ?? null;
  const setPolicy = (next: ApprovalPolicy) =>
    setData((previous) => (previous ? { ...previous, policy: next } : previous));

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const counts = useMemo(() => {
    const c = { pending: 0, approved: 0, declined: 0 };
    for (const r of registrants ?? []) c[r.status] += 1;
    return c;
  }, [registrants]);

  // Under review: oldest first, the registration order (ids grow with time). Decided: the latest
  // decision first; the approved view lists those a manager approved (not everyone approved at once).
  const queue = useMemo(() => {
    const shown = (registrants ?? []).filter(
      (r) => r.status === showing && (showing !== 'approved' || r.decision !== undefined),
    );
    return showing === 'pending'
      ? shown.sort((a, b) => a.id - b.id)
      : shown.sort((a, b) => (b.decision?.at ?? '').localeCompare(a.decision?.at ?? '') || a.id - b.id);
  }, [registrants, showing]);
  // What the view can decide: the queue either way; a declined person may be approved; approval is final.
  const decidable = !readOnly && showing !== 'approved';
  const chosen = queue.filter((r) => selected.has(r.id)).map((r) => r.id);

  async function savePolicy() {
    if (!policy) return;
    setBusy(true);
    const result = await api.savePolicy(token, policy);
    setBusy(false);
    if (!result.ok) return fail(result);
    setPolicy(result.value);
    setMessage({ kind: 'status', text: t.policySaved });
  }

  async function decide(decision: ApprovalDecision) {
    if (chosen.length === 0) return;
    setBusy(true);
    const given = { ...(reason.en.trim() ? { en: reason.en } : {}), ...(reason.ko.trim() ? { ko: reason.ko } : {}) };
    const result = await api.decide(
      token,
      chosen,
      decision,
      decision === 'decline' && Object.keys(given).length > 0 ? given : undefined,
    );
    setBusy(false);
    setConfirming(null);
    if (!result.ok) return fail(result);
    const { approved, declined, skipped } = result.value;
    setMessage({ kind: 'status', text: t.done(approved.length, declined.length, skipped.length) });
    setSelected(new Set());
    if (decision === 'decline') setReason({ en: '', ko: '' });
    await load();
  }

  const toggle = (registrantId: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(registrantId);
      else next.delete(registrantId);
      return next;
    });

  return (
    <section className="admin-approval" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-approval__intro">{t.intro}</p>
      <div className={message?.kind === 'alert' ? 'admin-alert' : 'admin-notice'} role={message?.kind ?? 'status'}>
        {message?.text}
      </div>
      {!policy || !registrants ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <>
          <form
            className="admin-approval__panel"
            onSubmit={(event) => {
              event.preventDefault();
              void savePolicy();
            }}
          >
            <fieldset disabled={readOnly}>
              <legend>{t.policyHeading}</legend>
              {APPROVAL_MODES.map((mode) => (
                <label className="admin-approval__option" key={mode}>
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={mode}
                    checked={policy.mode === mode}
                    onChange={() => setPolicy({ ...policy, mode })}
                  />
                  <span>{t.modes[mode]}</span>
                </label>
              ))}
              {policy.mode === 'biztypes' ? (
                <div className="admin-approval__types">
                  {BUSINESS_TYPE_CODES.map((code) => (
                    <label className="admin-approval__option" key={code}>
                      <input
                        type="checkbox"
                        checked={policy.biztypes.includes(code)}
                        onChange={(event) =>
                          setPolicy({
                            ...policy,
                            biztypes: event.target.checked
                              ? [...policy.biztypes, code]
                              : policy.biztypes.filter((other) => other !== code),
                          })
                        }
                      />
                      <span>{businessTypeLabel(code, locale)}</span>
                    </label>
                  ))}
                </div>
              ) : null}
            </fieldset>
            {readOnly ? null : (
              <button type="submit" className="admin-button admin-button--secondary" disabled={busy}>
                {t.savePolicy}
              </button>
            )}
          </form>

          <p className="admin-approval__counts">{t.counts(counts)}</p>

          <div className="admin-approval__toolbar">
            <label>
              {t.show}{' '}
              <select
                value={showing}
                onChange={(event) => {
                  const value = event.target.value;
                  setShowing(value === 'declined' || value === 'approved' ? value : 'pending');
                  setSelected(new Set());
                }}
              >
                <option value="pending">{t.showPending}</option>
                <option value="declined">{t.showDeclined}</option>
                <option value="approved">{t.showApproved}</option>
              </select>
            </label>
            {queue.length > 0 && decidable ? (
              <label className="admin-approval__option">
                <input
                  type="checkbox"
                  checked={chosen.length === queue.length}
                  onChange={(event) => setSelected(event.target.checked ? new Set(queue.map((r) => r.id)) : new Set())}
                />
                <span>{t.selectAll}</span>
              </label>
            ) : null}
          </div>

          {queue.length === 0 ? (
            <p className="admin-approval__empty">{showing === 'pending' ? t.empty : t.emptyDecided}</p>
          ) : (
            <ul className="admin-approval__queue">
              {queue.map((registrant) => (
                <ApprovalCard
                  key={registrant.id}
                  registrant={registrant}
                  locale={locale}
                  sessions={edition.sessions}
                  {...(decidable
                    ? {
                        selection: {
                          checked: selected.has(registrant.id),
                          onChange: (on: boolean) => toggle(registrant.id, on),
                        },
                      }
                    : {})}
                />
              ))}
            </ul>
          )}

          {!decidable ? null : (
            <>
              <fieldset className="admin-approval__reason" hidden={showing !== 'pending'}>
                <legend>{t.reasonHeading}</legend>
                <label>
                  {t.reasonEn}
                  <textarea
                    rows={2}
                    maxLength={500}
                    value={reason.en}
                    onChange={(event) => setReason({ ...reason, en: event.target.value })}
                  />
                </label>
                <label>
                  {t.reasonKo}
                  <textarea
                    rows={2}
                    maxLength={500}
                    value={reason.ko}
                    onChange={(event) => setReason({ ...reason, ko: event.target.value })}
                  />
                </label>
              </fieldset>

              <div className="admin-approval__actions">
                <button
                  type="button"
                  className="admin-button admin-button--primary"
                  disabled={busy || chosen.length === 0}
                  onClick={() => setConfirming('approve')}
                >
                  {t.approve(chosen.length)}
                </button>
                {showing === 'pending' ? (
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    disabled={busy || chosen.length === 0}
                    onClick={() => setConfirming('decline')}
                  >
                    {t.decline(chosen.length)}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </>
      )}
      {confirming === 'approve' ? (
        <ConfirmDialog
          title={t.confirmApprove(chosen.length)}
          confirmLabel={t.approve(chosen.length)}
          cancelLabel={COMMON_TEXT[locale].cancel}
          busy={busy}
          busyLabel={t.loading}
          tone="primary"
          onConfirm={() => void decide('approve')}
          onCancel={() => setConfirming(null)}
        >
          <p>{t.confirmApproveText}</p>
        </ConfirmDialog>
      ) : null}
      {confirming === 'decline' ? (
        <ConfirmDialog
          title={t.confirmDecline(chosen.length)}
          confirmLabel={t.decline(chosen.length)}
          cancelLabel={COMMON_TEXT[locale].cancel}
          busy={busy}
          busyLabel={t.loading}
          onConfirm={() => void decide('decline')}
          onCancel={() => setConfirming(null)}
        >
          <p>{t.confirmDeclineText}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
