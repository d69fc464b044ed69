import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useAuth } from '../../auth/use-auth';
import { useBusiness } from '../api';
import { AvatarEditor } from '../components/avatar-editor';
import { BusinessForm } from '../components/business-form';
import { ProfileForm } from '../components/profile-form';

const card = 'rounded-lg border border-slate-200 bg-white p-6';

export default function ProfilePage() {
  const { t } = useTranslation('account');
  usePageMeta('account:meta.profile', 'account:meta.profileDescription');
  const { user, profile, isSupplier } = useAuth();
  const business = useBusiness(isSupplier ? user?.id : undefined);
  if (!profile) return <Spinner />;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold text-ink">{t('profile.title')}</h1>
        <p className="mt-1 text-slate-600">{t('profile.text')}</p>
      </header>
      <div className={`${card} space-y-6`}>
        <AvatarEditor />
        <ProfileForm key={profile.id} profile={profile} />
      </div>
      {isSupplier && (
        <div className={card} id="business">
          <h2 className="text-xl font-semibold text-ink">{t('business.title')}</h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('business.text')}</p>
          {business.isPending ? (
            <Spinner />
          ) : (
            <BusinessForm
              business={business.data?.business ?? null}
              payment={business.data?.payment ?? null}
              fallbackName={profile.companyName ?? profile.fullName}
            />
          )}
        </div>
      )}
    </section>
  );
}
