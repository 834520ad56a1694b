// The machines and the server speak the product's English words (docs/product.md); the interface language shows its own.
import i18next from 'i18next';

const keys: Record<string, string> = {
  'No opponent detected. Retry or play against the bot.': 'noOpponent',
  'Opponent has left the game!': 'opponentLeft',
  'Room is deleted by owner': 'deletedByOwner',
  'Room is deleted': 'deleted',
  'Your friend said no to your challenge. It cost you nothing.': 'challengeDeclined',
  'Your friend did not answer your challenge in time. It cost you nothing.': 'challengeLapsed',
  'Please enter a room code': 'enterRoomCode',
  'Invalid Room Code': 'invalidRoomCode',
  'Room code is not valid': 'roomCodeNotValid',
  'Room is full': 'roomFull',
  'The battle has already started': 'alreadyStarted',
  'The battle is over': 'over',
  'The room owner removed you from this room': 'removed',
  "You Don't have enough coins": 'notEnoughCoins',
  'Failed to fetch data': 'failedToFetch',
  'Your opponent said no or left: no rematch this time. Looking for a new opponent.': 'rematchDeclined',
  'Your opponent did not answer in time: no rematch. Looking for a new opponent.': 'rematchLapsed',
  "Your opponent doesn't have enough coins for a rematch. Looking for a new opponent.": 'rematchCoins',
  'The rematch is off': 'rematchOff',
  'A rematch is for the two players of a finished random battle': 'noRematch',
  "A player in the room doesn't have enough coins": 'othersBroke',
  'Confirm the entry fee to join this room': 'confirmFee',
  'You are already playing another battle': 'inAnotherBattle',
  'This category is locked. Unlock it with coins first': 'categoryLocked',
};

/** The notice key of a message the app knows, e.g. 'roomFull'. */
export const noticeKeyOf = (message: string): string | undefined => keys[message];

export function translateNotice(message: string): string {
  const key = keys[message];
  return key ? i18next.t(`battle:notices.${key}`, { defaultValue: message }) : message;
}
