// The home screen's tiles.
import { z } from 'zod';
import { action } from '../action.ts';
import { languageField } from '../fields.ts';

export const homeContract = {
  get_web_home_settings: action(
    z.object({ language_id: languageField }),
    z.object({
      language_id: z.number(),
      tiles: z.array(
        z.object({
          key: z.string(),
          route: z.string(),
          row_order: z.number(),
          enabled: z.union([z.literal(0), z.literal(1)]),
        }),
      ),
    }),
  ),
};
