// "Rematch" on the result of a random 1v1 between two people: the player's yes, the rival's offer
// (announced as it arrives), and the wait for the rival. Renders the rematch machine's state only;
// when the rematch happens or falls through, the battle moves on by itself.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { randomRematch } from '../../../machines/random-rematch.ts';

type RematchActorRef = ActorRefFrom<typeof randomRematch>;

export function RandomRematch({ rematch, rivalName }: { rematch: RematchActorRef; rivalName: string }) {
  const { t } = useTranslation('battle');
  const phase = useSelector(rematch, (s) => {
    if (s.matches({ following: { answer: 'invited' } })) return 'invited';
    if (s.matches({ following: { answer: 'open' } })) return 'open';
    if (s.matches({ following: { answer: 'off' } })) return 'off';
    return s.matches('following') ? 'waiting' : 'none';
  });
  if (phase === 'none') return null;
  const accept = () => rematch.send({ type: 'rematch' });
  return (
    <div className="rematch" data-testid="rematch">
      {/* always in the page, so a screen reader hears the offer and the wait as they come */}
      <p role="status" aria-live="polite" className={phase === 'open' ? 'visually-hidden' : 'rematch-line'}>
        {phase === 'invited' && t('rematchInvite', { name: rivalName })}
        {phase === 'waiting' && t('rematchWaiting', { name: rivalName })}
        {phase === 'off' && t('rematchOffHere')}
      </p>
      {phase === 'open' && (
        <button type="button" className="btn primary" onClick={accept}>
          {t('rematch')}
        </button>
      )}
      {phase === 'invited' && (
        <div className="row">
          <button type="button" className="btn primary" onClick={accept}>
            {t('rematchAccept')}
          </button>
          <button type="button" className="btn" onClick={() => rematch.send({ type: 'decline' })}>
            {t('notNow')}
          </button>
        </div>
      )}
    </div>
  );
}
