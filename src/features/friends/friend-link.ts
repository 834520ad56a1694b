// A friend link carries a player's public friend code: /profile/friends/add/<CODE>. Opening it
// shows who it names and asks before sending a request.
const prefix = '/profile/friends/add/';

export const friendLinkPath = (code: string) => `${prefix}${encodeURIComponent(code)}`;

export const friendLinkUrl = (code: string) => `${window.location.origin}${friendLinkPath(code)}`;
