/**
 * A picture of the document (a speaker's photo): uploaded to the server, which answers its url and
 * size; the url is what the document keeps. Shows the picture with its width and height, replaces
 * or removes it, and says why a file was refused in the organiser's language. Read-only: the
 * picture alone.
 */
import { useId, useRef, useState } from 'react';
import type { MediaUse } from '@forum/shared';
import { useAdmin } from '../../lib/adminContext';
import { fieldId, useEditor } from '../editorContext';
import { pictureSource, uploadMedia } from '../mediaApi';
import { FieldProblems } from './Fields';
import { PICTURE_TEXT } from './pictureText';
import './PictureField.css';

export interface PictureFieldProps {
  path: string;
  label: string;
  value: string | undefined;
  use: MediaUse;
  /** Who or what the picture shows, for its alternative text in the form. */
  subject: string;
}

interface Size {
  width: number;
  height: number;
}

export function PictureField({ path, label, value, use, subject }: PictureFieldProps) {
  const { client, token, locale, onSessionEnded } = useAdmin();
  const { dispatch, readOnly } = useEditor();
  const p = PICTURE_TEXT[locale];
  const id = fieldId(path);
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The size the server answered; for a picture already in the document, the one it loads with.
  const [size, setSize] = useState<(Size & { url: string }) | null>(null);
  const shownSize = size && size.url === value ? size : null;

  async function upload(file: File) {
    setBusy(true);
    setRefusal(null);
    const result = await uploadMedia(client, token, file, use, locale);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!result.ok) {
      if (result.code === 'unauthorized' || result.code === 'session_idle') onSessionEnded(result.code);
      setRefusal(result.message);
      return;
    }
    const { url, width, height } = result.media;
    setSize({ url, width, height });
    dispatch({ type: 'set', path, value: url });
  }

  return (
    <div className="forum-field forum-picture" id={id} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="forum-picture__label">
        {label}
      </span>
      <div className="forum-picture__body">
        {value ? (
          <figure className="forum-picture__figure">
            <img
              src={pictureSource(client, value)}
              alt={p.preview(subject)}
              width={shownSize?.width ?? 56}
              height={shownSize?.height ?? 56}
              className="forum-picture__image"
              onLoad={(event) => {
                const image = event.currentTarget;
                if (!shownSize && image.naturalWidth > 0)
                  setSize({ url: value, width: image.naturalWidth, height: image.naturalHeight });
              }}
            />
            {shownSize ? (
              <figcaption className="forum-picture__size">{p.size(shownSize.width, shownSize.height)}</figcaption>
            ) : null}
          </figure>
        ) : (
          <p className="forum-picture__none">{p.none}</p>
        )}
        {readOnly ? null : (
          <div className="forum-picture__actions">
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              className="visually-hidden"
              aria-describedby={`${id}-hint${refusal ? ` ${messageId}` : ''}`}
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <label htmlFor={`${id}-file`} className="admin-button admin-button--secondary forum-picture__choose">
              {busy ? p.uploading : value ? p.replace : p.choose}
            </label>
            {value ? (
              <button
                type="button"
                className="admin-button admin-button--quiet"
                disabled={busy}
                onClick={() => {
                  setRefusal(null);
                  dispatch({ type: 'set', path, value: undefined });
                }}
              >
                {p.remove} <span className="visually-hidden">{subject}</span>
              </button>
            ) : null}
          </div>
        )}
      </div>
      {readOnly ? null : (
        <p id={`${id}-hint`} className="forum-hint">
          {p.hint}
        </p>
      )}
      {refusal ? (
        <p id={messageId} className="forum-picture__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <FieldProblems path={path} />
    </div>
  );
}
