// A player's picture, or the first letter of their name when they have none. Only the app's own
// stored pictures are loaded (an outside address would tell a tracker who looked), and a file the
// player is choosing on this page (a blob: address).
import { shownProfileImage } from '../../contract/profile-image.ts';
import './shared-ui.css';

export function Avatar({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.42 };
  const shown = src?.startsWith('blob:') ? src : shownProfileImage(src ?? '');
  if (shown) return <img className="avatar" src={shown} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar-letter" aria-hidden style={style}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
