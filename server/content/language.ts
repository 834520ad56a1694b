import type { SystemConfig } from '../../contract/settings.ts';

/** Content in English unless multilingual mode is on (language_mode '1') and a language was asked for. */
export const defaultLanguageId = 1;

export function contentLanguageId(config: SystemConfig, languageId: number | undefined): number {
  return config.language_mode === '1' && languageId ? languageId : defaultLanguageId;
}
