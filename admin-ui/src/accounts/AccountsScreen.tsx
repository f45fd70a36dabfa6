/**
 * Managers' Accounts screen: add an admin (a one-time initial password, shown once), change a role,
 * disable or enable, reset an authenticator. The server records each change in the access log and
 * refuses one that would leave no active manager (shown as a message here).
 */
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type AdminAccount, type AdminRole, errorMessage, fieldErrorMessage, formatKoreaDateTime } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import type { ApiResult } from '../lib/apiClient';
import { ROLE_WORDS } from '../lib/roleWords';
import { createAccountsApi } from './accountsApi';
import { COMMON_TEXT } from '../components/commonText';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ACCOUNTS_TEXT } from './accountsText';
import '../components/table.css';
import '../components/screenPage.css';
import './AccountsScreen.css';

type Message = { kind: 'status'; text: string; password?: string } | { kind: 'alert'; text: string };

export function AccountsScreen() {
  const { client, locale, token, account: self, onSessionEnded } = useAdmin();
  const api = useMemo(() => createAccountsApi(client), [client]);
  const t = ACCOUNTS_TEXT[locale];
  const roles = ROLE_WORDS[locale];
  const id = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('staff');
  const [busy, setBusy] = useState(false);
  const [resetting, setResetting] = useState<AdminAccount | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const { data: accounts, setData: setAccounts } = useAdminLoad(
    useCallback(() => api.listAccounts(token), [api, token]),
    useCallback((text: string) => setMessage({ kind: 'alert', text }), []),
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  /** Runs a change; on success the row is replaced and `done` says what happened. */
  async function apply(work: () => Promise<ApiResult<AdminAccount>>, done: (account: AdminAccount) => string) {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (result.ok) {
      setAccounts(
        (previous) => previous?.map((account) => (account.id === result.value.id ? result.value : account)) ?? null,
      );
      setMessage({ kind: 'status', text: done(result.value) });
    } else if (result.status === 401) {
      onSessionEnded(result.code);
    } else {
      setMessage({ kind: 'alert', text: errorMessage(result.code, locale) });
    }
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await api.createAccount(token, email.trim(), role);
    setBusy(false);
    if (result.ok) {
      setAccounts((previous) => [...(previous ?? []), result.value.account]);
      setMessage({
        kind: 'status',
        text: t.created(result.value.account.email),
        password: result.value.initialPassword,
      });
      setEmail('');
    } else if (result.status === 401) {
      onSessionEnded(result.code);
    } else {
      const field = result.fields?.email;
      setMessage({ kind: 'alert', text: field ? fieldErrorMessage(field, locale) : errorMessage(result.code, locale) });
    }
  }

  return (
    <section className="admin-accounts" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.accountsHeading}
      </h1>
      <p className="admin-accounts__intro">{t.accountsIntro}</p>

      <div ref={messageRef} tabIndex={-1} className="admin-notice" role="status">
        {message?.kind === 'status' ? message.text : null}
        {message?.kind === 'status' && message.password ? (
          <span className="admin-accounts__password">
            {t.initialPassword}: <code lang="en">{message.password}</code>
            <span className="admin-accounts__note">{t.initialPasswordNote}</span>
          </span>
        ) : null}
      </div>
      <div className="admin-alert" role="alert">
        {message?.kind === 'alert' ? message.text : null}
      </div>

      <form
        className="admin-accounts__invite"
        onSubmit={(event) => void invite(event)}
        aria-labelledby={`${id}-invite`}
      >
        <h2 id={`${id}-invite`}>{t.inviteHeading}</h2>
        <div className="admin-accounts__fields">
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor={`${id}-role`}>{t.role}</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value === 'manager' ? 'manager' : 'staff')}
          >
            <option value="staff">{roles.staff}</option>
            <option value="manager">{roles.manager}</option>
          </select>
        </div>
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {t.createAccount}
        </button>
      </form>

      {!accounts ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {t.loadingAccounts}
        </p>
      ) : (
        <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="admin-table admin-table--cards admin-accounts__table">
            <caption id={`${id}-caption`}>{t.accountsTable}</caption>
            <thead>
              <tr>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.authenticator}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.lastLogin}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.email}{' '}
                    {account.id === self.id ? <span className="admin-accounts__you">{t.you}</span> : null}
                  </th>
                  <td data-label={t.role}>{roles[account.role]}</td>
                  <td data-label={t.authenticator}>{account.enrolled ? t.enrolled : t.notEnrolled}</td>
                  <td data-label={t.state}>{account.disabled ? t.disabled : t.active}</td>
                  <td data-label={t.lastLogin}>
                    {account.lastLoginAt ? formatKoreaDateTime(account.lastLoginAt) : t.never}
                  </td>
                  <td className="admin-table__actions">
                    <div className="admin-accounts__actions">
                      <button
                        type="button"
                        className="admin-edit"
                        disabled={busy}
                        onClick={() =>
                          void apply(
                            () =>
                              api.updateAccount(token, account.id, {
                                role: account.role === 'manager' ? 'staff' : 'manager',
                              }),
                            (a) => t.changed(a.email),
                          )
                        }
                      >
                        {account.role === 'manager' ? t.makeStaff : t.makeManager}{' '}
                        <span className="visually-hidden">{account.email}</span>
                      </button>
                      <button
                        type="button"
                        className="admin-edit"
                        disabled={busy}
                        onClick={() =>
                          void apply(
                            () => api.updateAccount(token, account.id, { disabled: !account.disabled }),
                            (a) => t.changed(a.email),
                          )
                        }
                      >
                        {account.disabled ? t.enable : t.disable}{' '}
                        <span className="visually-hidden">{account.email}</span>
                      </button>
                      <button
                        type="button"
                        className="admin-edit"
                        disabled={busy || !account.enrolled}
                        onClick={() => setResetting(account)}
                      >
                        {t.resetOtp} <span className="visually-hidden">{account.email}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {resetting ? (
        <ConfirmDialog
          title={t.resetOtpTitle}
          confirmLabel={t.reset}
          cancelLabel={COMMON_TEXT[locale].cancel}
          busy={busy}
          busyLabel={t.resetting}
          onCancel={() => setResetting(null)}
          onConfirm={() =>
            void apply(
              () => api.resetAccountOtp(token, resetting.id),
              (a) => t.changed(a.email),
            ).finally(() => setResetting(null))
          }
        >
          <p>{t.resetOtpBody(resetting.email)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
