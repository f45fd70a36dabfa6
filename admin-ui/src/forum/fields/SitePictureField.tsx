/**
 * A picture of the site (a logo, the letter's photo or signature): the picture field on its `src`,
 * keeping the size the server answered beside it, since the site reserves the picture's space from
 * the document before the file arrives. A site picture is never removed, only replaced. Its
 * problems (no picture, a size out of range) show with it.
 */
import type { MediaUse, SitePicture } from '@forum/shared';
import { useEditor } from '../editorContext';
import { FieldProblems } from './Fields';
import { PictureField } from './PictureField';
import { SITE_PICTURE_TEXT } from './pictureText';

export interface SitePictureFieldProps {
  /** Where the picture's `src`, `width` and `height` live (an investor's entry is its picture). */
  path: string;
  label: string;
  picture: SitePicture;
  use: Extract<MediaUse, 'logo' | 'portrait' | 'picture'>;
  subject: string;
  compact?: boolean;
  dark?: boolean;
}

export function SitePictureField({ path, label, picture, use, subject, compact, dark }: SitePictureFieldProps) {
  const { dispatch, locale } = useEditor();
  return (
    <div className="forum-site-picture">
      <PictureField
        path={`${path}.src`}
        label={label}
        value={picture.src || undefined}
        use={use}
        subject={subject}
        words={SITE_PICTURE_TEXT[locale][use === 'logo' ? 'logo' : 'picture']}
        size={{ width: picture.width, height: picture.height }}
        optional={false}
        compact={compact}
        shape="box"
        dark={dark}
        // Each key set on its own: whatever else of the entry was typed while the file went up stays.
        onUploaded={(media) => {
          dispatch({ type: 'set', path: `${path}.width`, value: media.width });
          dispatch({ type: 'set', path: `${path}.height`, value: media.height });
          dispatch({ type: 'set', path: `${path}.src`, value: media.url });
        }}
      />
      <FieldProblems path={`${path}.width`} />
      <FieldProblems path={`${path}.height`} />
    </div>
  );
}
