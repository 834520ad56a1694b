// A signed-in player's language switch: the server picks notifications and other texts by the saved
// interface language, so the choice is saved too, through the command machine (a chunk of its own:
// a guest's page never loads it).
import { api } from '../api/api.ts';
import { useCommand } from '../lib/use-command.ts';
import { LanguageSelect } from './language-select.tsx';

export default function SavingLanguageSwitch() {
  // the switch has changed the screen already; a refusal of the saved copy costs only the server's texts
  const save = useCommand(api.update_profile).send;
  return <LanguageSelect onChosen={(code) => save({ web_language: code })} />;
}
