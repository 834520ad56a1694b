import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session.ts';
import { DeleteAccount } from './delete-account.tsx';
import { useDemoGuard } from './demo-guard.ts';
import { LogoutEverywhere } from './logout-everywhere.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileImage } from './profile-image.tsx';
import { RatingCard } from './rating-card.tsx';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const { demo } = useDemoGuard();
  if (!user) return null;
  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      {demo && (
        <p className="notice" role="note">
          {t('notInDemo')}
        </p>
      )}
      <div className="card">
        <ProfileImage user={user} />
      </div>
      <RatingCard />
      <div className="card">
        {/* Remount with the refreshed record when it arrives from the server. */}
        <ProfileForm key={`${user.name}|${user.mobile}|${user.email}`} user={user} />
      </div>
      <div className="card">
        <LogoutEverywhere />
      </div>
      <div className="card">
        <DeleteAccount />
      </div>
    </section>
  );
}
