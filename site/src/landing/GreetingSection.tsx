import { useContent } from '../content/ContentContext';
import { Section } from './Section';
import './GreetingSection.css';

/** The mayor's invitation letter with photo and signature (anchor #greeting). */
export function GreetingSection() {
  const { greeting } = useContent();
  return (
    <Section id="greeting" heading={greeting.heading}>
      <div className="greeting">
        <figure className="greeting__photo">
          <img
            src={greeting.photo.src}
            alt={greeting.photo.alt}
            width={greeting.photo.width}
            height={greeting.photo.height}
            loading="lazy"
            decoding="async"
          />
        </figure>
        <div className="greeting__letter">
          <p className="greeting__salutation">{greeting.salutation}</p>
          {greeting.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="greeting__closing">{greeting.closing}</p>
          <div className="greeting__signature">
            <img
              src={greeting.signature.src}
              alt={greeting.signature.alt}
              width={greeting.signature.width}
              height={greeting.signature.height}
              loading="lazy"
              decoding="async"
            />
            <p>
              <span className="greeting__role">{greeting.signatureRole}</span>{' '}
              <strong className="greeting__name">{greeting.signatureName}</strong>
            </p>
          </div>
        </div>
      </div>
    </Section>
  );
}
