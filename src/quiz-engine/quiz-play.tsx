// A mode's play: the session over the API and the shared play screen. Play again starts a fresh
// session (a new machine).
import { useState } from 'react';
import { PlayScreen, type PlayPieces } from './play-screen.tsx';
import { useQuizSession, type QuizSpec } from './use-quiz-session.ts';

function Round({ spec, pieces }: { spec: QuizSpec; pieces: PlayPieces }) {
  const actor = useQuizSession({ ...spec, startScreen: Boolean(pieces.intro) });
  return <PlayScreen actor={actor} {...pieces} />;
}

export function QuizPlay({
  spec,
  replayable = false,
  ...pieces
}: PlayPieces & { spec: QuizSpec; replayable?: boolean }) {
  const [round, setRound] = useState(0);
  return (
    <Round
      key={round}
      spec={spec}
      pieces={{ ...pieces, onPlayAgain: replayable ? () => setRound((n) => n + 1) : undefined }}
    />
  );
}
