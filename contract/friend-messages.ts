// Every refusal of the friends list and of friend challenges, by code (English as the API answers
// it; the app words each code in the player's language from its `messages` locale section).
export const friendMessages = {
  friend_not_yourself: 'You cannot add yourself as a friend',
  friend_unknown_code: 'No player has this friend code',
  friend_unknown_player: 'This player does not exist',
  friend_enter_code: 'Please enter a friend code',
  friend_blocked_you: 'This player is not taking requests or challenges from you',
  friend_you_blocked: 'You blocked this player: unblock them first',
  friend_request_closed: 'This friend request is no longer open',
  friend_only_friends: 'You can challenge only your friends',
} as const;

export type FriendMessageCode = keyof typeof friendMessages;
