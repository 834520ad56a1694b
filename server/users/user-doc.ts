// users/{uid}: the player's profile and balances. Only the server writes it; the owner may read it.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { shownProfileImage } from '../../contract/profile-image.ts';
import type { Rating } from '../../contract/rating.ts';

export interface UserDoc {
  firebase_id: string;
  name: string;
  email: string;
  mobile: string;
  profile: string; // the app's own stored image (contract/profile-image.ts), or ''
  type: string; // 'email' | 'gmail' | 'mobile'
  fcm_id: string;
  refer_code: string;
  friends_code: string;
  coins: number;
  /** All coins ever credited (the elite badge). */
  coins_earned: number;
  all_time_score: number;
  status: 0 | 1; // 0: deactivated
  web_language: string;
  date_registered: Timestamp;
  /**
   * The premium categories bought (unlock_premium_category; the ledger keeps what each cost). Kept
   * on the record every signed-in request reads anyway, so a category list costs no extra read.
   */
  unlocked_categories?: string[];
  /** The skill rating from battles between people (server/battles/rating.ts); absent: a new player. */
  rating?: Rating;
  /** friends see this player as offline (set_appear_offline): firestore.rules refuse their presence heartbeat */
  appear_offline?: boolean;
  /** Changes to refuse every api_token issued before (api-token.ts); never sent to clients. */
  token_version?: string;
}

export const userRef = (db: Firestore, uid: string) => db.collection('users').doc(uid);

/** The user as replies show it. */
export function publicUser(uid: string, u: UserDoc) {
  return {
    id: uid,
    firebase_id: u.firebase_id,
    name: u.name,
    email: u.email,
    mobile: u.mobile,
    profile: shownProfileImage(u.profile),
    type: u.type,
    fcm_id: u.fcm_id,
    refer_code: u.refer_code,
    friends_code: u.friends_code,
    coins: u.coins,
    all_time_score: u.all_time_score,
    status: u.status,
    web_language: u.web_language,
    date_registered: u.date_registered.toDate().toISOString(),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;
