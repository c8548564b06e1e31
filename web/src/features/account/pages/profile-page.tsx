import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { AccountSection } from '../components/account-section';
import { LiveAlertSettings } from '../components/live-alert-settings';
import { PasswordForm } from '../components/password-form';
import { PasswordLink } from '../components/password-link';
import { ProfileForm } from '../components/profile-form';
import { ShopMailSettings } from '../components/shop-mail-settings';

/** /intern/account/user: the signed-in person's name, e-mail address and password, this device's order alerts, and (owners and managers) the shop's e-mails to them. */
export function ProfilePage() {
  const user = useCurrentUser().data;
  if (!user) return <PageSpinner />;
  const hasPassword = user.has_password !== false;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AccountSection
        title="Your details"
        description="How your team sees you, and the address you sign in with."
      >
        <ProfileForm key={`${user.id}:${user.email}`} user={user} />
      </AccountSection>
      <AccountSection
        title={hasPassword ? 'Password' : 'Set a password'}
        description="Changing it signs you out on every other device."
      >
        {hasPassword ? <PasswordForm email={user.email} /> : <PasswordLink email={user.email} />}
      </AccountSection>
      <AccountSection title="New orders" description="How this device tells you when an order comes in.">
        <LiveAlertSettings />
      </AccountSection>
      {(user.role === 'owner' || user.role === 'manager') && (
        <AccountSection
          title="E-mails from the shop"
          description="Your own choice: the rest of the team choose theirs."
        >
          <ShopMailSettings />
        </AccountSection>
      )}
    </div>
  );
}
