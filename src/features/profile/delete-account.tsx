// Deleting the account, after a confirmation; the player is then signed out and sent home.
import { api } from '../../api/api.ts';
import { AccountExit } from './account-exit.tsx';
import { useDemoGuard } from './demo-guard.ts';

export function DeleteAccount() {
  const guard = useDemoGuard();
  return (
    <AccountExit
      id="delete-title"
      action={api.delete_user_account}
      danger
      mayOpen={() => !guard.refused()}
      texts={{
        title: 'deleteAccount',
        text: 'deleteWarning',
        confirmTitle: 'deleteConfirmTitle',
        confirm: 'deleteConfirm',
        confirmText: 'deleteConfirmText',
        done: 'accountDeleted',
      }}
    />
  );
}
