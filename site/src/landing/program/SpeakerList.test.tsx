/**
 * A speaker's photo as the site draws it: an uploaded picture's /media/ url as it is in the
 * edition, sized (width and height, so nothing moves when it arrives) and lazy (the programme is
 * below the fold); no photo shows the placeholder silhouette.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentProvider } from '../../content/ContentContext';
import { SPEAKER_PLACEHOLDER, SpeakerList } from './SpeakerList';

const UPLOADED = `/media/${'c'.repeat(64)}.jpg`;

describe('speaker photos', () => {
  it('shows an uploaded photo by its /media/ url, sized and lazy; the placeholder without one', () => {
    const { container } = render(
      <ContentProvider locale="en">
        <SpeakerList
          speakers={[
            { image: UPLOADED, name: 'Kim Minjun', title: 'Partner', affiliation: 'Sample Capital', panel: true },
            { name: 'Lee Seoyeon', title: 'Director', affiliation: 'Busan', panel: false },
          ]}
        />
      </ContentProvider>,
    );
    const [uploaded, placeholder] = [...container.querySelectorAll('img')];
    expect(uploaded).toHaveAttribute('src', UPLOADED);
    expect(placeholder).toHaveAttribute('src', SPEAKER_PLACEHOLDER);
    for (const image of [uploaded, placeholder]) {
      expect(image).toHaveAttribute('width', '56');
      expect(image).toHaveAttribute('height', '56');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByText('Kim Minjun')).toBeInTheDocument();
  });
});
