// "Log out of all devices": the server refuses every api_token issued so far (logout_all_devices),
// then this device signs out too and goes home.
import { api } from '../../api/api.ts';
import { AccountExit } from './account-exit.tsx';

export function LogoutEverywhere() {
  return (
    <AccountExit
      id="logout-everywhere-title"
      action={api.logout_all_devices}
      texts={{
        title: 'logoutEverywhere',
        text: 'logoutEverywhereText',
        confirmTitle: 'logoutEverywhereConfirmTitle',
        confirm: 'logoutEverywhereConfirm',
        confirmText: 'logoutEverywhereText',
        done: 'loggedOutEverywhere',
      }}
    />
  );
}
