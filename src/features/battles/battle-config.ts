// The battles' numbers from the system configuration (get_system_configurations), editable there.
import { defaultBattleConfig, type BattleConfig } from '../../../machines/battle-types.ts';
import type { SystemConfig } from '../../stores/settings.ts';

const seconds = (config: SystemConfig | null, key: string, fallbackMs: number) => {
  const value = Number(config?.[key]);
  return Number.isFinite(value) && value > 0 ? value * 1000 : fallbackMs;
};

export function battleConfigFrom(config: SystemConfig | null): BattleConfig {
  return {
    ...defaultBattleConfig,
    questionSeconds: seconds(config, 'question_seconds', defaultBattleConfig.questionSeconds * 1000) / 1000,
    searchMs: seconds(config, 'random_battle_search_seconds', defaultBattleConfig.searchMs),
    graceMs: seconds(config, 'reconnect_grace_seconds', defaultBattleConfig.graceMs),
  };
}
