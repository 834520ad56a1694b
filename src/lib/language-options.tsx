// The interface languages as <option>s: the header's switch and the profile form list the same ones.
import { interfaceLanguages } from '../i18n/i18n.ts';

export const InterfaceLanguageOptions = () =>
  interfaceLanguages.map((l) => (
    <option key={l.code} value={l.code}>
      {l.title}
    </option>
  ));
