// A profile image is one the app stored itself (upload_profile_image puts it in the blob store,
// served on this site under /blobs/profiles/), or none. An outside address would be a tracker:
// every opponent's browser that shows the picture would call it. So no action keeps one, and
// whatever shows a player's picture to others shows only the app's own (the server and the app
// both check with this module).

/** Where the blob store's files are served on this site (the server, and Hosting's rewrite). */
export const blobsPath = '/blobs';

const storedImage = /^\/blobs\/(profiles\/([\w-]{1,128})-\d{1,16}\.webp)$/;

/** The blob key of a profile picture, by its owner and the time it was stored. */
export const profileImageKey = (uid: string, at: number) => `profiles/${uid}-${at}.webp`;

/** The blob key and the owner of the app's own picture at this address; null for any other. */
export function storedProfileImage(url: string) {
  const found = storedImage.exec(url);
  return found ? { key: found[1]!, uid: found[2]! } : null;
}

/** The picture to show for a stored profile value: the app's own image, else none (''). */
export const shownProfileImage = (url: string) => (storedImage.test(url) ? url : '');
