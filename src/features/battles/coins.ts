// The header's coins after a battle moved them (fees, prizes, refunds): the server's numbers.
import { call } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';

export async function refreshCoins(): Promise<void> {
  const user = await call<{ coins: number; all_time_score: number }>('get_user_by_id');
  if (user) useSession.getState().updateUser({ coins: user.coins, all_time_score: user.all_time_score });
}
