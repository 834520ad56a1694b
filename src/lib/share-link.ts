// Sharing a link: the system share sheet on a phone, else a copy to the clipboard; and a QR code of
// the link, drawn for wide screens only (to scan across a table), loaded when first needed.
import { useEffect, useState } from 'react';

/** The QR is drawn for wide screens only (the same width as the CSS that shows it). */
const wide = '(min-width: 720px)';

export function useQrCode(link: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!window.matchMedia(wide).matches) return;
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(link, { margin: 1, width: 240 }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [link]);
  return src;
}

/** Whether this device shares through the system sheet (a phone) rather than by copying. */
export const canShareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
