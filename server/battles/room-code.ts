// Room codes (docs/economy.md): 6 letters and digits without the look-alikes 0/O and 1/I.
import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const roomCodeLength = 6;
const pattern = new RegExp(`^[${alphabet}]{${roomCodeLength}}$`);

export const newRoomCode = () =>
  Array.from({ length: roomCodeLength }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The code as typed, normalized; null when it cannot be a room code. */
export function parseRoomCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return pattern.test(code) ? code : null;
}
