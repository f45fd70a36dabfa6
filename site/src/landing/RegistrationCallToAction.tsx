import { useContent } from '../content/ContentContext';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';
import { nextForumText } from '../siteInfo/nextForum';

/**
 * The registration section's call to action. When the API says the registration window is closed,
 * the seed's 'registration closed' notice takes the button's place; once the forum has ended, the
 * ended notice (with the next forum's dates when they are published) does. Both are always in the markup
 * (one hidden), so on the landing page, which is not hydrated, the islands can swap them without
 * React (data-when-registration), and the early script opens the dialog (data-opens-registration).
 */
export function RegistrationCallToAction() {
  const { locale, registration } = useContent();
  const { registrationOpen, forumEnded, nextForum } = useSiteInfo();
  const ended = forumEnded === true;
  const closed = registrationOpen === false;
  return (
    <div className="registration-cta">
      <div className="registration-cta__closed" role="status" hidden={!ended} data-when-registration="ended">
        <p className="registration-cta__closed-title">{registration.endedTitle}</p>
        <p>{registration.endedText}</p>
        <p data-next-forum={registration.endedNext} hidden={!nextForum}>
          {nextForum ? nextForumText(registration.endedNext, nextForum, locale) : ''}
        </p>
      </div>
      <div className="registration-cta__closed" role="status" hidden={!closed || ended} data-when-registration="closed">
        <p className="registration-cta__closed-title">{registration.closedTitle}</p>
        <p>{registration.closedText}</p>
      </div>
      <p className="registration-cta__text" hidden={closed} data-when-registration="open">
        {registration.text}
      </p>
      <button
        type="button"
        className="button registration-cta__button"
        hidden={closed}
        data-when-registration="open"
        data-opens-registration=""
        onClick={(event) => openRegistrationModal(event.currentTarget)}
      >
        {registration.button}
      </button>
    </div>
  );
}
