/**
 * A picture of the document (a speaker's photo, a logo, the letter's photo): uploaded to the
 * server, which answers its url and size; the url is what the document keeps (a site picture keeps
 * its size too: `onUploaded`). Shows the picture with its width and height, replaces or removes it,
 * and says why a file was refused in the organiser's language. Read-only: the picture alone.
 */
import { useId, useRef, useState } from 'react';
import type { MediaUse, UploadedMedia } from '@forum/shared';
import { useAdmin } from '../../lib/adminContext';
import { fieldId, useEditor } from '../editorContext';
import { pictureSource, uploadMedia } from '../mediaApi';
import { FieldProblems } from './Fields';
import { PICTURE_TEXT, type PictureWords } from './pictureText';
import './PictureField.css';

export interface PictureFieldProps {
  path: string;
  label: string;
  value: string | undefined;
  use: MediaUse;
  /** Who or what the picture shows, for its alternative text in the form. */
  subject: string;
  /** What the field says about its picture; a speaker's photo's words by default. */
  words?: PictureWords;
  /** The size the document keeps with the picture (a site picture), shown under it. */
  size?: Size;
  /** Instead of setting `path` to the url: what an upload does (a site picture keeps its size). */
  onUploaded?: (media: UploadedMedia) => void;
  /** False for a picture the site cannot do without (a logo): no Remove. */
  optional?: boolean;
  /** In a list's row: a smaller preview and no hint of its own (the list says it once). */
  compact?: boolean;
  /** A speaker's photo is drawn as the site draws it, a circle; a logo or the letter's pictures whole. */
  shape?: 'circle' | 'box';
  /** Light-on-dark artwork, previewed on the dark tile the site puts behind it. */
  dark?: boolean;
}

interface Size {
  width: number;
  height: number;
}

export function PictureField(props: PictureFieldProps) {
  const { path, label, value, use, subject, size: kept, onUploaded, optional = true, compact, dark } = props;
  const { client, token, locale, onSessionEnded } = useAdmin();
  const { dispatch, readOnly } = useEditor();
  const p = { ...PICTURE_TEXT[locale], ...props.words };
  const shape = props.shape ?? 'circle';
  const id = fieldId(path);
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The size the server answered; for a picture already in the document, the one it loads with.
  const [size, setSize] = useState<(Size & { url: string }) | null>(null);
  const shownSize = kept && kept.width > 0 ? kept : size && size.url === value ? size : null;
  const hinted = !readOnly && !compact;

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
    if (onUploaded) onUploaded(result.media);
    else dispatch({ type: 'set', path, value: url });
  }

  return (
    <div
      className={`forum-field forum-picture forum-picture--${shape}${compact ? ' forum-picture--compact' : ''}`}
      id={id}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      {/* In a list's row the row says what the picture is; the group keeps its name for a screen reader. */}
      <span id={`${id}-label`} className={compact ? 'visually-hidden' : 'forum-picture__label'}>
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
              loading="lazy"
              className={dark ? 'forum-picture__image forum-picture__image--dark' : 'forum-picture__image'}
              onLoad={(event) => {
                const image = event.currentTarget;
                if (!shownSize && image.naturalWidth > 0)
                  setSize({ url: value, width: image.naturalWidth, height: image.naturalHeight });
              }}
            />
            {shownSize && !compact ? (
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
              aria-describedby={
                [hinted ? `${id}-hint` : '', refusal ? messageId : ''].filter(Boolean).join(' ') || undefined
              }
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <label htmlFor={`${id}-file`} className="admin-button admin-button--secondary forum-picture__choose">
              {busy ? p.uploading : value ? p.replace : p.choose}
              {/* A list's rows each have one: the hidden name tells them apart for a screen reader. */}
              {compact ? <span className="visually-hidden"> {subject}</span> : null}
            </label>
            {value && optional ? (
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
      {hinted ? (
        <p id={`${id}-hint`} className="forum-hint">
          {p.hint}
        </p>
      ) : null}
      {refusal ? (
        <p id={messageId} className="forum-picture__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <FieldProblems path={path} />
    </div>
  );
}
