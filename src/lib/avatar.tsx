// A player's picture, or the first letter of their name when they have none.
import './shared-ui.css';

export function Avatar({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar-letter" aria-hidden style={style}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
