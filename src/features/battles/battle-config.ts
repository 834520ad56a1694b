// The battles' numbers from the system configuration (get_system_configurations), editable there.
import { defaultBattleConfig, type BattleConfig } from '../../../machines/battle-types.ts';
import type { SystemConfig } from '../../../contract/settings.ts';

export function battleConfigFrom(config: SystemConfig): BattleConfig {
  return {
    ...defaultBattleConfig,
    questionSeconds: config.question_seconds,
    searchMs: config.random_battle_search_seconds * 1000,
    graceMs: config.reconnect_grace_seconds * 1000,
  };
}
